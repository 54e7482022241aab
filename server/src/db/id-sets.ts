import { sql, type Expression } from 'kysely';
import type { DialectName } from './database.js';

/**
 * `ids` as a one-column subquery bound as one parameter, whatever their number: SQLite's
 * `json_each`, PostgreSQL's `unnest`. The statement stays the same for every list, and SQLite
 * does not re-prepare it for new values (as it does for parameters compared with an indexed
 * column once STAT4 statistics exist).
 */
export function idSet(dialect: DialectName, ids: readonly number[]): Expression<number> {
  return idSetBound(dialect, idSetValue(dialect, ids));
}

/** The one parameter `idSet` binds for `ids`. */
export const idSetValue = (dialect: DialectName, ids: readonly number[]) =>
  dialect === 'postgres' ? ids : JSON.stringify(ids);

/** `idSet` reading its ids from `value`, which is bound as `idSetValue` gives it. */
export function idSetBound(dialect: DialectName, value: unknown): Expression<number> {
  return dialect === 'postgres'
    ? sql<number>`(select unnest(${value}::bigint[]))`
    : sql<number>`(select value from json_each(${value}))`;
}
