import { overlapBounds, type BookingInterval } from '@rentacar/api';
import { sql } from 'kysely';
import { longestSpanOfClass, SPAN_CLASSES } from './db/schema.js';
import type { Context, Executor } from './records.js';

/**
 * CREATED reservations clashing with `interval`: the shared overlap rule of `@rentacar/api`
 * (touching ends included) as SQL conditions, which the index on (car, status, pick-up, drop-off)
 * answers. Callers narrow it to a vehicle and choose the columns.
 */
export function overlappingReservations(db: Executor, interval: BookingInterval) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return db
    .selectFrom('reservations')
    .where('reservations.status', '=', 'CREATED')
    .where('reservations.pickUpTime', '<=', pickUpAtMost)
    .where('reservations.dropOffTime', '>=', dropOffAtLeast);
}

/**
 * The date (`YYYY-MM-DD`) `days` calendar days before the date of `isoLocal`, or the first day of
 * year 0 (no stored time is earlier) when that is before it.
 */
function dateDaysBefore(isoLocal: string, days: number): string {
  const date = new Date(`${isoLocal.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.getUTCFullYear() < 0 ? '0000-01-01' : date.toISOString().slice(0, 10);
}

/**
 * The ids of the cars with a CREATED reservation clashing with `interval`, each once.
 *
 * A clashing reservation drops off on or after the interval's start date, so it picks up at most
 * its span before that date. Per span class (`longestSpanOfClass`), the statement reads the range
 * of `reservations_created_span_class_idx` from that class's longest span before the start date
 * to the interval's end, not every CREATED reservation picking up before the end.
 *
 * The classes come as one JSON parameter, a row each, with the overlap bounds of `@rentacar/api`
 * repeated: the statement is the same for every request, and SQLite, once it has STAT4 statistics,
 * re-prepares a statement whenever a parameter compared with an indexed column is bound (CREATED is
 * written into the statement for that reason), which cost more than the whole lookup.
 */
export async function bookedCarIds(
  { db, dialect }: Context,
  interval: BookingInterval,
): Promise<number[]> {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  const classes = Array.from({ length: SPAN_CLASSES }, (_, spanClass) => [
    spanClass,
    dateDaysBefore(interval.pickUpTime, longestSpanOfClass(spanClass)),
    pickUpAtMost,
    dropOffAtLeast,
  ]);
  const json = JSON.stringify(classes);
  // PostgreSQL: jsonb_array_elements; SQLite: json_each, read first (CROSS JOIN keeps that order).
  const rows =
    dialect === 'postgres'
      ? sql`jsonb_array_elements(${json}::jsonb) as c(value)`
      : sql`json_each(${json}) as c`;
  const spanClass = dialect === 'postgres' ? sql`(c.value ->> 0)::integer` : sql`c.value ->> 0`;
  const { rows: booked } = await sql<{ carId: number }>`
    select distinct r.car_id from ${rows} cross join reservations as r
    where r.status = 'CREATED' and r.span_class = ${spanClass} and r.pick_up_time >= c.value ->> 1
      and r.pick_up_time <= c.value ->> 2 and r.drop_off_time >= c.value ->> 3`.execute(db);
  return booked.map((row) => Number(row.carId));
}
