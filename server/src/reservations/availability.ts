import { overlapBounds, type BookingInterval } from '@rentacar/rules';
import { sql } from 'kysely';
import type { Context } from '../context.js';
import type { Executor } from '../db/schema.js';

export interface AvailabilityQuestion {
  /** The instants asked about, as UTC wall-clock times (`utcInterval`). */
  interval: BookingInterval;
  /** One vehicle's; every vehicle's when absent. */
  carId?: number;
  /** A reservation being edited does not stand in its own way. */
  exceptReservationId?: number;
  /** Nor does a blocked period being edited. */
  exceptBlockId?: number;
}

/**
 * Overlapping CREATED reservations, touching ends included (as `reservations_no_overlap`), on
 * the instants: the times of two branches are wall-clock times of different zones.
 */
export function clashingReservations(
  db: Executor,
  { interval, carId, exceptReservationId }: AvailabilityQuestion,
) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return db
    .selectFrom('reservations')
    .where('reservations.status', '=', 'CREATED')
    .$if(carId !== undefined, (query) => query.where('reservations.carId', '=', carId!))
    .where('reservations.pickUpAt', '<=', pickUpAtMost)
    .where('reservations.dropOffAt', '>=', dropOffAtLeast)
    .$if(exceptReservationId !== undefined, (query) =>
      query.where('reservations.id', '!=', exceptReservationId!),
    );
}

/** The blocked periods overlapping `interval` on the instants, touching ends included. */
export function clashingBlocks(
  db: Executor,
  { interval, carId, exceptBlockId }: AvailabilityQuestion,
) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return db
    .selectFrom('blockedPeriods')
    .$if(carId !== undefined, (query) => query.where('blockedPeriods.carId', '=', carId!))
    .where('blockedPeriods.startAt', '<=', pickUpAtMost)
    .where('blockedPeriods.endAt', '>=', dropOffAtLeast)
    .$if(exceptBlockId !== undefined, (query) =>
      query.where('blockedPeriods.id', '!=', exceptBlockId!),
    );
}

/** Whether neither a CREATED reservation nor a blocked period of the car overlaps `interval`. */
export async function isCarFree(db: Executor, question: AvailabilityQuestion & { carId: number }) {
  const clash = await clashingReservations(db, question)
    .select('reservations.id')
    .unionAll(clashingBlocks(db, question).select('blockedPeriods.id'))
    .limit(1)
    .executeTakeFirst();
  return clash === undefined;
}

/** The periods the car is booked or blocked in that overlap `interval`, by start. */
export async function occupiedPeriods(
  db: Executor,
  question: AvailabilityQuestion & { carId: number },
): Promise<BookingInterval[]> {
  const booked = await clashingReservations(db, question)
    .select(['pickUpTime', 'dropOffTime', 'pickUpAt as startAt'])
    .unionAll(
      clashingBlocks(db, question).select([
        'startTime as pickUpTime',
        'endTime as dropOffTime',
        'startAt',
      ]),
    )
    .orderBy('startAt')
    .execute();
  return booked.map(({ pickUpTime, dropOffTime }) => ({ pickUpTime, dropOffTime }));
}

/** No zone is further than this from UTC, so a local time lies within it of its instant. */
const ZONE_MARGIN_HOURS = 15;

const widened = (time: string, hours: number) =>
  new Date(Date.parse(`${time}Z`) + hours * 3_600_000).toISOString().slice(0, 19);

/**
 * The ids of the vehicles booked or blocked during `interval`, as a subquery: the clashing
 * blocked periods, and the clashing reservations of
 * the whole fleet, found through the interval index of the CREATED reservations' periods (a
 * B-tree bounds only one end of a period, so it read every upcoming reservation). The index holds
 * the local times, so it is asked a period wider by the largest zone offset on each side: a
 * superset, which `clashingReservations` narrows to the exact rule on the instants.
 */
export function bookedCarIds({ db, dialect }: Context, interval: BookingInterval) {
  const clashing = clashingReservations(db, { interval });
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  const localAtMost = widened(pickUpAtMost, ZONE_MARGIN_HOURS);
  const localAtLeast = widened(dropOffAtLeast, -ZONE_MARGIN_HOURS);
  if (dialect === 'postgres') {
    const period = sql`int8range(reservation_minute(reservations.pick_up_time), reservation_minute(reservations.drop_off_time), '[]')`;
    const asked = sql`int8range(reservation_minute(${localAtLeast}), reservation_minute(${localAtMost}), '[]')`;
    return clashing
      .where(sql<boolean>`${period} && ${asked}`)
      .select('reservations.carId')
      .union(clashingBlocks(db, { interval }).select('blockedPeriods.carId'));
  }
  const hour = (time: string) => sql`unixepoch(${time}) / 3600`;
  return clashing
    .where(
      'reservations.id',
      'in',
      sql<number>`(select id from reservation_periods where starts <= ${hour(localAtMost)} and ends >= ${hour(localAtLeast)})`,
    )
    .select('reservations.carId')
    .union(clashingBlocks(db, { interval }).select('blockedPeriods.carId'));
}
