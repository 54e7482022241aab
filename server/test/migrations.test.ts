import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { sql } from 'kysely';
import {
  call,
  DIALECTS,
  existingCar,
  existingUser,
  startTestServer,
  temporaryDatabase,
} from './helpers.js';

describe.each(DIALECTS)('migrating existing e-mails on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** A database at the first schema, as an installation from before e-mail normalisation. */
  async function databaseBeforeNormalisation(): Promise<{ database: Database; schema: string }> {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0001_initial_schema');
    return { database, schema };
  }

  const emails = (database: Database) =>
    database.db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();

  it('stores every e-mail trimmed and in lower case', async () => {
    const { database, schema } = await databaseBeforeNormalisation();
    await database.db
      .insertInto('users')
      .values([existingUser(1, 'Jane.Doe@Example.COM'), existingUser(2, ' John@example.com ')])
      .execute();

    await migrateToLatest(database, schema);

    expect(await emails(database)).toEqual([
      { id: 1, email: 'jane.doe@example.com' },
      { id: 2, email: 'john@example.com' },
    ]);
  });

  it('refuses to merge two accounts that differ only in case, naming them, and changes nothing', async () => {
    const { database, schema } = await databaseBeforeNormalisation();
    await database.db
      .insertInto('users')
      .values([
        existingUser(1, 'jane@example.com'),
        existingUser(2, 'Other@Example.com'),
        existingUser(3, 'Jane@Example.COM'),
      ])
      .execute();

    await expect(migrateToLatest(database, schema)).rejects.toThrow(
      /0003_normalised_emails failed.*ids 1, 3\./,
    );
    expect((await emails(database)).map(({ email }) => email)).toEqual([
      'jane@example.com',
      'Other@Example.com',
      'Jane@Example.COM',
    ]);

    // Once an administrator has resolved the clash, the migration completes.
    await database.db
      .updateTable('users')
      .set({ email: 'jane.work@example.com' })
      .where('id', '=', 3)
      .execute();
    await migrateToLatest(database, schema);
    expect((await emails(database)).map(({ email }) => email)).toEqual([
      'jane@example.com',
      'other@example.com',
      'jane.work@example.com',
    ]);
  });
});

describe.each(DIALECTS)('migrating existing vehicles and reservations on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /**
   * A database at migration `target` holding `cars`, a customer and their CREATED booking of car 1
   * from 2030-01-01 10:00 to `dropOffTime` at `totalPrice` (in the unit of that schema).
   */
  async function databaseAt(
    target: string,
    cars: ReturnType<typeof existingCar>[],
    booking: { dropOffTime: string; totalPrice: number },
  ) {
    const { database, schema, dataDir } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, target);
    const { db } = database;
    await db.insertInto('cars').values(cars).execute();
    await db.insertInto('users').values(existingUser(1, 'old.customer@example.com')).execute();
    await db
      .insertInto('reservations')
      .values({
        carId: 1,
        userId: 1,
        pickUpTime: '2030-01-01T10:00:00',
        pickUpLocation: 'Old Airport',
        dropOffLocation: 'Old Station',
        status: 'CREATED',
        ...booking,
      })
      .execute();
    return { database, schema, dataDir };
  }

  /** Runs `check` against a server started on the migrated database. */
  async function withServerOn(
    { schema, dataDir }: { schema: string; dataDir: string },
    check: (api: string) => Promise<void>,
  ) {
    const server = await startTestServer(dialect, { dataDir, databaseSchema: schema });
    try {
      await check(server.api);
    } finally {
      await server.destroy();
    }
  }

  it('keeps a vehicle booked for years out of the availability filter once migrated', async () => {
    const migrated = await databaseAt(
      '0005_admin_filter_indexes',
      [existingCar(1, 'Migrated Booked', 10), existingCar(2, 'Migrated Free', 10)],
      { dropOffTime: '2033-01-01T10:00:00', totalPrice: 100 },
    );

    await withServerOn(migrated, async (api) => {
      const query = new URLSearchParams({
        q: 'Migrated',
        availableFrom: '06/01/2032 10:00:00',
        availableTo: '06/02/2032 10:00:00',
      });
      const response = await call(`${api}/car/visitors/pages?${query}`);
      expect(response.status).toBe(200);
      expect(response.body.content.map((vehicle: { model: string }) => vehicle.model)).toEqual([
        'Migrated Free',
      ]);
    });
  });

  it('stores prices and totals as integer cents and answers them in dollars', async () => {
    const migrated = await databaseAt(
      '0009_image_copies_per_width',
      [existingCar(1, 'Decimal Price', 45.7)],
      // What the float columns held for 3 hours at 45.7: 137.10000000000002.
      { dropOffTime: '2030-01-01T13:00:00', totalPrice: 3 * 45.7 },
    );
    const { database, schema } = migrated;
    const { db } = database;

    await migrateToLatest(database, schema);

    const storedTypes =
      dialect === 'postgres'
        ? sql<{ type: string }>`select data_type as type from information_schema.columns
            where table_schema = ${schema}
              and (table_name, column_name) in (('cars', 'price_per_hour'), ('reservations', 'total_price'))
            order by table_name`
        : sql<{ type: string }>`select typeof(price_per_hour) as type from cars
            union all select typeof(total_price) from reservations`;
    expect((await storedTypes.execute(db)).rows.map(({ type }) => type)).toEqual(
      dialect === 'postgres' ? ['integer', 'bigint'] : ['integer', 'integer'],
    );
    expect(await db.selectFrom('cars').select('pricePerHour').execute()).toEqual([
      { pricePerHour: 4570 },
    ]);
    expect(await db.selectFrom('reservations').select('totalPrice').execute()).toEqual([
      { totalPrice: 13710 },
    ]);

    await withServerOn(migrated, async (api) => {
      const response = await call(`${api}/car/visitors/1`);
      expect(response.body).toMatchObject({ model: 'Decimal Price', pricePerHour: 45.7 });
      const cheaper = await call(`${api}/car/visitors/pages?maxPricePerHour=45.69`);
      expect(cheaper.body.totalElements).toBe(0);
      const within = await call(`${api}/car/visitors/pages?maxPricePerHour=45.7`);
      expect(within.body.totalElements).toBe(1);
    });
  });
});

describe.each(DIALECTS)("migrating existing users' language on %s", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('gives every existing user English, and refuses a language the site does not speak', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0012_descending_pick_up_indexes');
    await database.db.insertInto('users').values(existingUser(1, 'old@example.com')).execute();

    await migrateToLatest(database, schema);

    const users = database.db.selectFrom('users').select(['id', 'language']);
    expect(await users.execute()).toEqual([{ id: 1, language: 'en' }]);
    await expect(
      sql`update users set language = 'fr' where id = 1`.execute(database.db),
    ).rejects.toThrow(/check constraint/i);
    expect(await users.execute()).toEqual([{ id: 1, language: 'en' }]);
  });
});
