import {
  heldPeriod,
  overlapBounds,
  turnaroundEnd,
  type BookingInterval,
  type OccupiedPeriod,
} from '@rentacar/rules';
import { sql, type RawBuilder } from 'kysely';
import type { Context } from '../context.js';
import type { DialectName } from '../db/migrations/column-types.js';
import type { Executor } from '../db/schema.js';

export interface AvailabilityQuestion {
  /**
   * The instants asked about, as UTC wall-clock times (`utcInterval`); a booking's as it holds
   * its vehicle (`heldPeriod`), through the vehicle's turnaround.
   */
  interval: BookingInterval;
  /** The turnaround after each booking of the vehicle asked about; none when absent. */
  turnaroundMinutes?: number;
  carId: number;
  /** A reservation being edited does not stand in its own way. */
  exceptReservationId?: number;
  /** Nor does a blocked period being edited. */
  exceptBlockId?: number;
}

/**
 * The CREATED reservations holding part of `interval` with their turnaround, touching ends
 * included (as `vehicle_occupancy_no_overlap`), on the instants: the times of two branches are
 * wall-clock times of different zones.
 */
export function clashingReservations(
  db: Executor,
  { interval, turnaroundMinutes = 0, carId, exceptReservationId }: AvailabilityQuestion,
) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval, turnaroundMinutes);
  return db
    .selectFrom('reservations')
    .where('reservations.status', '=', 'CREATED')
    .where('reservations.carId', '=', carId)
    .where('reservations.pickUpAt', '<=', pickUpAtMost)
    .where('reservations.dropOffAt', '>=', dropOffAtLeast)
    .$if(exceptReservationId !== undefined, (query) =>
      query.where('reservations.id', '!=', exceptReservationId!),
    );
}

/**
 * The question of whether a booking of `instants` fits the car: what it holds, through the car's
 * turnaround, against what its bookings and blocked periods hold.
 */
export const bookingQuestion = (
  car: { id: number; turnaroundMinutes: number },
  instants: BookingInterval,
  exceptReservationId?: number,
): AvailabilityQuestion => ({
  carId: car.id,
  interval: heldPeriod(instants, car.turnaroundMinutes),
  turnaroundMinutes: car.turnaroundMinutes,
  exceptReservationId,
});

/** The blocked periods of the car overlapping `interval` on the instants, touching ends included. */
export function clashingBlocks(
  db: Executor,
  { interval, carId, exceptBlockId }: AvailabilityQuestion,
) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return db
    .selectFrom('blockedPeriods')
    .where('blockedPeriods.carId', '=', carId)
    .where('blockedPeriods.startAt', '<=', pickUpAtMost)
    .where('blockedPeriods.endAt', '>=', dropOffAtLeast)
    .$if(exceptBlockId !== undefined, (query) =>
      query.where('blockedPeriods.id', '!=', exceptBlockId!),
    );
}

/** Whether neither a CREATED reservation nor a blocked period of the car overlaps `interval`. */
export async function isCarFree(db: Executor, question: AvailabilityQuestion) {
  const clash = await clashingReservations(db, question)
    .select('reservations.id')
    .unionAll(clashingBlocks(db, question).select('blockedPeriods.id'))
    .limit(1)
    .executeTakeFirst();
  return clash === undefined;
}

/**
 * The periods the car is booked (with when its turnaround is over, on the drop-off's clock) or
 * blocked in that overlap `interval`, by start.
 */
export async function occupiedPeriods(
  db: Executor,
  question: AvailabilityQuestion,
): Promise<OccupiedPeriod[]> {
  const { turnaroundMinutes = 0 } = question;
  const booked = await clashingReservations(db, question)
    .select(['pickUpTime', 'dropOffTime', 'pickUpAt as startAt', sql<number>`1`.as('booking')])
    .unionAll(
      clashingBlocks(db, question).select([
        'startTime as pickUpTime',
        'endTime as dropOffTime',
        'startAt',
        sql<number>`0`.as('booking'),
      ]),
    )
    .orderBy('startAt')
    .execute();
  return booked.map(({ pickUpTime, dropOffTime, booking }) =>
    Number(booking) === 1 && turnaroundMinutes > 0
      ? { pickUpTime, dropOffTime, turnaroundEnd: turnaroundEnd(dropOffTime, turnaroundMinutes) }
      : { pickUpTime, dropOffTime },
  );
}

/** The longest turnaround a vehicle may have (the contract's `TurnaroundMinutes`), in hours. */
const LONGEST_TURNAROUND_HOURS = 24;

/**
 * The last instant a booking dropped off at `dropOffAt` holds a vehicle with `minutes` of
 * turnaround (`heldPeriod` of the rules), in SQL: the `held_until` function of PostgreSQL, the
 * same expression as the SQLite triggers.
 */
function heldUntil(
  dialect: DialectName,
  dropOffAt: RawBuilder<unknown>,
  minutes: RawBuilder<unknown>,
) {
  if (dialect === 'postgres') return sql<string>`held_until(${dropOffAt}, ${minutes})`;
  return sql<string>`(case when ${minutes} = 0 then ${dropOffAt} else strftime('%Y-%m-%dT%H:%M:%S', ${dropOffAt}, (${minutes} * 60 - 1) || ' seconds') end)`;
}

/** No zone is further than this from UTC, so a local time lies within it of its instant. */
const ZONE_MARGIN_HOURS = 15;

const widened = (time: string, hours: number) =>
  new Date(Date.parse(`${time}Z`) + hours * 3_600_000).toISOString().slice(0, 19);

/**
 * The ids of the vehicles a booking of `interval` would find booked or blocked, each vehicle's
 * turnaround included (after its bookings and after the asked one), as a subquery: the clashing
 * blocked periods, and the clashing reservations of the whole fleet, found through the interval
 * index of the CREATED reservations' periods (a B-tree bounds only one end of a period, so it read
 * every upcoming reservation). The index holds the local times, so it is asked a period wider by
 * the largest zone offset on each side and the longest turnaround before: a superset, which the
 * exact rule on the instants narrows.
 */
export function bookedCarIds({ db, dialect }: Context, interval: BookingInterval) {
  const turnaround = sql.ref('cars.turnaroundMinutes');
  const askedHeldUntil = heldUntil(dialect, sql.val(interval.dropOffTime), turnaround);
  const clashing = db
    .selectFrom('reservations')
    .innerJoin('cars', 'cars.id', 'reservations.carId')
    .where('reservations.status', '=', 'CREATED')
    .where('reservations.pickUpAt', '<=', askedHeldUntil)
    .where(
      heldUntil(dialect, sql.ref('reservations.dropOffAt'), turnaround),
      '>=',
      interval.pickUpTime,
    );
  const blocked = db
    .selectFrom('blockedPeriods')
    .innerJoin('cars', 'cars.id', 'blockedPeriods.carId')
    .where('blockedPeriods.startAt', '<=', askedHeldUntil)
    .where('blockedPeriods.endAt', '>=', interval.pickUpTime)
    .select('blockedPeriods.carId');
  const margin = ZONE_MARGIN_HOURS + LONGEST_TURNAROUND_HOURS;
  const localAtMost = widened(interval.dropOffTime, margin);
  const localAtLeast = widened(interval.pickUpTime, -margin);
  if (dialect === 'postgres') {
    const period = sql`int8range(reservation_minute(reservations.pick_up_time), reservation_minute(reservations.drop_off_time), '[]')`;
    const asked = sql`int8range(reservation_minute(${localAtLeast}), reservation_minute(${localAtMost}), '[]')`;
    return clashing
      .where(sql<boolean>`${period} && ${asked}`)
      .select('reservations.carId')
      .union(blocked);
  }
  const hour = (time: string) => sql`unixepoch(${time}) / 3600`;
  return clashing
    .where(
      'reservations.id',
      'in',
      sql<number>`(select id from reservation_periods where starts <= ${hour(localAtMost)} and ends >= ${hour(localAtLeast)})`,
    )
    .select('reservations.carId')
    .union(blocked);
}
