import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations.js';
import { call, DIALECTS, existingUser, startTestServer, temporaryDatabase } from './helpers.js';

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

describe.each(DIALECTS)('migrating existing reservations on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps a vehicle booked for years out of the availability filter once migrated', async () => {
    const { database, schema, dataDir } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0005_admin_filter_indexes');
    const car = (id: number, model: string) => ({
      id,
      model,
      doors: 4,
      seats: 5,
      luggage: 2,
      transmission: 'Automatic',
      airConditioning: 1,
      fuelType: 'Petrol',
      age: 1,
      pricePerHour: 10,
      builtIn: 0,
    });
    const { db } = database;
    await db
      .insertInto('cars')
      .values([car(1, 'Migrated Booked'), car(2, 'Migrated Free')])
      .execute();
    await db.insertInto('users').values(existingUser(1, 'old.customer@example.com')).execute();
    await db
      .insertInto('reservations')
      .values({
        carId: 1,
        userId: 1,
        pickUpTime: '2030-01-01T10:00:00',
        dropOffTime: '2033-01-01T10:00:00',
        pickUpLocation: 'Old Airport',
        dropOffLocation: 'Old Station',
        status: 'CREATED',
        totalPrice: 100,
      })
      .execute();

    const server = await startTestServer(dialect, { dataDir, databaseSchema: schema });
    try {
      const query = new URLSearchParams({
        q: 'Migrated',
        availableFrom: '06/01/2032 10:00:00',
        availableTo: '06/02/2032 10:00:00',
      });
      const response = await call(`${server.api}/car/visitors/pages?${query}`);
      expect(response.status).toBe(200);
      expect(response.body.content.map((vehicle: { model: string }) => vehicle.model)).toEqual([
        'Migrated Free',
      ]);
    } finally {
      await server.destroy();
    }
  });
});
