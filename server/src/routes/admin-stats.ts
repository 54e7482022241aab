import {
  statsWindow,
  utilisationShare,
  type AdminStats,
  type ReservationStatus,
} from '@rentacar/api';
import { sql, type RawBuilder } from 'kysely';
import type { OperationHandlers } from '../operations.js';
import type { Context } from '../records.js';

const TOP_VEHICLES = 5;

/** Counts and sums come back as text from PostgreSQL (bigint, numeric) and as numbers from SQLite. */
const toNumber = (value: unknown) => Number(value ?? 0);

export function adminStatsHandlers({
  db,
  dialect,
}: Context): Pick<OperationHandlers, 'getAdminStats'> {
  const pickUpMonth = sql<string>`substr(${sql.ref('pickUpTime')}, 1, 7)`;

  /**
   * Hours of a reservation inside [from, to): the later of pick-up and `from` to the earlier of
   * drop-off and `to`, in the date arithmetic of each database. Times are bound parameters.
   */
  function hoursWithin(from: string, to: string): RawBuilder<number> {
    const pickUp = sql.ref('pickUpTime');
    const dropOff = sql.ref('dropOffTime');
    if (dialect === 'postgres') {
      return sql<number>`extract(epoch from (least(${dropOff}, ${to})::timestamp - greatest(${pickUp}, ${from})::timestamp)) / 3600`;
    }
    return sql<number>`(julianday(min(${dropOff}, ${to})) - julianday(max(${pickUp}, ${from}))) * 24`;
  }

  return {
    async getAdminStats() {
      const window = statsWindow();
      // Reservations that earn: picked up within the 12 months and not cancelled.
      const earning = db
        .selectFrom('reservations')
        .where('pickUpTime', '>=', window.revenueFrom)
        .where('pickUpTime', '<', window.revenueTo)
        .where('status', '!=', 'CANCELLED');

      const [totals, statusRows, monthRows, topRows, booked] = await Promise.all([
        db
          .selectNoFrom((eb) => [
            eb.selectFrom('users').select(eb.fn.countAll().as('count')).as('users'),
            eb.selectFrom('cars').select(eb.fn.countAll().as('count')).as('vehicles'),
            eb.selectFrom('reservations').select(eb.fn.countAll().as('count')).as('reservations'),
            eb.selectFrom('contactMessages').select(eb.fn.countAll().as('count')).as('messages'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('reservations')
          .select((eb) => ['status', eb.fn.countAll().as('count')])
          .groupBy('status')
          .execute(),
        earning
          .select((eb) => [
            pickUpMonth.as('month'),
            eb.fn.countAll().as('reservations'),
            eb.fn.sum('totalPrice').as('revenue'),
          ])
          .groupBy(pickUpMonth)
          .execute(),
        // Grouped by vehicle id alone (read from the revenue index); only the winners' models are
        // looked up below, not one car row per reservation.
        earning
          .select((eb) => [
            'carId',
            eb.fn.countAll().as('reservations'),
            eb.fn.sum('totalPrice').as('revenue'),
          ])
          .groupBy('carId')
          .orderBy('revenue', 'desc')
          .orderBy('carId', 'asc')
          .limit(TOP_VEHICLES)
          .execute(),
        // CREATED reservations overlapping the next 30 days.
        db
          .selectFrom('reservations')
          .where('status', '=', 'CREATED')
          .where('pickUpTime', '<', window.utilisationTo)
          .where('dropOffTime', '>', window.utilisationFrom)
          .select((eb) =>
            eb.fn.sum(hoursWithin(window.utilisationFrom, window.utilisationTo)).as('hours'),
          )
          .executeTakeFirstOrThrow(),
      ]);

      const models = new Map(
        topRows.length === 0
          ? []
          : (
              await db
                .selectFrom('cars')
                .select(['id', 'model'])
                .where(
                  'id',
                  'in',
                  topRows.map((row) => row.carId),
                )
                .execute()
            ).map((car) => [car.id, car.model]),
      );
      const countOf = (status: ReservationStatus) =>
        toNumber(statusRows.find((row) => row.status === status)?.count);
      const months = new Map(monthRows.map((row) => [row.month, row]));
      const stats: AdminStats = {
        totals: {
          users: toNumber(totals.users),
          vehicles: toNumber(totals.vehicles),
          reservations: toNumber(totals.reservations),
          messages: toNumber(totals.messages),
        },
        reservationsByStatus: {
          CREATED: countOf('CREATED'),
          CANCELLED: countOf('CANCELLED'),
          DONE: countOf('DONE'),
        },
        revenueByMonth: window.months.map((month) => ({
          month,
          reservations: toNumber(months.get(month)?.reservations),
          revenue: toNumber(months.get(month)?.revenue),
        })),
        topVehicles: topRows.map((row) => ({
          carId: row.carId,
          model: models.get(row.carId) ?? '',
          reservations: toNumber(row.reservations),
          revenue: toNumber(row.revenue),
        })),
        utilisationNext30Days: utilisationShare(toNumber(booked.hours), toNumber(totals.vehicles)),
      };
      return stats;
    },
  };
}
