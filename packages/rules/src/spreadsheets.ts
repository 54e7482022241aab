import type { Reservation, User, Vehicle } from '@rentacar/contract';

/** The media type of the administrator downloads. */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A number shown in an Excel number format (`#,##0.00`). */
export interface FormattedNumberCell {
  value: number;
  format: string;
}

export type SpreadsheetCell = string | number | FormattedNumberCell;

/**
 * Amounts stay numbers, so a sheet can sum them, shown with two decimals and grouping (137.10,
 * 1,000,000.00) as accounting sheets do; the header names what the column holds.
 */
const moneyCell = (dollars: number): FormattedNumberCell => ({
  value: dollars,
  format: '#,##0.00',
});

/** One download's rows: the header row, then one row per record, in the given order. */
export type Spreadsheet<Source> = (sources: readonly Source[]) => SpreadsheetCell[][];

/** A header cell (as backend-behaviour.md lists it) beside the cell it heads in a record's row. */
type Column<Source> = readonly [header: string, cell: (source: Source) => SpreadsheetCell];

function spreadsheet<Source>(columns: readonly Column<Source>[]): Spreadsheet<Source> {
  const header = columns.map(([name]) => name);
  return (sources) => [header, ...sources.map((source) => columns.map(([, cell]) => cell(source)))];
}

/** users.xlsx */
export const usersSheet = spreadsheet<User>([
  ['Id', (user) => user.id],
  ['First Name', (user) => user.firstName],
  ['Last Name', (user) => user.lastName],
  ['Phone Number', (user) => user.phoneNumber],
  ['Email', (user) => user.email],
  ['Address', (user) => user.address],
  ['Zip Code', (user) => user.zipCode],
  ['Roles', (user) => user.roles.join(', ')],
]);

/** vehicles.xlsx */
export const vehiclesSheet = spreadsheet<Vehicle>([
  ['Id', (vehicle) => vehicle.id],
  ['Model', (vehicle) => vehicle.model],
  ['Doors', (vehicle) => vehicle.doors],
  ['Seats', (vehicle) => vehicle.seats],
  ['Luggage', (vehicle) => vehicle.luggage],
  ['Transmission', (vehicle) => vehicle.transmission],
  ['Air Conditioning', (vehicle) => (vehicle.airConditioning ? 'Yes' : 'No')],
  ['Age', (vehicle) => vehicle.age],
  ['Price Per Hour', (vehicle) => moneyCell(vehicle.pricePerHour)],
  ['Fuel Type', (vehicle) => vehicle.fuelType],
]);

/** One reservation with the vehicle and customer its row names (empty cells when missing). */
export interface ReservationSheetEntry {
  reservation: Reservation;
  vehicle: Pick<Vehicle, 'model'> | undefined;
  customer: Pick<User, 'firstName' | 'lastName' | 'phoneNumber'> | undefined;
}

/** reservations.xlsx */
export const reservationsSheet = spreadsheet<ReservationSheetEntry>([
  ['Id', ({ reservation }) => reservation.id],
  ['Car Id', ({ reservation }) => reservation.carId],
  ['Car Model', ({ vehicle }) => vehicle?.model ?? ''],
  ['Customer Id', ({ reservation }) => reservation.userId],
  [
    'Customer Name',
    ({ customer }) => (customer ? `${customer.firstName} ${customer.lastName}` : ''),
  ],
  ['Customer Phone', ({ customer }) => customer?.phoneNumber ?? ''],
  ['Pick-up Time', ({ reservation }) => reservation.pickUpTime],
  ['Drop-off Time', ({ reservation }) => reservation.dropOffTime],
  ['Pick-up Location', ({ reservation }) => reservation.pickUpLocation],
  ['Drop-off Location', ({ reservation }) => reservation.dropOffLocation],
  ['Status', ({ reservation }) => reservation.status],
  ['Total Price', ({ reservation }) => moneyCell(reservation.totalPrice)],
]);
