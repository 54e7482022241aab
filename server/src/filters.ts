import { parameterProblemMessage } from '@rentacar/contract';
import { localRangeProblem } from '@rentacar/rules';
import { sql, type Expression, type SqlBool } from 'kysely';
import { PLANNED_PER_RUN, type DialectName } from './db/database.js';
import { badRequest } from './errors.js';

/**
 * The admin lists' optional filters. The operation types mark every query parameter present (they
 * are filled with defaults), but a filter without a default is absent when not sent.
 */
export type Optional<Value> = Value | undefined;

/** LIKE's wildcards and its escape character, taken literally in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The LIKE pattern of a text anywhere in a column: the text taken literally, escaped with
 * backslash (PostgreSQL's default LIKE escape; SQLite's only where the query says so).
 */
export const containingPattern = (search: string) => `%${escapeLike(search)}%`;

/**
 * Whether any of `columns` (camelCase names of the queried table) contains `search`, letter case
 * aside: ILIKE on PostgreSQL; SQLite's LIKE already ignores the case of ASCII letters. The search
 * is a bound parameter; the column names are fixed by the caller. How many rows a pattern matches
 * decides the plan, so a statement that searches is planned per run.
 */
export function containsText(
  dialect: DialectName,
  search: string,
  columns: readonly string[],
): Expression<SqlBool> {
  const pattern = containingPattern(search);
  const matches = columns.map((column) =>
    dialect === 'postgres'
      ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern}`
      : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(matches, sql` or `)} ${PLANNED_PER_RUN})`;
}

/** `from`/`to` on the pick-up time: real date-times, `to` after `from`; else 400 naming it. */
export function checkPickUpRange(from: Optional<string>, to: Optional<string>) {
  const problem = localRangeProblem(from, to);
  if (problem) throw badRequest(parameterProblemMessage(problem));
}
