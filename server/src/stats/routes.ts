import { type AdminStats, type ReservationStatus } from '@rentacar/contract';
import { fromCents, reservationsByStatus, statsWindow, utilisationShare } from '@rentacar/rules';
import { sql, type RawBuilder } from 'kysely';
import type { ResourceHandlers } from '../operations.js';
import { branchIdOfSlug } from '../branches/queries.js';
import type { Context } from '../context.js';

const TOP_VEHICLES = 5;

/** Counts and sums come back as text from PostgreSQL (bigint, numeric) and as numbers from SQLite. */
const toNumber = (value: unknown) => Number(value ?? 0);

export function statsHandlers({ db, dialect }: Context): ResourceHandlers<'stats'> {
  const pickUpMonth = sql<string>`substr(${sql.ref('pickUpTimes.pickUpTime')}, 1, 7)`;

  /** Hours from `pickUp` to `dropOff` clipped to [from, to), in each database's date arithmetic. */
  function hoursWithin(
    pickUp: RawBuilder<string>,
    dropOff: RawBuilder<string>,
    from: string,
    to: string,
  ): RawBuilder<number> {
    if (dialect === 'postgres') {
      return sql<number>`extract(epoch from (least(${dropOff}, ${to})::timestamp - greatest(${pickUp}, ${from})::timestamp)) / 3600`;
    }
    return sql<number>`(julianday(min(${dropOff}, ${to})) - julianday(max(${pickUp}, ${from}))) * 24`;
  }

  return {
    async getAdminStats(request) {
      const window = statsWindow();
      const { branch } = request.query;
      // With a branch, only its vehicles and their reservations count; an unknown one has none.
      const branchId = branch === undefined ? undefined : ((await branchIdOfSlug(db, branch)) ?? 0);
      const branchCars = db
        .selectFrom('cars')
        .select('cars.id')
        .where('cars.branchId', '=', branchId ?? 0);
      const reservations = () =>
        db
          .selectFrom('reservations')
          .$if(branchId !== undefined, (query) =>
            query.where('reservations.carId', 'in', branchCars),
          );
      // Reservations that earn: picked up within the 12 months and not cancelled.
      const earning = reservations()
        .where('pickUpTime', '>=', window.revenueFrom)
        .where('pickUpTime', '<', window.revenueTo)
        .where('status', '!=', 'CANCELLED');
      // Per pick-up time, then month: the month is cut from each distinct time, not each booking.
      const earningByPickUpTime = earning
        .select((eb) => [
          'pickUpTime',
          eb.fn.countAll().as('reservations'),
          eb.fn.sum('totalPrice').as('revenue'),
        ])
        .groupBy('pickUpTime')
        .as('pickUpTimes');
      // Per pick-up/drop-off pair, in the utilisation index's order: date arithmetic once a pair.
      const bookedPeriods = reservations()
        .where('status', '=', 'CREATED')
        .where('pickUpTime', '<', window.utilisationTo)
        .where('dropOffTime', '>', window.utilisationFrom)
        .select((eb) => ['pickUpTime', 'dropOffTime', eb.fn.countAll().as('reservations')])
        .groupBy(['dropOffTime', 'pickUpTime'])
        .as('periods');

      const [totals, statusRows, monthRows, topRows, booked] = await Promise.all([
        db
          .selectNoFrom((eb) => [
            eb.selectFrom('users').select(eb.fn.countAll().as('count')).as('users'),
            eb
              .selectFrom('cars')
              .select(eb.fn.countAll().as('count'))
              .$if(branchId !== undefined, (query) => query.where('cars.branchId', '=', branchId!))
              .as('vehicles'),
            eb.selectFrom('contactMessages').select(eb.fn.countAll().as('count')).as('messages'),
          ])
          .executeTakeFirstOrThrow(),
        // Also the reservation total: every reservation has one of the statuses.
        reservations()
          .select((eb) => ['status', eb.fn.countAll().as('count')])
          .groupBy('status')
          .execute(),
        db
          .selectFrom(earningByPickUpTime)
          .select((eb) => [
            pickUpMonth.as('month'),
            eb.fn.sum('pickUpTimes.reservations').as('reservations'),
            eb.fn.sum('pickUpTimes.revenue').as('revenue'),
          ])
          .groupBy(pickUpMonth)
          .execute(),
        // By vehicle id alone (the revenue index); only the winners' models are looked up below.
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
        db
          .selectFrom(bookedPeriods)
          .select((eb) =>
            eb.fn
              .sum(
                sql<number>`${sql.ref('periods.reservations')} * ${hoursWithin(
                  sql.ref<string>('periods.pickUpTime'),
                  sql.ref<string>('periods.dropOffTime'),
                  window.utilisationFrom,
                  window.utilisationTo,
                )}`,
              )
              .as('hours'),
          )
          .executeTakeFirstOrThrow(),
      ]);

      const topIds = topRows.map((row) => row.carId);
      const topCars =
        topIds.length === 0
          ? []
          : await db.selectFrom('cars').select(['id', 'model']).where('id', 'in', topIds).execute();
      const models = new Map(topCars.map((car) => [car.id, car.model]));
      const countOf = (status: ReservationStatus) =>
        toNumber(statusRows.find((row) => row.status === status)?.count);
      const months = new Map(monthRows.map((row) => [row.month, row]));
      return {
        totals: {
          users: toNumber(totals.users),
          vehicles: toNumber(totals.vehicles),
          reservations: statusRows.reduce((sum, row) => sum + toNumber(row.count), 0),
          messages: toNumber(totals.messages),
        },
        reservationsByStatus: reservationsByStatus(countOf),
        revenueByMonth: window.months.map((month) => ({
          month,
          reservations: toNumber(months.get(month)?.reservations),
          revenue: fromCents(toNumber(months.get(month)?.revenue)),
        })),
        topVehicles: topRows.map((row) => ({
          carId: row.carId,
          model: models.get(row.carId) ?? '',
          reservations: toNumber(row.reservations),
          revenue: fromCents(toNumber(row.revenue)),
        })),
        utilisationNext30Days: utilisationShare(toNumber(booked.hours), toNumber(totals.vehicles)),
      } satisfies AdminStats;
    },
  };
}
