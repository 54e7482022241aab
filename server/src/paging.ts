import { pageOf, type Page } from '@rentacar/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { COUNTED_TABLES } from './db/migrations.js';
import { prepared, type PreparedQuery } from './db/prepared.js';
import type { Executor } from './records.js';

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
  db: Executor,
  table: (typeof COUNTED_TABLES)[number],
): Promise<number> {
  const row = await rowCountOf.executeTakeFirst(db, { table });
  if (row === undefined) throw new Error(`No row count is kept for ${table}`);
  return Number(row.rowCount);
}

const rowCountOf = prepared((db, bind) =>
  db.selectFrom('rowCounts').select('rowCount').where('tableName', '=', bind<string>('table')),
);

/**
 * A list's query and the statements of its pages, compiled once for each sort, direction and
 * walk: make one per list when the query does not change (an unfiltered list) and its pages only
 * bind their limit and offset.
 */
export class PagedQuery<Tables, Table extends keyof Tables, Row> {
  readonly #pages = new Map<string, PreparedQuery<Row>>();

  constructor(
    readonly db: Executor,
    readonly query: SelectQueryBuilder<Tables, Table, Row>,
  ) {}

  /** The rows of a page: `limit` and `offset` of the sort index walked forwards or `reversed`. */
  page(sort: string, direction: Direction, reversed: boolean) {
    const key = `${sort} ${direction} ${reversed}`;
    let page = this.#pages.get(key);
    if (page === undefined) {
      const ordered = <Query extends SelectQueryBuilder<Tables, Table, unknown>>(
        rows: Query,
        walkedBackwards: boolean,
      ) =>
        rows
          .orderBy(sql.ref(sort), (direction === 'ASC') !== walkedBackwards ? 'asc' : 'desc')
          .orderBy(sql.ref('id'), walkedBackwards ? 'desc' : 'asc') as Query;
      page = prepared((_, bind) => {
        const pageIds = ordered(this.query.clearSelect().select(sql.ref('id').as('id')), reversed)
          .limit(bind<number>('limit'))
          .offset(bind<number>('offset'));
        return ordered(this.query.where(sql.ref('id'), 'in', pageIds), false);
      });
      this.#pages.set(key, page);
    }
    return page;
  }
}

/**
 * One page of a single-table query, ordered by the requested column with ties broken by id, and
 * the total row count (`countRows` of the query, unless the caller counts faster). The page's
 * statement is compiled once per `list` (`PagedQuery`). `sort` is one
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
  list: PagedQuery<Tables, Table, Row>,
  request: PageRequest,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
  count: () => Promise<number> = () => countRows(list.query),
): Promise<Page<Item>> {
  const { page, size, sort, direction } = request;
  const total = await count();
  const offset = page * size;
  const taken = Math.max(0, Math.min(size, total - offset));
  if (taken === 0) return pageOf(await toItems([]), total, request);
  const afterPage = total - offset - taken;
  const fromEnd = afterPage < offset;
  const rows = await list
    .page(sort, direction, fromEnd)
    .execute(list.db, { limit: taken, offset: fromEnd ? afterPage : offset });
  return pageOf(await toItems(rows), total, request);
}
