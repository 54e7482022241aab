import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { DialectName } from './column-types.js';

/**
 * The day number of the date a reservation time (`YYYY-MM-DDTHH:mm:ss`) starts with: Howard
 * Hinnant's days-from-civil in integer arithmetic on the text's digits, which both engines evaluate
 * alike and PostgreSQL accepts in a generated column (its date casts are not immutable). The year
 * counts from March, so a leap day ends it, and is shifted by 400 (one full calendar cycle) so
 * every division has a non-negative dividend; day numbers are only ever subtracted.
 */
function dayNumber(column: string) {
  const digits = (start: number, length: number) =>
    sql`cast(substr(${sql.ref(column)}, ${sql.lit(start)}, ${sql.lit(length)}) as integer)`;
  const month = digits(6, 2);
  const beforeMarch = sql`case when ${month} <= 2 then 1 else 0 end`;
  const year = sql`(${digits(1, 4)} + 400 - ${beforeMarch})`;
  // March is 0, February 11; (153 * m + 2) / 5 is the days of the year's months before month m.
  const monthFromMarch = sql`(${month} + 12 * ${beforeMarch} - 3)`;
  return sql`(365 * ${year} + ${year} / 4 - ${year} / 100 + ${year} / 400
    + (153 * ${monthFromMarch} + 2) / 5 + ${digits(9, 2)})`;
}

/** The calendar days from the pick-up date to the drop-off date of the row (or arguments) in scope. */
const spanOfRow = () => sql`(${dayNumber('drop_off_time')} - ${dayNumber('pick_up_time')})`;

/**
 * The longest span in days of each span class, by class (class k: 2^(k+1) - 2 days): a reservation
 * is of the first class whose longest span its calendar days from pick-up to drop-off date do not
 * exceed. Written out as numbers, as the classes were when this migration was written.
 */
const LONGEST_SPANS = [
  0, 2, 6, 14, 30, 62, 126, 254, 510, 1022, 2046, 4094, 8190, 16382, 32766, 65534, 131070, 262142,
  524286, 1048574, 2097150, 4194302,
] as const;

/** The span class (see `LONGEST_SPANS`) of a span of `span` days. */
function spanClassOf(span: RawBuilder<unknown>) {
  const cases = LONGEST_SPANS.map(
    (longestSpan, spanClass) =>
      sql`when ${span} <= ${sql.lit(longestSpan)} then ${sql.lit(spanClass)}`,
  );
  return sql`case ${sql.join(cases, sql` `)} end`;
}

/**
 * PostgreSQL: `span_class` kept by a trigger instead of a generated column. A stored generated
 * column's expression is rebuilt from its stored text before every insert or update statement, and
 * this one spells the span out in each of its 22 cases (a generated column cannot refer to
 * another): rebuilding that long expression is most of a booking's time in the database. The
 * trigger's function works out the span once and is compiled once per connection. The values are
 * the same, so the column keeps them (no table rewrite); the trigger also sets the class when a
 * writer sets it, so none can leave it wrong. SQLite already keeps it with triggers (0006).
 */
export const spanClassByTrigger = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`
      create function reservation_span_class(pick_up_time text, drop_off_time text)
      returns integer language plpgsql immutable as $$
      declare
        span integer := ${spanOfRow()};
      begin
        return ${spanClassOf(sql.ref('span'))};
      end $$`.execute(db);
    await sql`
      create function set_reservation_span_class() returns trigger language plpgsql as $$
      begin
        new.span_class := reservation_span_class(new.pick_up_time, new.drop_off_time);
        return new;
      end $$`.execute(db);
    await sql`alter table reservations alter column span_class drop expression`.execute(db);
    await sql`
      create trigger reservations_span_class
      before insert or update of pick_up_time, drop_off_time, span_class on reservations
      for each row execute function set_reservation_span_class()`.execute(db);
  },
});
