import { pageOf, type Page } from '@rentacar/contract';
import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import type { DialectName } from './db/database.js';
import type { COUNTED_TABLES } from './db/migrations.js';
import { prepared, type PreparedQuery } from './db/prepared.js';
import type { Executor } from './db/schema.js';
import { madeOnce } from './maps.js';

export type Direction = 'ASC' | 'DESC';

export interface PageRequest {
  page: number;
  size: number;
  sort: string;
  direction: Direction;
}

/** The statement counting the rows `query` selects. */
const countOf = <Tables, Table extends keyof Tables, Row>(
  query: SelectQueryBuilder<Tables, Table, Row>,
) =>
  query
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('total')) as unknown as SelectQueryBuilder<
    Tables,
    Table,
    { total: number | string }
  >;

/** The number of rows `query` selects. */
export async function countRows<Tables, Table extends keyof Tables, Row>(
  query: SelectQueryBuilder<Tables, Table, Row>,
): Promise<number> {
  const { total } = await countOf(query).executeTakeFirstOrThrow();
  return Number(total);
}

/** Filtered lists' counts one server instance keeps at most (`FilteredCounts`). */
const MOST_FILTERED_COUNTS = 1000;

/**
 * The counts of a counted table's filtered lists, kept by one server instance while the table does
 * not change: a filter that many visitors send (a fuel type under a price, say) is counted once per
 * change of the table instead of on every page, where counting reads every matching row. A count
 * is kept under the statement's text and parameters and the table's generation read before
 * counting; every insert, update or delete of the table, on any instance, moves the generation
 * (migrations 0015 and 0016), and the counts kept under an older one are never used again. At
 * most `most` are kept, the least recently used dropped first.
 */
export class FilteredCounts {
  readonly #counts = new Map<string, number>();
  #generation = -Infinity;

  constructor(
    readonly db: Executor,
    readonly table: CountedTable,
    readonly most = MOST_FILTERED_COUNTS,
  ) {}

  /**
   * The number of rows each of `queries` (filtered lists of the table) selects, counted under one
   * reading of the generation.
   */
  async countEach<Tables, Table extends keyof Tables>(
    queries: readonly SelectQueryBuilder<Tables, Table, unknown>[],
  ): Promise<number[]> {
    const { generation } = await keptCount(this.db, this.table);
    if (generation > this.#generation) {
      this.#counts.clear();
      this.#generation = generation;
    }
    return Promise.all(queries.map((query) => this.#counted(query, generation)));
  }

  /** The number of rows `query` (a filtered list of the table) selects. */
  async count<Tables, Table extends keyof Tables>(
    query: SelectQueryBuilder<Tables, Table, unknown>,
  ): Promise<number> {
    const [total] = await this.countEach([query]);
    return total!;
  }

  async #counted<Tables, Table extends keyof Tables>(
    query: SelectQueryBuilder<Tables, Table, unknown>,
    generation: number,
  ) {
    const statement = countOf(query);
    const { sql: text, parameters } = statement.compile();
    const key = JSON.stringify([text, parameters]);
    const kept = generation === this.#generation ? this.#counts.get(key) : undefined;
    if (kept !== undefined) {
      // Used last: moved to the end of the map's order, the last to be dropped.
      this.#counts.delete(key);
      this.#counts.set(key, kept);
      return kept;
    }
    const total = Number((await statement.executeTakeFirstOrThrow()).total);
    // A newer generation may have been read meanwhile: this count is then kept by no one.
    if (generation === this.#generation) {
      this.#counts.set(key, total);
      if (this.#counts.size > this.most) this.#counts.delete(this.#counts.keys().next().value!);
    }
    return total;
  }
}

/** The kept row count of a counted table and its generation (migrations 0013, 0015 and 0016). */
async function keptCount(db: Executor, table: CountedTable): Promise<Kept> {
  const row = await keptCountOf.executeTakeFirst(db, { table });
  if (row === undefined) throw new Error(`No row count is kept for ${table}`);
  return { rowCount: Number(row.rowCount), generation: Number(row.generation) };
}

const keptCountOf = prepared((db, bind) =>
  db
    .selectFrom('rowCounts')
    .select(['rowCount', 'generation'])
    .where('tableName', '=', bind<string>('table')),
);

/**
 * The number of rows of a whole table, as exact as `count(*)`: the triggers of migration 0013
 * keep it in the transaction of every insert and delete, so an unfiltered list reads one row
 * instead of counting the table on every page.
 */
export async function tableRowCount(db: Executor, table: CountedTable): Promise<number> {
  return (await keptCount(db, table)).rowCount;
}

type CountedTable = (typeof COUNTED_TABLES)[number];

/** A whole counted table's list: its count and generation are kept (`keptCount`). */
export interface WholeTable {
  table: CountedTable;
  /** The database's, which sets where seeking starts to pay (`SEEK_FROM`). */
  dialect: DialectName;
  /** Entries between two page boundaries, at least (`mostBoundaries`): a deep page skips fewer. */
  boundaryEvery?: number;
  /** Boundaries kept per sort and direction at most: larger tables space theirs further apart. */
  mostBoundaries?: number;
  /** A page that would skip fewer entries than this walks the index instead of seeking. */
  seekFrom?: number;
  /** The least time between two readings of a sort's boundaries while the table keeps changing. */
  rebuildIntervalMs?: number;
  /**
   * Where the boundaries are read and deep pages sought (`Database.genericPlans`): their plans do
   * not depend on the values bound. The list's own database when absent.
   */
  genericPlans?: Executor;
}

/** A counted table's row count and generation, read in one snapshot. */
interface Kept {
  rowCount: number;
  generation: number;
}

/** `Kept` as a statement reads it (PostgreSQL's `bigint` as a string). */
interface KeptCount {
  rowCount: number | string;
  generation: number | string;
}

/** The kept row count of a whole table's list, read with its page's rows (`countedPage`). */
interface KeptRowCount {
  keptRowCount: number | string;
}

/** An entry of a sort's order: its sort value and id. */
interface Entry {
  sortKey: unknown;
  id: number;
}

/** Every `every`-th entry of a sort's order, read at `generation` when the table had `rowCount`. */
interface Boundaries extends Kept {
  every: number;
  keys: Entry[];
  /** Whether a page may seek from them before reading the count (`trustedCount`). */
  trusted: boolean;
}

/**
 * A deep page skips fewer entries than this after seeking its boundary: 20 made the seek cost
 * about what the first page does on PostgreSQL (docs/performance.md).
 */
const ENTRIES_BETWEEN_BOUNDARIES = 20;
const MOST_BOUNDARIES = 5000;
/**
 * Below this many skipped entries the walk costs less than the seek, which runs two index ranges,
 * merges and sorts them and checks the generation: measured between 1,000 and 4,900 entries on
 * PostgreSQL (about 90 ns per entry walked) and between 10,000 and 40,000 on SQLite (about 9 ns),
 * docs/performance.md, part 6.
 */
const SEEK_FROM: Record<DialectName, number> = { sqlite: 15_000, postgres: 2_000 };
/**
 * Below this many skipped entries a page reads its rows while walking, in one statement: reading
 * the skipped rows costs less than the deferred join's second pass (a list of ids, then each row
 * by id and the page sorted again). Measured on the bench's vehicles: page 0 took 29 against 40 µs
 * on SQLite and 6 against 36 µs on PostgreSQL; the two met near 1,000 entries on SQLite and 4,000
 * on PostgreSQL (docs/performance.md, part 7).
 */
const READ_WHILE_WALKING_BELOW = 1_000;
const BOUNDARIES_REBUILD_INTERVAL_MS = 1000;

/**
 * A list's query and the statements of its pages, compiled once for each sort, direction and
 * walk: make one per list when the query does not change (an unfiltered list) and its pages only
 * bind their limit and offset. A whole counted table's list (`whole`) also keeps, per sort and
 * direction, the boundaries of its pages, so a deep page seeks to the nearest boundary instead of
 * skipping every entry before it (`seekPage`).
 */
export class PagedQuery<Tables, Table extends keyof Tables, Row> {
  readonly #pages = new Map<string, PreparedQuery<Row>>();
  readonly #countedPages = new Map<string, PreparedQuery<Row & KeptRowCount>>();
  readonly #boundaries = new Map<string, Boundaries>();
  readonly #boundariesRead = new Map<string, number>();
  readonly #boundaryStatements = new Map<string, PreparedQuery<Entry & KeptCount>>();
  readonly #seeks = new Map<string, PreparedQuery<Row>>();
  readonly whole: Required<WholeTable> | undefined;

  constructor(
    readonly db: Executor,
    readonly query: SelectQueryBuilder<Tables, Table, Row>,
    whole?: WholeTable,
    /** Where the deferred join starts (`READ_WHILE_WALKING_BELOW`; tests move it). */
    readonly readWhileWalkingBelow = READ_WHILE_WALKING_BELOW,
  ) {
    this.whole = whole && {
      boundaryEvery: ENTRIES_BETWEEN_BOUNDARIES,
      mostBoundaries: MOST_BOUNDARIES,
      seekFrom: SEEK_FROM[whole.dialect],
      rebuildIntervalMs: BOUNDARIES_REBUILD_INTERVAL_MS,
      genericPlans: db,
      ...whole,
    };
  }

  #ordered<Query extends SelectQueryBuilder<Tables, Table, unknown>>(
    rows: Query,
    sort: string,
    direction: Direction,
    walkedBackwards = false,
  ) {
    return rows
      .orderBy(sql.ref(sort), (direction === 'ASC') !== walkedBackwards ? 'asc' : 'desc')
      .orderBy(sql.ref('id'), walkedBackwards ? 'desc' : 'asc') as Query;
  }

  /** The sort value (`sortKey`) and id of the query's entries. */
  #entries(sort: string) {
    return this.query
      .clearSelect()
      .select([
        sql.ref(sort).as('sortKey'),
        sql.ref('id').as('id'),
      ]) as unknown as SelectQueryBuilder<Tables, Table, Entry>;
  }

  /**
   * The rows of a page: `limit` and `offset` of the sort index walked forwards or `reversed`,
   * its rows read while walking (in the walk's order) or by a deferred join (in the page's
   * order).
   */
  page(sort: string, direction: Direction, reversed: boolean, readWhileWalking: boolean) {
    return madeOnce(this.#pages, `${sort} ${direction} ${reversed} ${readWhileWalking}`, () =>
      prepared((_, bind) => {
        if (readWhileWalking) {
          return this.#ordered(this.query, sort, direction, reversed)
            .limit(bind<number>('limit'))
            .offset(bind<number>('offset'));
        }
        const pageIds = this.#ordered(
          this.query.clearSelect().select(sql.ref('id').as('id')),
          sort,
          direction,
          reversed,
        )
          .limit(bind<number>('limit'))
          .offset(bind<number>('offset'));
        return this.#ordered(this.query.where(sql.ref('id'), 'in', pageIds), sort, direction);
      }),
    );
  }

  /**
   * A whole table's page read while walking from its start, each row with the table's kept row
   * count (`keptRowCount`), read in the same statement and snapshot: one round trip instead of
   * two for the pages nearest the start, which are most of those read.
   */
  countedPage(sort: string, direction: Direction) {
    const { table } = this.#wholeTable();
    return madeOnce(this.#countedPages, `${sort} ${direction}`, () =>
      prepared((db, bind) => {
        const keptRowCount = db
          .selectFrom('rowCounts')
          .select('rowCount')
          .where('tableName', '=', table)
          .as('keptRowCount');
        const counted = this.query.select(keptRowCount as never) as unknown as SelectQueryBuilder<
          Tables,
          Table,
          Row & KeptRowCount
        >;
        return this.#ordered(counted, sort, direction)
          .limit(bind<number>('limit'))
          .offset(bind<number>('offset'));
      }),
    );
  }

  #wholeTable() {
    if (this.whole === undefined) throw new Error("Only a whole table's list keeps its row count");
    return this.whole;
  }

  /**
   * Every `every`-th entry of the order and the generation they were read at, in one statement:
   * one snapshot of the table.
   */
  #boundaryStatement(sort: string, direction: Direction) {
    return madeOnce(this.#boundaryStatements, `${sort} ${direction}`, () =>
      prepared((db, bind) => {
        const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
        const positioned = this.#entries(sort).select(
          sql<number>`row_number() over (order by ${sql.ref(sort)} ${order}, ${sql.ref('id')} asc) - 1`.as(
            'position',
          ),
        );
        return db
          .selectFrom(positioned.as('entries'))
          .select(['sortKey', 'id'])
          .select(
            (['generation', 'rowCount'] as const).map((column) =>
              db
                .selectFrom('rowCounts')
                .select(column)
                .where('tableName', '=', bind<string>('table'))
                .as(column),
            ),
          )
          .where(sql`${sql.ref('position')} % ${bind<number>('every')}`, '=', 0)
          .orderBy(sql.ref('position')) as unknown as Compilable<Entry & KeptCount>;
      }),
    );
  }

  /**
   * The rows from a boundary on: those with its sort value from its id on, then those past its
   * sort value, `skip` of them skipped and `take` kept; none when the table's generation is no
   * longer `generation` in the statement's own snapshot.
   */
  #seek(sort: string, direction: Direction) {
    return madeOnce(this.#seeks, `${sort} ${direction}`, () =>
      prepared((db, bind) => {
        const upTo = bind<number>('upTo');
        const sameValue = this.#entries(sort)
          .where(sql.ref(sort), '=', bind('sortKey'))
          .where(sql.ref('id'), '>=', bind<number>('id'))
          .orderBy(sql.ref('id'), 'asc')
          .limit(upTo);
        const pastValue = this.#ordered(
          this.#entries(sort).where(
            sql.ref(sort),
            direction === 'ASC' ? '>' : '<',
            bind('sortKey'),
          ),
          sort,
          direction,
        ).limit(upTo);
        const both = db
          .selectFrom(sameValue.as('sameValue'))
          .selectAll()
          .unionAll(db.selectFrom(pastValue.as('pastValue')).selectAll());
        const pageIds = db
          .selectFrom(both.as('entries'))
          .select('id')
          .where(({ exists }) =>
            exists(
              db
                .selectFrom('rowCounts')
                .select('generation')
                .where('tableName', '=', bind<string>('table'))
                .where('generation', '=', bind<number>('generation')),
            ),
          )
          .orderBy('sortKey', direction === 'ASC' ? 'asc' : 'desc')
          .orderBy('id', 'asc')
          .limit(bind<number>('take'))
          .offset(bind<number>('skip'));
        return this.#ordered(this.query.where(sql.ref('id'), 'in', pageIds), sort, direction);
      }),
    );
  }

  /**
   * The `take` rows from `offset` on, sought from the nearest page boundary before it, when the
   * page would otherwise skip (`skipped`) `seekFrom` entries or more and this list knows the
   * boundaries at the table's current generation (`kept`); undefined otherwise (the caller then skips).
   * The boundaries are read again once the table has changed, at most once per
   * `rebuildIntervalMs` while it keeps changing. Each server instance keeps its own: the
   * generation is the database's, and the page's own statement checks it in its snapshot, so
   * boundaries read before any write (here or on another instance) never answer.
   */
  async seekPage(
    { sort, direction }: Pick<PageRequest, 'sort' | 'direction'>,
    { offset, take, skipped }: { offset: number; take: number; skipped: number },
    { rowCount, generation }: Kept,
  ): Promise<Row[] | undefined> {
    if (this.whole === undefined || skipped < this.whole.seekFrom) return undefined;
    const { table, boundaryEvery, mostBoundaries, rebuildIntervalMs, genericPlans } = this.whole;
    const key = `${sort} ${direction}`;
    let boundaries = this.#boundaries.get(key);
    if (boundaries?.generation !== generation) {
      const now = Date.now();
      if (now - (this.#boundariesRead.get(key) ?? -Infinity) < rebuildIntervalMs) return undefined;
      this.#boundariesRead.set(key, now);
      const every = Math.max(boundaryEvery, Math.ceil(rowCount / mostBoundaries));
      const keys = await this.#boundaryStatement(sort, direction).execute(genericPlans, {
        table,
        every,
      });
      const [first] = keys;
      boundaries = {
        generation: first === undefined ? -1 : Number(first.generation),
        rowCount: first === undefined ? 0 : Number(first.rowCount),
        every,
        keys,
        trusted: true,
      };
      this.#boundaries.set(key, boundaries);
      if (boundaries.generation !== generation) return undefined;
    }
    const { every, keys } = boundaries;
    const index = Math.floor(offset / every);
    const boundary = keys[index];
    if (boundary === undefined) return undefined;
    const skip = offset - index * every;
    const rows = await this.#seek(sort, direction).execute(genericPlans, {
      table,
      generation,
      sortKey: boundary.sortKey,
      id: boundary.id,
      upTo: skip + take,
      skip,
      take,
    });
    // No rows: the table changed since the boundaries were read.
    if (rows.length === 0) boundaries.trusted = false;
    return rows.length === 0 ? undefined : rows;
  }

  /**
   * The row count and generation a sort's boundaries were read at, while a deep page may seek from
   * them before reading the count: the seek's statement checks the generation in its own snapshot,
   * so when it answers, that count is still the table's. Not trusted once a seek found the table
   * changed, until the boundaries are read again.
   */
  trustedCount({ sort, direction }: Pick<PageRequest, 'sort' | 'direction'>): Kept | undefined {
    const boundaries = this.#boundaries.get(`${sort} ${direction}`);
    if (!boundaries?.trusted) return undefined;
    return { rowCount: boundaries.rowCount, generation: boundaries.generation };
  }
}

/**
 * One page of a single-table query, ordered by the requested column with ties broken by id, and
 * the total row count (`countRows` of the query, unless the caller counts faster, or the kept
 * count of a whole table's list). The page's statement is compiled once per `list` (`PagedQuery`).
 * `sort` is one of the contract's enum values, already validated, and every sortable field is
 * named like its column, so it is passed as a quoted identifier, never as SQL.
 *
 * A page that skips fewer than `readWhileWalkingBelow` entries reads its rows as it walks.
 * Further on, a deferred join: the page's ids are found first, skipping entries of the (column,
 * id) sort index without reading a single row, and only the page's rows are then read by id.
 * Reading whole rows while skipping made a page far back cost seconds on both databases. A page
 * past the middle is nearer the end, so it is found walking the index from the end (neither
 * database can jump to a position in a B-tree: skipping costs what it skips): the last page costs
 * what the first does, and no page skips more than half the rows. A whole table's page that would
 * skip `seekFrom` entries or more seeks from the nearest boundary instead (`seekPage`), first
 * with the count its boundaries were read at (`trustedCount`), which saves reading the count while
 * the table does not change.
 */
export async function fetchPage<Tables, Table extends keyof Tables, Row, Item>(
  list: PagedQuery<Tables, Table, Row>,
  request: PageRequest,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
  count: () => Promise<number> = () => countRows(list.query),
): Promise<Page<Item>> {
  const { page, size } = request;
  if (list.whole !== undefined && page * size < list.readWhileWalkingBelow) {
    const counted = await countedPage(list, request);
    if (counted !== undefined) return pageOf(await toItems(counted.rows), counted.total, request);
  }
  const trusted = list.trustedCount(request);
  if (trusted !== undefined) {
    const sought = await seekPlaced(list, request, trusted);
    if (sought !== undefined) return pageOf(await toItems(sought), trusted.rowCount, request);
  }
  const kept = list.whole === undefined ? undefined : await keptCount(list.db, list.whole.table);
  const total = kept?.rowCount ?? (await count());
  const placed = placement(total, request);
  if (placed.take === 0) return pageOf(await toItems([]), total, request);
  const rows =
    (kept && (await list.seekPage(request, placed, kept))) ??
    (await walkedPage(list, request, placed));
  return pageOf(await toItems(rows), total, request);
}

/** Where a page lies in `total` entries, and from which end it is walked to skip fewer. */
function placement(total: number, { page, size }: PageRequest) {
  const offset = page * size;
  const taken = Math.max(0, Math.min(size, total - offset));
  const afterPage = total - offset - taken;
  const fromEnd = afterPage < offset;
  return { offset, take: taken, fromEnd, skipped: fromEnd ? afterPage : offset };
}

/** A page sought from boundaries kept at `kept`, placed by its count; undefined when not. */
async function seekPlaced<Tables, Table extends keyof Tables, Row>(
  list: PagedQuery<Tables, Table, Row>,
  request: PageRequest,
  kept: Kept,
): Promise<Row[] | undefined> {
  const placed = placement(kept.rowCount, request);
  return placed.take === 0 ? undefined : list.seekPage(request, placed, kept);
}

/** A page found by walking its sort index from the nearer end, skipping `skipped` entries. */
async function walkedPage<Tables, Table extends keyof Tables, Row>(
  list: PagedQuery<Tables, Table, Row>,
  { sort, direction }: Pick<PageRequest, 'sort' | 'direction'>,
  { fromEnd, skipped, take }: { fromEnd: boolean; skipped: number; take: number },
): Promise<Row[]> {
  const readWhileWalking = skipped < list.readWhileWalkingBelow;
  const rows = await list
    .page(sort, direction, fromEnd, readWhileWalking)
    .execute(list.db, { limit: take, offset: skipped });
  return readWhileWalking && fromEnd ? rows.reverse() : rows;
}

/**
 * A whole table's page near its start with the table's row count, from one statement; undefined
 * when the page is past the end (no row carries the count then).
 */
async function countedPage<Tables, Table extends keyof Tables, Row>(
  list: PagedQuery<Tables, Table, Row>,
  { page, size, sort, direction }: PageRequest,
): Promise<{ rows: Row[]; total: number } | undefined> {
  const counted = await list
    .countedPage(sort, direction)
    .execute(list.db, { limit: size, offset: page * size });
  if (counted.length === 0) return undefined;
  const total = Number(counted[0]!.keptRowCount);
  const rows = counted.map(({ keptRowCount: _count, ...row }) => row as unknown as Row);
  return { rows, total };
}
