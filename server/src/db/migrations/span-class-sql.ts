/** A reservation's span class in SQL, for migrations only. Frozen: never changes once used. */
import { sql, type RawBuilder } from 'kysely';

/**
 * The day number of the date a reservation time (`YYYY-MM-DDTHH:mm:ss`) starts with: Howard
 * Hinnant's days-from-civil in integer arithmetic on the text's digits, which both engines evaluate
 * alike and PostgreSQL accepts in a generated column (its date casts are not immutable). The year
 * counts from March and is shifted by 400 (one calendar cycle) so every dividend is non-negative.
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
export const spanOfRow = () => sql`(${dayNumber('drop_off_time')} - ${dayNumber('pick_up_time')})`;

/**
 * The longest span in days of each span class (class k: 2^(k+1) - 2 days): a reservation is of
 * the first class whose longest span its span does not exceed.
 */
const LONGEST_SPANS = [
  0, 2, 6, 14, 30, 62, 126, 254, 510, 1022, 2046, 4094, 8190, 16382, 32766, 65534, 131070, 262142,
  524286, 1048574, 2097150, 4194302,
] as const;

/** The span class of a span of `span` days. */
export function spanClassOf(span: RawBuilder<unknown>) {
  const cases = LONGEST_SPANS.map(
    (longestSpan, spanClass) =>
      sql`when ${span} <= ${sql.lit(longestSpan)} then ${sql.lit(spanClass)}`,
  );
  return sql`case ${sql.join(cases, sql` `)} end`;
}
