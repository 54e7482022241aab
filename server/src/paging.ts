import { pageOf, type Page } from '@rentacar/contract';
import { sql, type SelectQueryBuilder } from 'kysely';

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
 * One page of a single-table query, ordered by the requested column with ties broken by id, and
 * the total row count (`countRows` of the query, unless the caller counts faster). `sort` is one
 * of the contract's enum values, already validated, and every sortable field is named like its
 * column, so it is passed as a quoted identifier, never as SQL.
 */
export async function fetchPage<Tables, Table extends keyof Tables, Row, Item>(
  query: SelectQueryBuilder<Tables, Table, Row>,
  request: PageRequest,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
  count: () => Promise<number> = () => countRows(query),
): Promise<Page<Item>> {
  const { page, size, sort, direction } = request;
  const [rows, total] = await Promise.all([
    query
      .orderBy(sql.ref(sort), direction === 'ASC' ? 'asc' : 'desc')
      .orderBy(sql.ref('id'), 'asc')
      .limit(size)
      .offset(page * size)
      .execute(),
    count(),
  ]);
  return pageOf(await toItems(rows), total, request);
}
