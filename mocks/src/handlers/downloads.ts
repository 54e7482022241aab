import {
  branchesSheet,
  reservationsSheet,
  usersSheet,
  vehiclesSheet,
  XLSX_CONTENT_TYPE,
  type SpreadsheetCell,
} from '@rentacar/rules/spreadsheets';
import { requestLanguage } from '@rentacar/rules';
import { HttpResponse } from 'msw';
import writeXlsxFile from 'write-excel-file/universal';
import { authenticate } from '../auth';
import { db, toUser } from '../db';
import { http } from '../http';

/** An .xlsx file of one sheet with the given rows, saved under `fileName`. */
async function attachment(
  fileName: string,
  rows: SpreadsheetCell[][],
): Promise<HttpResponse<Blob>> {
  return new HttpResponse(await writeXlsxFile(rows).toBlob(), {
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** The headers' language: the one the request asks for, else the administrator's. */
const sheetLanguage = (request: Request) =>
  requestLanguage(request.headers.get('accept-language'), authenticate(request).language);

export const downloadHandlers = [
  http.get('/excel/download/users', async ({ request, response }) => {
    const users = db.users.all().sort(byId).map(toUser);
    return response.untyped(
      await attachment('users.xlsx', usersSheet(users, sheetLanguage(request))),
    );
  }),

  http.get('/excel/download/cars', async ({ request, response }) => {
    const vehicles = db.vehicles.all().sort(byId);
    return response.untyped(
      await attachment('vehicles.xlsx', vehiclesSheet(vehicles, sheetLanguage(request))),
    );
  }),

  http.get('/excel/download/branches', async ({ request, response }) => {
    const vehicles = db.vehicles.all();
    const entries = db.branches
      .all()
      .sort(byId)
      .map((branch) => ({
        branch,
        vehicles: vehicles.filter((vehicle) => vehicle.branchId === branch.id).length,
      }));
    return response.untyped(
      await attachment('branches.xlsx', branchesSheet(entries, sheetLanguage(request))),
    );
  }),

  http.get('/excel/download/reservations', async ({ request, response }) => {
    const entries = db.reservations
      .all()
      .sort(byId)
      .map((reservation) => ({
        reservation,
        vehicle: db.vehicles.find(reservation.carId),
        customer: db.users.find(reservation.userId),
      }));
    return response.untyped(
      await attachment('reservations.xlsx', reservationsSheet(entries, sheetLanguage(request))),
    );
  }),
];
