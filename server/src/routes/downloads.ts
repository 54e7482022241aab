import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { OperationHandlers } from '../operations.js';
import { withRoles, type Context } from '../records.js';

type DownloadOperations = 'downloadUsers' | 'downloadVehicles' | 'downloadReservations';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sendSheet(reply: FastifyReply, fileName: string, rows: SheetData) {
  // The declared union of both call forms hides the no-argument one, which returns a Readable.
  const file = writeXlsxFile(rows) as unknown as { toStream(): Promise<Readable> };
  const stream = await file.toStream();
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(stream);
}

/** One header row, then one row per record (columns as in backend-behaviour.md). */
export function downloadHandlers({ db }: Context): Pick<OperationHandlers, DownloadOperations> {
  return {
    async downloadUsers(_request, reply) {
      const users = await withRoles(
        db,
        await db.selectFrom('users').selectAll().orderBy('id').execute(),
      );
      return sendSheet(reply, 'users.xlsx', [
        ['Id', 'First Name', 'Last Name', 'Phone Number', 'Email', 'Address', 'Zip Code', 'Roles'],
        ...users.map((user) => [
          user.id,
          user.firstName,
          user.lastName,
          user.phoneNumber,
          user.email,
          user.address,
          user.zipCode,
          user.roles.join(', '),
        ]),
      ]);
    },

    async downloadVehicles(_request, reply) {
      const vehicles = await db.selectFrom('cars').selectAll().orderBy('id').execute();
      return sendSheet(reply, 'vehicles.xlsx', [
        [
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
        ],
        ...vehicles.map((vehicle) => [
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
        ]),
      ]);
    },

    async downloadReservations(_request, reply) {
      const rows = await db
        .selectFrom('reservations')
        .innerJoin('cars', 'cars.id', 'reservations.carId')
        .innerJoin('users', 'users.id', 'reservations.userId')
        .select([
          'reservations.id',
          'reservations.carId',
          'cars.model',
          'reservations.userId',
          'users.firstName',
          'users.lastName',
          'users.phoneNumber',
          'reservations.pickUpTime',
          'reservations.dropOffTime',
          'reservations.pickUpLocation',
          'reservations.dropOffLocation',
          'reservations.status',
          'reservations.totalPrice',
        ])
        .orderBy('reservations.id')
        .execute();
      return sendSheet(reply, 'reservations.xlsx', [
        [
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
        ],
        ...rows.map((row) => [
          row.id,
          row.carId,
          row.model,
          row.userId,
          `${row.firstName} ${row.lastName}`,
          row.phoneNumber,
          row.pickUpTime,
          row.dropOffTime,
          row.pickUpLocation,
          row.dropOffLocation,
          row.status,
          row.totalPrice,
        ]),
      ]);
    },
  };
}
