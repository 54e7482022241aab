import type { Reservation, User, Vehicle } from '@rentacar/api';
import writeXlsxFile, { type Row } from 'write-excel-file/universal';

/** Header rows of the downloads, exactly as backend-behaviour.md lists them. */
export const USER_COLUMNS = [
  'Id',
  'First Name',
  'Last Name',
  'Phone Number',
  'Email',
  'Address',
  'Zip Code',
  'Roles',
];
export const VEHICLE_COLUMNS = [
  'Id',
  'Model',
  'Doors',
  'Seats',
  'Luggage',
  'Transmission',
  'Air Conditioning',
  'Age',
  'Price Per Hour',
  'Fuel Type',
];
export const RESERVATION_COLUMNS = [
  'Id',
  'Car Id',
  'Car Model',
  'Customer Id',
  'Customer Name',
  'Customer Phone',
  'Pick-up Time',
  'Drop-off Time',
  'Pick-up Location',
  'Drop-off Location',
  'Status',
  'Total Price',
];

export const userRow = (user: User): Row => [
  user.id,
  user.firstName,
  user.lastName,
  user.phoneNumber,
  user.email,
  user.address,
  user.zipCode,
  user.roles.join(', '),
];

export const vehicleRow = (vehicle: Vehicle): Row => [
  vehicle.id,
  vehicle.model,
  vehicle.doors,
  vehicle.seats,
  vehicle.luggage,
  vehicle.transmission,
  vehicle.airConditioning ? 'Yes' : 'No',
  vehicle.age,
  vehicle.pricePerHour,
  vehicle.fuelType,
];

export const reservationRow = (
  reservation: Reservation,
  vehicle: Vehicle | undefined,
  customer: User | undefined,
): Row => [
  reservation.id,
  reservation.carId,
  vehicle?.model ?? '',
  reservation.userId,
  customer ? `${customer.firstName} ${customer.lastName}` : '',
  customer?.phoneNumber ?? '',
  reservation.pickUpTime,
  reservation.dropOffTime,
  reservation.pickUpLocation,
  reservation.dropOffLocation,
  reservation.status,
  reservation.totalPrice,
];

/** An .xlsx workbook with one sheet: the header row, then one row per record. */
export function workbook(header: string[], rows: Row[]): Promise<Blob> {
  return writeXlsxFile([header, ...rows]).toBlob();
}
