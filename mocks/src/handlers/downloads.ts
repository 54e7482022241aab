import { HttpResponse } from 'msw';
import { authorize } from '../auth';
import { db, toUser } from '../db';
import { http } from '../http';
import {
  RESERVATION_COLUMNS,
  reservationRow,
  USER_COLUMNS,
  userRow,
  VEHICLE_COLUMNS,
  vehicleRow,
  workbook,
} from '../spreadsheets';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function attachment(fileName: string, file: Promise<Blob>): Promise<HttpResponse<Blob>> {
  return new HttpResponse(await file, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export const downloadHandlers = [
  http.get('/excel/download/users', async ({ request, response }) => {
    authorize(request, 'Administrator');
    const rows = db.users.all().sort(byId).map(toUser).map(userRow);
    return response.untyped(await attachment('users.xlsx', workbook(USER_COLUMNS, rows)));
  }),

  http.get('/excel/download/cars', async ({ request, response }) => {
    authorize(request, 'Administrator');
    const rows = db.vehicles.all().sort(byId).map(vehicleRow);
    return response.untyped(await attachment('vehicles.xlsx', workbook(VEHICLE_COLUMNS, rows)));
  }),

  http.get('/excel/download/reservations', async ({ request, response }) => {
    authorize(request, 'Administrator');
    const rows = db.reservations
      .all()
      .sort(byId)
      .map((reservation) => {
        const customer = db.users.find(reservation.userId);
        return reservationRow(
          reservation,
          db.vehicles.find(reservation.carId),
          customer && toUser(customer),
        );
      });
    return response.untyped(
      await attachment('reservations.xlsx', workbook(RESERVATION_COLUMNS, rows)),
    );
  }),
];
