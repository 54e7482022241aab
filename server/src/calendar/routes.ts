import {
  pageOf,
  parameterProblemMessage,
  type CalendarItem,
  type ReservationStatus,
} from '@rentacar/contract';
import { calendarWindowProblem, compareCalendarItems, personName } from '@rentacar/rules';
import { branchIdOfSlug } from '../branches/queries.js';
import type { Context } from '../context.js';
import { badRequest } from '../errors.js';
import { containsText } from '../filters.js';
import type { ResourceHandlers } from '../operations.js';

/**
 * The items of `carIds` overlapping `[from, to)`: each query walks one index per vehicle
 * (`car_id` leads both), so a page costs its rows, not the fleet.
 */
async function itemsOf(
  { db }: Context,
  carIds: number[],
  window: { from: string; to: string },
  statuses: ReservationStatus[] | undefined,
): Promise<Map<number, CalendarItem[]>> {
  const [reservations, blocks] = await Promise.all([
    db
      .selectFrom('reservations')
      .innerJoin('users', 'users.id', 'reservations.userId')
      .select([
        'reservations.id',
        'reservations.carId',
        'reservations.pickUpTime',
        'reservations.dropOffTime',
        'reservations.status',
        'reservations.userId',
        'users.firstName',
        'users.lastName',
      ])
      .where('reservations.carId', 'in', carIds)
      .where('reservations.pickUpTime', '<', window.to)
      .where('reservations.dropOffTime', '>', window.from)
      .$if(statuses !== undefined, (query) => query.where('reservations.status', 'in', statuses!))
      .execute(),
    db
      .selectFrom('blockedPeriods')
      .select(['id', 'carId', 'startTime', 'endTime', 'reason'])
      .where('carId', 'in', carIds)
      .where('startTime', '<', window.to)
      .where('endTime', '>', window.from)
      .execute(),
  ]);
  const items = new Map<number, CalendarItem[]>(carIds.map((id) => [id, []]));
  for (const row of reservations) {
    items.get(row.carId)!.push({
      kind: 'reservation',
      id: row.id,
      start: row.pickUpTime,
      end: row.dropOffTime,
      status: row.status as ReservationStatus,
      customerName: personName(row),
      userId: row.userId,
    });
  }
  for (const row of blocks) {
    items.get(row.carId)!.push({
      kind: 'block',
      id: row.id,
      start: row.startTime,
      end: row.endTime,
      reason: row.reason,
    });
  }
  for (const list of items.values()) list.sort(compareCalendarItems);
  return items;
}

export function calendarHandlers(context: Context): ResourceHandlers<'calendar'> {
  const { db, dialect } = context;
  return {
    async getFleetCalendar(request) {
      const { from, to, branch, q, status: statuses, page, size } = request.query;
      const problem = calendarWindowProblem(from, to);
      if (problem !== undefined) throw badRequest(parameterProblemMessage(problem));
      const branchId = branch === undefined ? undefined : await branchIdOfSlug(db, branch);
      if (branch !== undefined && branchId === undefined) return pageOf([], 0, { page, size });
      const vehicles = db
        .selectFrom('cars')
        .innerJoin('branches', 'branches.id', 'cars.branchId')
        .$if(branchId !== undefined, (query) => query.where('cars.branchId', '=', branchId!))
        .$if(q !== undefined, (query) =>
          query.where(containsText(dialect, q!, ['cars.model', 'cars.licensePlate'])),
        );
      const { total } = await vehicles
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await vehicles
        .select([
          'cars.id',
          'cars.model',
          'cars.licensePlate',
          'cars.branchId',
          'branches.name as branchName',
        ])
        .orderBy('branches.name')
        .orderBy('cars.model')
        .orderBy('cars.id')
        .limit(size)
        .offset(page * size)
        .execute();
      const items =
        rows.length === 0
          ? new Map<number, CalendarItem[]>()
          : await itemsOf(
              context,
              rows.map((row) => row.id),
              { from, to },
              statuses,
            );
      const content = rows.map((row) => ({
        carId: row.id,
        model: row.model,
        ...(row.licensePlate === null ? {} : { licensePlate: row.licensePlate }),
        branchId: row.branchId,
        branchName: row.branchName,
        items: items.get(row.id) ?? [],
      }));
      return pageOf(content, Number(total), { page, size });
    },
  };
}
