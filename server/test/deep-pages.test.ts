/**
 * Pages near an end read their rows while walking the sort index, pages further on by a deferred
 * join (the page's ids from the sort index, then their rows), and a whole table's deep pages are
 * sought from kept page boundaries: every page, for every sort and
 * direction the contract allows, must hold exactly the rows the plain
 * `order by ... limit ... offset` query answers, ties (many equal values) included, and still
 * after inserts, deletes and updates made here or by another server instance.
 */
import { CONTRACT_OPERATIONS } from '@rentacar/contract/operations';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DialectName } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { fetchPage, PagedQuery, type Direction } from '../src/paging.js';
import { DIALECTS, existingCar, existingUser, temporaryDatabase } from './helpers.js';

const CARS = 23;
const RESERVATIONS = 61;
const SIZE = 4;

/** The contract's sortable fields of a list operation. */
function sortsOf(operationId: string): string[] {
  const operation = CONTRACT_OPERATIONS.find((candidate) => candidate.operationId === operationId)!;
  const querystring = operation.schemas.querystring as {
    properties: { sort: { enum: string[] } };
  };
  return querystring.properties.sort.enum;
}

const LISTS = [
  { table: 'cars', sorts: sortsOf('listVehicles') },
  { table: 'reservations', sorts: sortsOf('listReservations') },
] as const;

/**
 * Few distinct values per column, inserted out of order: most rows tie on the sorted column.
 * Another `shift` gives the reservations other pick-up times from the same statements.
 */
async function seed(database: Database, shift = 0) {
  const { db } = database;
  await db.insertInto('users').values(existingUser(1, 'pages@example.com')).execute();
  await db
    .insertInto('cars')
    .values(
      Array.from({ length: CARS }, (_, index) => ({
        ...existingCar(CARS - index, `Model ${index % 3}`, 1000 + (index % 4) * 500),
        doors: 2 + (index % 2),
        seats: 4 + (index % 3),
        luggage: index % 2,
        transmission: index % 2 ? 'Manuel' : 'Automatic',
        airConditioning: index % 2,
        fuelType: index % 3 ? 'Petrol' : 'Diesel',
        age: index % 5,
      })),
    )
    .execute();
  await db
    .insertInto('reservations')
    .values(
      Array.from({ length: RESERVATIONS }, (_, index) => ({
        id: RESERVATIONS - index,
        carId: 1 + (index % CARS),
        userId: 1,
        pickUpTime: `2030-01-0${1 + ((index + shift) % 3)}T10:00:00`,
        dropOffTime: `2030-01-1${index % 4}T10:00:00`,
        pickUpLocation: `Place ${index % 2}`,
        dropOffLocation: `Place ${index % 3}`,
        status: ['CREATED', 'CANCELLED', 'DONE'][index % 3]!,
        totalPrice: 5000 + (index % 5) * 100,
      })),
    )
    .execute();
}

type Query = ReturnType<Database['db']['selectFrom']>;

/** Boundaries every 3 entries, sought from by every page past them, read again after any change. */
const SEEKING = { boundaryEvery: 3, seekFrom: 3, rebuildIntervalMs: 0 };
/** No page read while walking: each page past the first boundary seeks from one. */
const SEEKS_EVERY_PAGE = 0;

/**
 * The reservations' list of another server instance, which seeks every page past the first
 * boundary and, once it has read its boundaries, waits an hour to read them again.
 */
const reservationsOfAnotherInstance = ({ db, genericPlans }: Database, dialect: DialectName) =>
  new PagedQuery(
    db,
    db.selectFrom('reservations').selectAll(),
    { table: 'reservations', dialect, ...SEEKING, genericPlans, rebuildIntervalMs: 3_600_000 },
    SEEKS_EVERY_PAGE,
  );

/** `list`'s pages through one past the end, each as the plain offset query answers it. */
async function expectOffsetPages(
  list: PagedQuery<unknown, never, { id: number }>,
  query: Query,
  sorts: readonly string[],
) {
  const { totalElements: rowCount } = await fetchPage(
    list,
    { page: 0, size: SIZE, sort: 'id', direction: 'ASC' },
    (rows) => rows,
  );
  for (const sort of sorts) {
    for (const direction of ['ASC', 'DESC'] as Direction[]) {
      // Through one page past the end, which is empty on both.
      for (let page = 0; page <= Math.ceil(rowCount / SIZE); page++) {
        const { content, totalElements } = await fetchPage(
          list,
          { page, size: SIZE, sort, direction },
          (rows) => rows,
        );
        const expected = (await query
          .selectAll()
          .orderBy(sql.ref(sort), direction === 'ASC' ? 'asc' : 'desc')
          .orderBy(sql.ref('id'), 'asc')
          .limit(SIZE)
          .offset(page * SIZE)
          .execute()) as { id: number }[];
        expect({ sort, direction, page, ids: content.map((row) => row.id) }).toEqual({
          sort,
          direction,
          page,
          ids: expected.map((row) => row.id),
        });
        expect(content).toEqual(expected);
        expect(totalElements).toBe(rowCount);
      }
    }
  }
}

describe.each(DIALECTS)('deep pages on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    await seed(database);
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  for (const { table, sorts } of LISTS) {
    it(`answers every page of ${table} as the offset query does, for ${sorts.join(', ')}`, async () => {
      const { db } = database;
      const query = db.selectFrom(table);
      // One list for every page, as a handler keeps one: its statements are reused across pages.
      // Rows read while walking on every page (these tables are short), on none (the deferred
      // join), and on the pages within 5 entries of either end.
      for (const readWhileWalkingBelow of [undefined, 0, 5]) {
        await expectOffsetPages(
          new PagedQuery(db, query.selectAll(), undefined, readWhileWalkingBelow),
          query,
          sorts,
        );
      }
      // The whole table's list, which seeks its deep pages from boundaries; and which reads its
      // near pages (every page of these tables) with its kept row count in one statement.
      for (const readWhileWalkingBelow of [SEEKS_EVERY_PAGE, undefined]) {
        await expectOffsetPages(
          new PagedQuery(
            db,
            query.selectAll(),
            { table, dialect, ...SEEKING, genericPlans: database.genericPlans },
            readWhileWalkingBelow,
          ),
          query,
          sorts,
        );
      }
    });
  }

  it('reads the boundaries and seeks on the database kept for generic plans', async () => {
    const { db } = database;
    // A new handle on the same database (its plugins kept), whose statements are counted: the
    // prepared statements run on its plugin-free twin.
    const genericPlans = database.genericPlans.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => result,
    });
    const statements = genericPlans.withoutPlugins();
    const executed = vi.spyOn(statements, 'executeQuery');
    vi.spyOn(genericPlans, 'withoutPlugins').mockReturnValue(statements);
    const list = new PagedQuery(
      db,
      db.selectFrom('reservations').selectAll(),
      { table: 'reservations', dialect, ...SEEKING, genericPlans },
      SEEKS_EVERY_PAGE,
    );
    const { content } = await fetchPage(
      list,
      { page: 2, size: SIZE, sort: 'pickUpTime', direction: 'ASC' },
      (rows) => rows,
    );
    const expected = await db
      .selectFrom('reservations')
      .select('id')
      .orderBy('pickUpTime')
      .orderBy('id')
      .limit(SIZE)
      .offset(2 * SIZE)
      .execute();
    expect(content.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    // The boundaries, then the seek; the kept count on the list's own database.
    expect(executed).toHaveBeenCalledTimes(2);
    if (dialect === 'postgres') {
      const planCacheMode = async (executor: Database['db']) =>
        (await sql<{ planCacheMode: string }>`show plan_cache_mode`.execute(executor)).rows[0]!
          .planCacheMode;
      expect(await planCacheMode(database.genericPlans)).toBe('force_generic_plan');
      expect(await planCacheMode(db)).toBe('auto');
    }
  });

  it('answers every offset past the last boundary when the boundaries are capped', async () => {
    const { db } = database;
    for (const { table, sorts } of LISTS) {
      const query = db.selectFrom(table);
      // 4 boundaries at most: 61 reservations keep one every 16 entries, 23 vehicles one every 6,
      // so the last entries lie up to 15 entries past the last boundary.
      const list = new PagedQuery(
        db,
        query.selectAll(),
        {
          table,
          dialect,
          ...SEEKING,
          genericPlans: database.genericPlans,
          mostBoundaries: 4,
        },
        SEEKS_EVERY_PAGE,
      );
      await expectOffsetPages(list, query, sorts);
      const kept = await db
        .selectFrom('rowCounts')
        .select(['rowCount', 'generation'])
        .where('tableName', '=', table)
        .executeTakeFirstOrThrow();
      const rowCount = Number(kept.rowCount);
      for (const sort of sorts) {
        for (const direction of ['ASC', 'DESC'] as Direction[]) {
          for (let offset = SEEKING.seekFrom; offset < rowCount; offset++) {
            const take = Math.min(SIZE, rowCount - offset);
            const sought = await list.seekPage(
              { sort, direction },
              { offset, take, skipped: offset },
              { rowCount, generation: Number(kept.generation) },
            );
            const expected = await query
              .select('id')
              .orderBy(sql.ref(sort), direction === 'ASC' ? 'asc' : 'desc')
              .orderBy('id')
              .limit(take)
              .offset(offset)
              .execute();
            // Sought, never left to the walk: each offset's page from its boundary.
            expect({ sort, direction, offset, ids: sought?.map((row) => row.id) }).toEqual({
              sort,
              direction,
              offset,
              ids: expected.map((row) => row.id),
            });
          }
        }
      }
    }
  });

  it('answers deep pages as the offset query does after inserts, deletes and updates', async () => {
    const { db } = database;
    const query = db.selectFrom('reservations');
    const sorts = ['pickUpTime', 'status', 'totalPrice'];
    const thisInstance = new PagedQuery(
      db,
      query.selectAll(),
      {
        table: 'reservations',
        dialect,
        ...SEEKING,
        genericPlans: database.genericPlans,
      },
      SEEKS_EVERY_PAGE,
    );
    // Another server's list, which read its boundaries before the change and waits to read them
    // again.
    const otherInstance = reservationsOfAnotherInstance(database, dialect);
    const generation = async () =>
      Number(
        (
          await db
            .selectFrom('rowCounts')
            .select('generation')
            .where('tableName', '=', 'reservations')
            .executeTakeFirstOrThrow()
        ).generation,
      );
    // Offset 36 of 61 and more: 21 entries at least would be skipped from either end.
    const deepPage = async (list: typeof thisInstance, readAt: number) =>
      list.seekPage(
        { sort: 'pickUpTime', direction: 'DESC' },
        { offset: 36, take: SIZE, skipped: 21 },
        { rowCount: RESERVATIONS, generation: readAt },
      );
    const changes = {
      'an insert before the deep pages': () =>
        db
          .insertInto('reservations')
          .values({
            id: 100,
            carId: 1,
            userId: 1,
            pickUpTime: '2030-01-03T10:00:00',
            dropOffTime: '2030-01-13T10:00:00',
            pickUpLocation: 'Place 0',
            dropOffLocation: 'Place 0',
            status: 'CANCELLED',
            totalPrice: 5000,
          })
          .execute(),
      'a delete': () => db.deleteFrom('reservations').where('id', '=', 2).execute(),
      'a status change': () =>
        db.updateTable('reservations').set({ status: 'CREATED' }).where('id', '=', 60).execute(),
      'a new pick-up time': () =>
        db
          .updateTable('reservations')
          .set({ pickUpTime: '2030-01-01T10:00:00' })
          .where('id', '=', 59)
          .execute(),
    };
    await expectOffsetPages(thisInstance, query, sorts);
    await expectOffsetPages(otherInstance, query, sorts);
    for (const [name, change] of Object.entries(changes)) {
      const before = await generation();
      const sought = await deepPage(thisInstance, before);
      expect(sought?.map((row) => row.id)).toEqual(
        (
          await query
            .select('id')
            .orderBy('pickUpTime', 'desc')
            .orderBy('id')
            .limit(SIZE)
            .offset(36)
            .execute()
        ).map((row) => row.id),
      );
      await change();

      // The page's statement itself refuses boundaries of an earlier generation, as when a write
      // commits between a request's count and its page.
      expect({ name, sought: await deepPage(thisInstance, before) }).toEqual({
        name,
        sought: undefined,
      });
      await expectOffsetPages(otherInstance, query, sorts);
      await expectOffsetPages(thisInstance, query, sorts);
    }
  });
});

describe.each(DIALECTS)('page boundaries across a database reset on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Every table dropped and migrated again in place, as a reset or a restore leaves it. */
  async function reset(database: Database, schema: string) {
    const { db } = database;
    if (dialect === 'postgres') {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    } else {
      // Virtual tables first: dropping one drops its shadow tables.
      const tables = (virtual: boolean) =>
        sql<{ name: string }>`
        select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
        and (sql like 'create virtual%') = ${Number(virtual)} order by rowid desc`.execute(db);
      await sql`pragma foreign_keys = off`.execute(db);
      for (const virtual of [true, false]) {
        for (const { name } of (await tables(virtual)).rows) {
          await sql`drop table ${sql.table(name)}`.execute(db);
        }
      }
      await sql`pragma foreign_keys = on`.execute(db);
    }
    await migrateToLatest(database, schema);
  }

  it('never answers from boundaries read before the database was reset and seeded again', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    await seed(database);
    const { db } = database;
    const query = db.selectFrom('reservations');
    // Another server instance, which read its boundaries before the reset and waits to read them
    // again.
    const instance = reservationsOfAnotherInstance(database, dialect);
    await expectOffsetPages(instance, query, ['pickUpTime']);
    await reset(database, schema);
    // The same statements as before the reset, so as many writes, but other pick-up times.
    await seed(database, 1);
    await expectOffsetPages(instance, query, ['pickUpTime']);
  });
});
