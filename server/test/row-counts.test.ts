/**
 * The unfiltered lists answer `totalElements` from `row_counts` kept by triggers instead of counting the table on every page: the kept number must be the table's
 * `count(*)` after rows that existed before the migration, bulk inserts, single and bulk deletes,
 * a committed transaction's inserts and deletes, and a rolled-back one.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { tableRowCount } from '../src/paging.js';
import {
  atFirstBranch,
  DIALECTS,
  existingCar,
  existingUser,
  temporaryDatabase,
  withInstants,
} from './helpers.js';

/** The tables `row_counts` keeps counted. */
const COUNTED_TABLES = ['cars', 'reservations'] as const;

/** The `days`-th day from 1 January 2030 at 10:00, as stored. */
const dayAt10 = (days: number) =>
  new Date(Date.UTC(2030, 0, 1 + days, 10)).toISOString().slice(0, 19);

/** A one-day booking; bookings of other ids never overlap (PostgreSQL refuses overlaps). */
const reservation = (id: number, carId: number) => ({
  id,
  carId,
  userId: 1,
  pickUpTime: dayAt10(2 * id),
  dropOffTime: dayAt10(2 * id + 1),
  pickUpLocation: 'Airport',
  dropOffLocation: 'Station',
  status: 'CREATED',
  totalPrice: 5000,
});

describe.each(DIALECTS)('row counts on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;

  /** Each counted table's kept count next to its real one. */
  async function counts() {
    const { db } = database;
    return Promise.all(
      COUNTED_TABLES.map(async (table) => {
        const { total } = await db
          .selectFrom(table)
          .select(sql<number | string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow();
        return { table, kept: await tableRowCount(db, table), counted: Number(total) };
      }),
    );
  }

  const expectExact = async (expected: Record<string, number>) => {
    for (const { table, kept, counted } of await counts()) {
      expect({ table, kept }).toEqual({ table, kept: counted });
      expect(counted).toBe(expected[table]);
    }
  };

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    // Rows that an installation had before the counts existed.
    await migrateToLatest(database, temporary.schema, '0012_descending_pick_up_indexes');
    const { db } = database;
    await db.insertInto('users').values(existingUser(1, 'counts@example.com')).execute();
    await db
      .insertInto('cars')
      .values([1, 2, 3].map((id) => existingCar(id, `Model ${id}`, 1500)))
      .execute();
    await db.insertInto('reservations').values(reservation(1, 1)).execute();
    await migrateToLatest(database, temporary.schema);
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('starts from the rows that existed before the migration', async () => {
    await expectExact({ cars: 3, reservations: 1 });
  });

  it('follows bulk inserts and single and bulk deletes', async () => {
    const { db } = database;
    await db
      .insertInto('reservations')
      .values(
        Array.from({ length: 40 }, (_, index) =>
          withInstants(reservation(100 + index, 1 + (index % 3))),
        ),
      )
      .execute();
    await db
      .insertInto('cars')
      .values(atFirstBranch(existingCar(4, 'Model 4', 1500)))
      .execute();
    await expectExact({ cars: 4, reservations: 41 });

    await db.deleteFrom('reservations').where('id', '>=', 120).execute();
    await db.deleteFrom('reservations').where('id', '=', 100).execute();
    await db.deleteFrom('cars').where('id', '=', 4).execute();
    await expectExact({ cars: 3, reservations: 20 });
  });

  it('counts what a committed transaction inserted and deleted', async () => {
    const { db } = database;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('reservations').where('id', '=', 101).execute();
      await trx
        .insertInto('cars')
        .values(atFirstBranch(existingCar(5, 'Model 5', 1500)))
        .execute();
      await trx
        .insertInto('reservations')
        .values([withInstants(reservation(600, 5)), withInstants(reservation(601, 5))])
        .execute();
    });
    await expectExact({ cars: 4, reservations: 21 });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('reservations').where('carId', '=', 5).execute();
      await trx.deleteFrom('cars').where('id', '=', 5).execute();
    });
    await expectExact({ cars: 3, reservations: 19 });
  });

  it('leaves out what a rolled-back transaction inserted', async () => {
    const { db } = database;
    const rollback = new Error('rolled back');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('reservations')
          .values(withInstants(reservation(500, 1)))
          .execute();
        await trx.deleteFrom('reservations').where('id', '=', 102).execute();
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expectExact({ cars: 3, reservations: 19 });
  });
});
