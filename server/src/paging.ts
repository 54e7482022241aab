import { pageOf, type Page } from '@rentacar/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor, RowCountsTable } from './db/schema.js';

export type Direction = 'ASC' | 'DESC';

export interface PageRequest {
  page: number;
  size: number;
  sort: string;
  direction: Direction;
}

/** The number of rows `query` selects. */
export async function countRows<Tables, Table extends keyof Tables, Row>(
  query: SelectQueryBuilder<Tables, Table, Row>,
): Promise<number> {
  const counted = query
    .clearSelect()
    .clearOrderBy()
    .select(sql`count(*)`.as('total'));
  const { total } = (await counted.executeTakeFirstOrThrow()) as { total: number | string };
  return Number(total);
}

/** A whole table's exact row count, kept by triggers: one row read instead of every index entry. */
export async function tableRowCount(
  db: Executor,
  table: RowCountsTable['tableName'],
): Promise<number> {
  const { rowCount } = await db
    .selectFrom('rowCounts')
    .select('rowCount')
    .where('tableName', '=', table)
    .executeTakeFirstOrThrow();
  return Number(rowCount);
}

/** Pages skipping this many find their ids first from the index alone (a deferred join). */
const DEFERRED_JOIN_FROM = 1_000;

/**
 * `sort` is a validated enum value named like its column: a quoted identifier, never SQL. A page
 * past the middle walks the index from the end, so the last page costs what the first does.
 */
export async function fetchPage<Tables, Table extends keyof Tables, Row, Item>(
  query: SelectQueryBuilder<Tables, Table, Row>,
  request: PageRequest,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
  count: () => Promise<number> = () => countRows(query),
): Promise<Page<Item>> {
  const { page, size, sort, direction } = request;
  const total = await count();
  const offset = page * size;
  const take = Math.max(0, Math.min(size, total - offset));
  if (take === 0) return pageOf(await toItems([]), total, request);
  const afterPage = total - offset - take;
  const fromEnd = afterPage < offset;
  const skip = fromEnd ? afterPage : offset;
  const ordered = <Selected>(
    rows: SelectQueryBuilder<Tables, Table, Selected>,
    reversed: boolean,
  ): SelectQueryBuilder<Tables, Table, Selected> =>
    rows
      .orderBy(sql.ref(sort), (direction === 'ASC') !== reversed ? 'asc' : 'desc')
      .orderBy(sql.ref('id'), reversed ? 'desc' : 'asc');
  if (skip < DEFERRED_JOIN_FROM) {
    const rows = await ordered(query, fromEnd).limit(take).offset(skip).execute();
    return pageOf(await toItems(fromEnd ? rows.reverse() : rows), total, request);
  }
  const pageIds = ordered(query.clearSelect().select(sql.ref('id').as('id')), fromEnd)
    .limit(take)
    .offset(skip);
  const rows = await ordered(query.where(sql.ref('id'), 'in', pageIds), false).execute();
  return pageOf(await toItems(rows), total, request);
}
