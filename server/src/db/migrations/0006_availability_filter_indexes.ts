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

/** The span class of the reservation row in scope. */
const spanClassOfRow = () => spanClassOf(spanOfRow());

/**
 * SQLite: `span_class` as a plain column that triggers keep right. A virtual generated column
 * (the only kind SQLite can add) is recomputed from the row on every read, even from an index,
 * which would cost the filter more than the index saves.
 */
async function addSqliteSpanClass(db: Kysely<unknown>) {
  await db.schema.alterTable('reservations').addColumn('span_class', 'integer').execute();
  const update = sql`update reservations set span_class = ${spanClassOfRow()}`;
  await update.execute(db);
  await sql`create trigger reservations_span_class_on_insert after insert on reservations
    begin ${update} where id = new.id; end`.execute(db);
  await sql`create trigger reservations_span_class_on_update
    after update of pick_up_time, drop_off_time on reservations
    begin ${update} where id = new.id; end`.execute(db);
}

/**
 * The vehicle list's availability filter reads the CREATED reservations overlapping an interval.
 * A reservation of span class k (see `LONGEST_SPANS`) overlaps only when it picks up at most
 * that class's longest span before the interval's start date, so the filter reads, per class, a
 * short range of pick-up times instead of every CREATED reservation picking up before the end.
 * The database computes the class itself (PostgreSQL: a stored generated column, which cannot
 * refer to another, so the span is written out in each case), so no writer can leave it wrong.
 */
export const availabilityFilterIndexes = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await db.schema
        .alterTable('reservations')
        .addColumn('span_class', 'integer', (column) =>
          column.generatedAlwaysAs(spanClassOfRow()).stored(),
        )
        .execute();
    } else {
      await addSqliteSpanClass(db);
    }
    await db.schema
      .createIndex('reservations_created_span_class_idx')
      .on('reservations')
      .columns(['status', 'span_class', 'pick_up_time', 'drop_off_time', 'car_id'])
      .execute();
  },
});
