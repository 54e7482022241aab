import { overlapBounds, type BookingInterval } from '@rentacar/rules';
import { sql } from 'kysely';
import { longestSpanOfClass, SPAN_CLASSES, type Executor } from './db/schema.js';
import type { Context } from './records.js';

/**
 * CREATED reservations clashing with `interval`: the shared overlap rule of `@rentacar/rules`
 * (touching ends included) as SQL conditions, which the index on (car, status, pick-up, drop-off)
 * answers. Callers narrow it to a vehicle and choose the columns.
 *
 * The drop-off bound is compared as an expression (`|| ''`, the same text) so that no index can
 * start from it: new bookings are for the latest dates, past the planner's statistics, so both
 * databases estimated "drop-off on or after the booking's start" as nearly no rows and read
 * every reservation after that date instead of the car's few (SQLite: 0.5-0.8 ms a check, growing
 * with every booking; 0.1 ms through the car's index).
 */
export function overlappingReservations(db: Executor, interval: BookingInterval) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return db
    .selectFrom('reservations')
    .where('reservations.status', '=', 'CREATED')
    .where('reservations.pickUpTime', '<=', pickUpAtMost)
    .where(sql<string>`${sql.ref('reservations.dropOffTime')} || ''`, '>=', dropOffAtLeast);
}

const DAY_MS = 86_400_000;

/** Each span class's longest span in days, by class. */
const LONGEST_SPANS = Array.from({ length: SPAN_CLASSES }, (_, spanClass) =>
  longestSpanOfClass(spanClass),
);

/**
 * The dates (`YYYY-MM-DD`) `days` calendar days before the date of `isoLocal`, each; the first day
 * of year 0 (no stored time is earlier) for one before it.
 */
function datesDaysBefore(isoLocal: string, days: number[]): string[] {
  const start = Date.parse(`${isoLocal.slice(0, 10)}T00:00:00Z`);
  return days.map((count) => {
    const date = new Date(start - count * DAY_MS);
    return date.getUTCFullYear() < 0 ? '0000-01-01' : date.toISOString().slice(0, 10);
  });
}

type Bounds = ReturnType<typeof overlapBounds>;

/** A span class with the earliest pick-up a reservation of it may have to clash. */
interface ClassRange {
  spanClass: number;
  earliestPickUp: string;
}

/**
 * PostgreSQL: the classes as the rows of a lateral join, whose OFFSET 0 keeps the subquery apart,
 * so it runs per class as an index range scan, not hash-joined with every CREATED reservation.
 */
function postgresBookedCars(ranges: ClassRange[], { pickUpAtMost, dropOffAtLeast }: Bounds) {
  return sql<{ carId: number }>`
    select distinct booked.car_id
    from unnest(
      ${ranges.map((range) => range.spanClass)}::integer[],
      ${ranges.map((range) => range.earliestPickUp)}::text[]
    ) as span_classes (span_class, earliest_pick_up)
    cross join lateral (
      select r.car_id from reservations as r
      where r.status = 'CREATED' and r.span_class = span_classes.span_class
        and r.pick_up_time >= span_classes.earliest_pick_up
        and r.pick_up_time <= ${pickUpAtMost} and r.drop_off_time >= ${dropOffAtLeast}
      offset 0
    ) as booked`;
}

/**
 * SQLite: the classes as one JSON parameter, a row each (its index is the class) with the overlap
 * bounds repeated, read first (CROSS JOIN keeps that order), up to the highest class holding a
 * CREATED reservation (one index lookup in the same statement). Once it has STAT4 statistics,
 * SQLite re-prepares a statement whenever a parameter compared with an indexed column is bound
 * (CREATED is written into the statement for the same reason), which cost more than the lookup.
 */
function sqliteBookedCars(ranges: ClassRange[], { pickUpAtMost, dropOffAtLeast }: Bounds) {
  const rows = ranges.map(({ earliestPickUp }) => [earliestPickUp, pickUpAtMost, dropOffAtLeast]);
  return sql<{ carId: number }>`
    select distinct r.car_id
    from json_each(${JSON.stringify(rows)}) as span_classes
    cross join reservations as r
    where span_classes.key <= (select max(span_class) from reservations where status = 'CREATED')
      and r.status = 'CREATED' and r.span_class = span_classes.key
      and r.pick_up_time >= span_classes.value ->> 0
      and r.pick_up_time <= span_classes.value ->> 1
      and r.drop_off_time >= span_classes.value ->> 2`;
}

/**
 * The ids of the cars with a CREATED reservation clashing with `interval`, each once.
 *
 * A clashing reservation drops off on or after the interval's start date, so it picks up at most
 * its span before that date. Per span class (`longestSpanOfClass`), the statement reads the range
 * of `reservations_created_span_class_idx` from that class's longest span before the start date
 * to the interval's end, not every CREATED reservation picking up before the end.
 */
export async function bookedCarIds(
  { db, dialect }: Context,
  interval: BookingInterval,
): Promise<number[]> {
  const ranges = datesDaysBefore(interval.pickUpTime, LONGEST_SPANS).map(
    (earliestPickUp, spanClass) => ({ spanClass, earliestPickUp }),
  );
  const bounds = overlapBounds(interval);
  const statement =
    dialect === 'postgres' ? postgresBookedCars(ranges, bounds) : sqliteBookedCars(ranges, bounds);
  const { rows } = await statement.execute(db);
  return rows.map((row) => Number(row.carId));
}
