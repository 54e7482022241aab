import { pageOf, type Page } from '@rentacar/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { COUNTED_TABLES } from './db/migrations.js';
import type { DB } from './db/schema.js';

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
  const { total } = (await query
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string };
  return Number(total);
}

/**
 * The number of rows of a whole table, as exact as `count(*)`: the triggers of migration 0013
 * keep it in the transaction of every insert and delete, so an unfiltered list reads one row
 * instead of counting the table on every page.
 */
export async function tableRowCount(
  db: Kysely<DB>,
  table: (typeof COUNTED_TABLES)[number],
): Promise<number> {
  const { rowCount } = await db
    .selectFrom('rowCounts')
    .select('rowCount')
    .where('tableName', '=', table)
    .executeTakeFirstOrThrow();
  return Number(rowCount);
}

/**
 * One page of a single-table query, ordered by the requested column with ties broken by id, and
 * the total row count (`countRows` of the query, unless the caller counts faster). `sort` is one
 * of the contract's enum values, already validated, and every sortable field is named like its
 * column, so it is passed as a quoted identifier, never as SQL.
 *
 * A deferred join: the page's ids are found first, skipping entries of the (column, id) sort index
 * without reading a single row, and only the page's rows are then read by id. Reading whole rows
 * while skipping made a page far back cost seconds on both databases. A page past the middle is
 * nearer the end, so its ids are found walking the index from the end (neither database can jump
 * to a position in a B-tree: skipping costs what it skips): the last page costs what the first
 * does, and no page skips more than half the rows.
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
  const taken = Math.max(0, Math.min(size, total - offset));
  if (taken === 0) return pageOf(await toItems([]), total, request);
  const afterPage = total - offset - taken;
  const fromEnd = afterPage < offset;
  const ordered = <Query extends SelectQueryBuilder<Tables, Table, unknown>>(
    rows: Query,
    reversed: boolean,
  ) =>
    rows
      .orderBy(sql.ref(sort), (direction === 'ASC') !== reversed ? 'asc' : 'desc')
      .orderBy(sql.ref('id'), reversed ? 'desc' : 'asc') as Query;
  const pageIds = ordered(query.clearSelect().select(sql.ref('id').as('id')), fromEnd)
    .limit(taken)
    .offset(fromEnd ? afterPage : offset);
  const rows = await ordered(query.where(sql.ref('id'), 'in', pageIds), false).execute();
  return pageOf(await toItems(rows), total, request);
}
