import type { Readable } from 'node:stream';
import {
  branchesSheet,
  reservationsSheet,
  usersSheet,
  vehiclesSheet,
  XLSX_CONTENT_TYPE,
  type SpreadsheetCell,
} from '@rentacar/rules/spreadsheets';
import { requestLanguage } from '@rentacar/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.js';
import writeXlsxFile from 'write-excel-file/node';
import type { ResourceHandlers } from '../operations.js';
import { allBranches } from '../branches/queries.js';
import type { Context } from '../context.js';
import { toReservation } from '../reservations/rows.js';
import { withRoles } from '../users/queries.js';
import { toVehicle } from '../vehicles/rows.js';

async function sendSheet(reply: FastifyReply, fileName: string, rows: SpreadsheetCell[][]) {
  // The declared union of both call forms hides the no-argument one, which returns a Readable.
  const file = writeXlsxFile(rows) as unknown as { toStream(): Promise<Readable> };
  const stream = await file.toStream();
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(stream);
}

/** Headers in the language the request asks for, else the administrator's. */
export function downloadHandlers({ db }: Context): ResourceHandlers<'downloads'> {
  async function sheetLanguage(request: FastifyRequest) {
    const { language } = await db
      .selectFrom('users')
      .select('language')
      .where('id', '=', currentUser(request).id)
      .executeTakeFirstOrThrow();
    return requestLanguage(request.headers['accept-language'], language);
  }

  return {
    async downloadUsers(request, reply) {
      const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
      const users = await withRoles(db, rows);
      return sendSheet(reply, 'users.xlsx', usersSheet(users, await sheetLanguage(request)));
    },

    async downloadVehicles(request, reply) {
      const rows = await db.selectFrom('cars').selectAll().orderBy('id').execute();
      // The sheet has no image column, so the images are not looked up.
      const vehicles = rows.map((row) => toVehicle(row, []));
      const language = await sheetLanguage(request);
      return sendSheet(reply, 'vehicles.xlsx', vehiclesSheet(vehicles, language));
    },

    async downloadBranches(request, reply) {
      const branches = await allBranches(db);
      const counts = await db
        .selectFrom('cars')
        .select(['branchId', (eb) => eb.fn.countAll<number>().as('vehicles')])
        .groupBy('branchId')
        .execute();
      const vehiclesOf = new Map(counts.map((row) => [Number(row.branchId), Number(row.vehicles)]));
      const entries = [...branches]
        .sort((a, b) => a.id - b.id)
        .map((branch) => ({ branch, vehicles: vehiclesOf.get(branch.id) ?? 0 }));
      const language = await sheetLanguage(request);
      return sendSheet(reply, 'branches.xlsx', branchesSheet(entries, language));
    },

    async downloadReservations(request, reply) {
      const rows = await db
        .selectFrom('reservations')
        .innerJoin('cars', 'cars.id', 'reservations.carId')
        .innerJoin('users', 'users.id', 'reservations.userId')
        .selectAll('reservations')
        .select(['cars.model', 'users.firstName', 'users.lastName', 'users.phoneNumber'])
        .orderBy('reservations.id')
        .execute();
      const entries = rows.map((row) => ({
        reservation: toReservation(row),
        vehicle: row,
        customer: row,
      }));
      const language = await sheetLanguage(request);
      return sendSheet(reply, 'reservations.xlsx', reservationsSheet(entries, language));
    },
  };
}
