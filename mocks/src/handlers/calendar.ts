import {
  pageOf,
  parameterProblemMessage,
  type CalendarItem,
  type CalendarRow,
  type Vehicle,
} from '@rentacar/contract';
import {
  calendarWindowProblem,
  compareCalendarItems,
  overlapsCalendarWindow,
  personName,
} from '@rentacar/rules';
import { branchIdOfSlug } from '../branches';
import { db } from '../db';
import { fail } from '../errors';
import { containsText } from '../filters';
import { http } from '../http';
import type { PageQuery } from '../paging';

/** Plain code-unit order for text, as the server's binary collation sorts. */
const byText = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

function itemsOf(
  vehicle: Vehicle,
  window: { from: string; to: string },
  statuses: readonly string[] | undefined,
): CalendarItem[] {
  const reservations = db.reservations
    .all()
    .filter((reservation) => reservation.carId === vehicle.id)
    .filter((reservation) => statuses === undefined || statuses.includes(reservation.status))
    .map((reservation): CalendarItem => ({
      kind: 'reservation',
      id: reservation.id,
      start: reservation.pickUpTime,
      end: reservation.dropOffTime,
      status: reservation.status,
      customerName: personName(db.users.find(reservation.userId)!),
      userId: reservation.userId,
    }));
  const blocks = db.blockedPeriods
    .all()
    .filter((block) => block.carId === vehicle.id)
    .map(({ id, start, end, reason }): CalendarItem => ({ kind: 'block', id, start, end, reason }));
  return [...reservations, ...blocks]
    .filter((item) => overlapsCalendarWindow(item, window))
    .sort(compareCalendarItems);
}

export const calendarHandlers = [
  http.get('/calendar/admin', ({ request, valid, response }) => {
    const { from, to, branch, q, status: statuses } = valid.query;
    const { page, size } = valid.query as Required<Pick<PageQuery, 'page' | 'size'>>;
    const problem = calendarWindowProblem(from, to);
    if (problem !== undefined) fail(request, 400, parameterProblemMessage(problem));
    const branchId = branch === undefined ? undefined : branchIdOfSlug(branch);
    const branchName = (vehicle: Vehicle) => db.branches.find(vehicle.branchId)?.name ?? '';
    const vehicles = db.vehicles
      .all()
      .filter((vehicle) => branchId === undefined || vehicle.branchId === branchId)
      .filter((vehicle) => containsText(q, vehicle.model, vehicle.licensePlate ?? ''))
      .sort(
        (a, b) => byText(branchName(a), branchName(b)) || byText(a.model, b.model) || a.id - b.id,
      );
    const rows = vehicles.slice(page * size, page * size + size).map((vehicle): CalendarRow => ({
      carId: vehicle.id,
      model: vehicle.model,
      ...(vehicle.licensePlate === undefined ? {} : { licensePlate: vehicle.licensePlate }),
      branchId: vehicle.branchId,
      branchName: branchName(vehicle),
      items: itemsOf(vehicle, { from, to }, statuses),
    }));
    return response(200).json(pageOf(rows, vehicles.length, { page, size }));
  }),
];
