import { parameterProblemMessage } from '@rentacar/contract';
import { localRangeProblem } from '@rentacar/rules';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from './db/database.js';
import { badRequest } from './errors.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Escaped with backslash: PostgreSQL's default LIKE escape, SQLite's where the query says so. */
export const containingPattern = (search: string) => `%${escapeLike(search)}%`;

/** Whether any of `columns` contains `search`, case aside (SQLite's LIKE already ignores it). */
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
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** `from`/`to` on the pick-up time: real date-times, `to` after `from`; else 400 naming it. */
export function checkPickUpRange(from: string | undefined, to: string | undefined) {
  const problem = localRangeProblem(from, to);
  if (problem) throw badRequest(parameterProblemMessage(problem));
}
