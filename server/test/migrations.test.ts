import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { officeTimeZone, setOfficeTimeZone } from '@rentacar/rules';
import { utcWallClock } from '@rentacar/rules/branches';
import { sql, type Kysely } from 'kysely';
import {
  atFirstBranch,
  call,
  DIALECTS,
  POSTGRES_ONLY,
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

/** A row as the database holds it, by snake_case column. */
type Row = Record<string, unknown>;

describe.each(DIALECTS)('upgrading to the newest schema on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  // Every schema version's tables, so no one typed interface fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const raw = (database: Database) => database.db.withoutPlugins() as unknown as Kysely<any>;

  /** The tables of the schema (the migrator's own and SQLite's full-text index left out). */
  async function tableNames(database: Database, schema: string): Promise<string[]> {
    const query =
      dialect === 'postgres'
        ? sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = ${schema} and table_type = 'BASE TABLE'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'table'
            and name not like 'sqlite_%' and name not like 'users_search%'`;
    const { rows } = await query.execute(database.db);
    return rows
      .map(({ name }) => name)
      .filter((name) => !name.startsWith('kysely_migration'))
      .sort();
  }

  /** Every row of every table, each table's rows in one order. */
  async function snapshot(database: Database, schema: string) {
    const tables: Record<string, Row[]> = {};
    for (const table of await tableNames(database, schema)) {
      const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(raw(database));
      tables[table] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return tables;
  }

  const bool = (value: boolean) => (dialect === 'postgres' ? value : Number(value));

  /** Rows in every table of migration 0010's schema: accounts, vehicles, images, bookings, mail. */
  async function fillAsOf0010(database: Database) {
    const db = raw(database);
    const user = (id: number, email: string) => ({
      id,
      first_name: 'Old',
      last_name: `User ${id}`,
      email,
      phone_number: '(555) 123-4567',
      address: '1 Old Street',
      zip_code: '12345',
      password_hash: 'scrypt$not-a-real-hash',
      built_in: bool(id === 1),
      token_version: id,
    });
    await db
      .insertInto('users')
      .values([user(1, 'admin@example.com'), user(2, 'jane@example.com'), user(3, 'j@x.org')])
      .execute();
    await db
      .insertInto('user_roles')
      .values([
        { user_id: 1, role: 'Administrator' },
        { user_id: 1, role: 'Customer' },
        { user_id: 2, role: 'Customer' },
        { user_id: 3, role: 'Customer' },
      ])
      .execute();
    const car = (id: number, model: string, cents: number) => ({
      id,
      model,
      doors: 4,
      seats: 5,
      luggage: 2,
      transmission: 'Automatic',
      air_conditioning: bool(id % 2 === 0),
      fuel_type: 'Petrol',
      age: id,
      price_per_hour: cents,
      built_in: bool(false),
    });
    await db
      .insertInto('cars')
      .values([car(1, 'Compact', 4570), car(2, 'Van', 100_000_000), car(3, 'Estate', 1)])
      .execute();
    await db
      .insertInto('image_files')
      .values([
        {
          id: '00000000-0000-4000-8000-000000000001',
          car_id: 1,
          content_type: 'image/png',
          data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]),
          size: 6,
          created_at: '2029-01-01T10:00:00',
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          car_id: null,
          content_type: 'image/jpeg',
          data: Buffer.from([0xff, 0xd8]),
          size: 2,
          created_at: '2029-01-02T10:00:00',
        },
      ])
      .execute();
    await db
      .insertInto('image_webp_copies')
      .values(
        [400, 1280].map((width) => ({
          image_id: '00000000-0000-4000-8000-000000000001',
          width,
          data: Buffer.from(`webp ${width}`),
        })),
      )
      .execute();
    const reservation = (
      id: number,
      car_id: number,
      status: string,
      pick_up_time: string,
      drop_off_time: string,
      total_price: number,
    ) => ({
      id,
      car_id,
      user_id: 2 + (id % 2),
      pick_up_time,
      drop_off_time,
      pick_up_location: `Airport ${id}`,
      drop_off_location: `Station ${id}`,
      status,
      total_price,
    });
    await db
      .insertInto('reservations')
      .values([
        reservation(1, 1, 'CREATED', '2030-01-01T10:00:00', '2030-01-01T13:00:00', 13_710),
        reservation(2, 1, 'CANCELLED', '2030-01-01T11:00:00', '2030-01-01T12:00:00', 4570),
        reservation(3, 1, 'DONE', '2029-06-01T10:00:00', '2029-06-02T10:00:00', 109_680),
        reservation(4, 1, 'CREATED', '2030-01-01T13:01:00', '2030-01-05T10:00:00', 420_440),
        // The longest rental at the highest price: 3650 days at $1,000,000 an hour.
        reservation(
          5,
          2,
          'CREATED',
          '2030-01-01T10:00:00',
          '2039-12-30T10:00:00',
          8_760_000_000_000,
        ),
        reservation(6, 3, 'DONE', '2028-02-28T10:00:00', '2028-03-01T10:00:00', 48),
      ])
      .execute();
    await db
      .insertInto('contact_messages')
      .values([
        { id: 1, name: 'Jane', email: 'jane@example.com', subject: 'Hello', body: 'A question' },
        { id: 2, name: 'Ann', email: 'ann@example.org', subject: 'Thanks', body: 'Great cars' },
      ])
      .execute();
  }

  /** Rows in the tables 0011 added, at today's head. */
  async function fillAsOf0019(database: Database) {
    const db = raw(database);
    await db
      .insertInto('email_outbox')
      .values({
        id: 1,
        kind: 'bookingConfirmed',
        recipient: 'jane@example.com',
        message: '{"kind":"bookingConfirmed"}',
        subject: 'Your booking',
        html: '<p>Booked</p>',
        text: 'Booked',
        attachments: '[]',
        message_id: '<1@rentacar>',
        status: 'sent',
        attempts: 1,
        last_error: null,
        created_at: '2030-01-01T09:00:00',
        queued_at_ms: 1_893_488_400_000,
        next_attempt_at_ms: 1_893_488_400_000,
        lease_until_ms: null,
        claim_id: null,
        sent_at: '2030-01-01T09:00:01',
        dedupe_key: 'booking-1',
      })
      .execute();
    await db
      .insertInto('email_tokens')
      .values({
        id: 1,
        user_id: 2,
        purpose: 'passwordReset',
        token_hash: 'a'.repeat(64),
        email: 'jane@example.com',
        expires_at_ms: 1_893_488_400_000,
        used: bool(false),
      })
      .execute();
    await db
      .updateTable('users')
      .set({ language: 'es', email_confirmed: bool(true) })
      .where('id', '=', 2)
      .execute();
  }

  /**
   * Migrates `before` to the newest schema and checks that every table of it kept every row, each
   * column as it was except those migrations dropped since (`dropped`); columns added since hold
   * `added`'s values.
   */
  async function expectUpgradeKeepsRows(
    { database, schema }: { database: Database; schema: string },
    dropped: Record<string, string[]>,
    added: Record<string, Row | ((row: Row) => Row)>,
  ) {
    const before = await snapshot(database, schema);
    await migrateToLatest(database, schema);
    const after = await snapshot(database, schema);
    for (const [table, rows] of Object.entries(before)) {
      expect(rows.length, table).toBeGreaterThan(0);
      const keep = (row: Row) =>
        Object.fromEntries(
          Object.entries(row).filter(([column]) => !(dropped[table] ?? []).includes(column)),
        );
      const addedTo = added[table];
      const expected = rows.map((row) => ({
        ...keep(row),
        ...(typeof addedTo === 'function' ? addedTo(row) : addedTo),
      }));
      expect(after[table], table).toEqual(expected);
      for (const column of dropped[table] ?? []) {
        expect(Object.keys(after[table]![0]!), table).not.toContain(column);
      }
    }
    const counts = after.row_counts!.map(({ table_name, row_count }) => [
      table_name,
      Number(row_count),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      cars: after.cars!.length,
      reservations: after.reservations!.length,
    });
    return after;
  }

  /**
   * A reservation made before branches: none named, its instants read in the office's zone; its
   * calendar event at its first version.
   */
  const withoutBranches = (row: Row) => ({
    pick_up_branch_id: null,
    drop_off_branch_id: null,
    pick_up_at: utcWallClock(String(row.pick_up_time), officeTimeZone()),
    drop_off_at: utcWallClock(String(row.drop_off_time), officeTimeZone()),
    calendar_sequence: 0,
    cancellation_fee: null,
    young_driver_surcharge: null,
  });

  it('keeps every row of a database last migrated to 0010', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0010_money_in_cents');
    await fillAsOf0010(database);

    const after = await expectUpgradeKeepsRows(
      { database, schema },
      { reservations: ['span_class'] },
      // Columns added since, as the migrations give them to existing rows.
      {
        users: { email_confirmed: bool(false), language: 'en' },
        cars: {
          license_plate: null,
          branch_id: 1,
          minimum_driver_age: 21,
          minimum_license_years: 1,
          price_per_day: null,
          price_per_week: null,
          turnaround_minutes: 0,
          young_driver_age: null,
          young_driver_surcharge_per_day: null,
          deposit: 0,
        },
        reservations: withoutBranches,
        // Its bytes are no picture, so there is no width to read.
        image_webp_copies: { pixel_width: null },
      },
    );

    // Tables added since start empty.
    expect(after.email_outbox).toEqual([]);
    expect(after.email_tokens).toEqual([]);
    expect(after.driver_details).toEqual([]);
    expect(after.reservation_changes).toEqual([]);
    expect(after.rental_rules).toEqual([]);
    expect(after.additional_drivers).toEqual([]);
    expect(after.reservation_price_lines).toEqual([]);
  });

  it('keeps every row of a database last migrated to 0019', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0019_descending_status_index');
    await fillAsOf0010(database);
    await fillAsOf0019(database);

    await expectUpgradeKeepsRows(
      { database, schema },
      { reservations: ['span_class'], row_counts: ['generation'] },
      {
        cars: {
          license_plate: null,
          branch_id: 1,
          minimum_driver_age: 21,
          minimum_license_years: 1,
          price_per_day: null,
          price_per_week: null,
          turnaround_minutes: 0,
          young_driver_age: null,
          young_driver_surcharge_per_day: null,
          deposit: 0,
        },
        reservations: withoutBranches,
        image_webp_copies: { pixel_width: null },
      },
    );
  });

  it('has no span class, no generations, and the per-car index of the overlap check', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const objects =
      dialect === 'postgres'
        ? sql<{ name: string }>`
            select indexname as name from pg_indexes where schemaname = ${schema}
            union all select tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
              where c.relnamespace = ${schema}::regnamespace and not t.tgisinternal
            union all select proname from pg_proc where pronamespace = ${schema}::regnamespace`
        : sql<{ name: string }>`select name from sqlite_master where type in ('index', 'trigger')`;
    const names = (await objects.execute(database.db)).rows.map(({ name }) => name);
    expect(names.filter((name) => /span_class|generation|note_updated/.test(name))).toEqual([]);
    expect(names).toContain('reservations_car_availability_idx');
    expect(names.filter((name) => /_count_(inserted|deleted)$/.test(name)).sort()).toEqual([
      'cars_count_deleted',
      'cars_count_inserted',
      'reservations_count_deleted',
      'reservations_count_inserted',
    ]);
    const indexColumns =
      dialect === 'postgres'
        ? sql<{ definition: string }>`select indexdef as definition from pg_indexes
            where schemaname = ${schema} and indexname = 'reservations_car_availability_idx'`
        : sql<{ definition: string }>`select sql as definition from sqlite_master
            where name = 'reservations_car_availability_idx'`;
    expect((await indexColumns.execute(database.db)).rows[0]!.definition).toMatch(
      /\(\s*"?car_id"?,\s*"?status"?,\s*"?pick_up_time"?,\s*"?drop_off_time"?\s*\)/,
    );
  });

  it('gives vehicles an optional licence plate that no two share', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0024_image_copy_pixel_widths');
    await fillAsOf0010(database);
    await migrateToLatest(database, schema);
    const db = raw(database);
    await db.updateTable('cars').set({ license_plate: 'AB-123-CD' }).where('id', '=', 1).execute();
    await expect(
      db.updateTable('cars').set({ license_plate: 'AB-123-CD' }).where('id', '=', 2).execute(),
    ).rejects.toThrow(/unique/i);
    // SQLite takes varchar(15) as a type name only; PostgreSQL holds the length.
    if (dialect === 'postgres') {
      await expect(
        db
          .updateTable('cars')
          .set({ license_plate: 'X'.repeat(16) })
          .where('id', '=', 2)
          .execute(),
      ).rejects.toThrow(/too long/);
    }
    const plates = await db.selectFrom('cars').select('license_plate').orderBy('id').execute();
    expect(plates.map(({ license_plate }) => license_plate)).toEqual(['AB-123-CD', null, null]);
  });

  it('gives vehicles optional day and week prices, never 0 or less', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0024_image_copy_pixel_widths');
    await fillAsOf0010(database);
    await migrateToLatest(database, schema);
    const db = raw(database);
    await db
      .updateTable('cars')
      .set({ price_per_day: 8_000, price_per_week: 40_000 })
      .where('id', '=', 1)
      .execute();
    for (const column of ['price_per_day', 'price_per_week'] as const) {
      await expect(
        db
          .updateTable('cars')
          .set({ [column]: 0 })
          .where('id', '=', 2)
          .execute(),
      ).rejects.toThrow(/check/i);
    }
    const prices = await db
      .selectFrom('cars')
      .select(['price_per_day', 'price_per_week'])
      .orderBy('id')
      .execute();
    expect(prices).toEqual([
      { price_per_day: 8_000, price_per_week: 40_000 },
      { price_per_day: null, price_per_week: null },
      { price_per_day: null, price_per_week: null },
    ]);
  });

  it('keeps one row of rental rules and a cancellation fee only on a cancelled reservation', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0024_image_copy_pixel_widths');
    await fillAsOf0010(database);
    await migrateToLatest(database, schema);
    const db = raw(database);
    const rules = {
      id: 1,
      minimum_notice_minutes: 120,
      minimum_rental_hours: 24,
      maximum_rental_hours: 720,
      free_cancellation_hours: 48,
      cancellation_fee_type: 'SHARE',
      cancellation_fee_amount: 0,
      cancellation_fee_percent: 20,
    };
    for (const refused of [
      { id: 2 },
      { minimum_rental_hours: 800 },
      { cancellation_fee_type: 'MAYBE' },
      { cancellation_fee_percent: 101 },
    ]) {
      await expect(
        db
          .insertInto('rental_rules')
          .values({ ...rules, ...refused })
          .execute(),
      ).rejects.toThrow();
    }
    await db.insertInto('rental_rules').values(rules).execute();
    expect(await db.selectFrom('rental_rules').selectAll().execute()).toEqual([rules]);

    const [reservation] = await db
      .selectFrom('reservations')
      .select(['id', 'total_price'])
      .orderBy('id')
      .limit(1)
      .execute();
    const setFee = (fee: number, status: string) =>
      db
        .updateTable('reservations')
        .set({ status, cancellation_fee: fee })
        .where('id', '=', reservation!.id)
        .execute();
    await expect(setFee(0, 'CREATED')).rejects.toThrow(/check/i);
    await expect(setFee(Number(reservation!.total_price) + 1, 'CANCELLED')).rejects.toThrow(
      /check/i,
    );
    await setFee(Number(reservation!.total_price), 'CANCELLED');
  });
});

describe.each(POSTGRES_ONLY)('migrating one schema of a shared %s database', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('reads only its own schema, so schemas dropped meanwhile cannot fail it', async () => {
    const ours = temporaryDatabase(dialect, cleanups);
    const other = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(other.database, other.schema);
    await migrateToLatest(ours.database, ours.schema);
    const tables = await ours.database.db.introspection.getTables({
      withInternalKyselyTables: true,
    });
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours.schema]));
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'cars']),
    );
    // Dropping the other schema while ours migrates again leaves ours well.
    await Promise.all([
      sql`drop schema ${sql.id(other.schema)} cascade`.execute(other.database.db),
      migrateToLatest(ours.database, ours.schema),
    ]);
  });
});

describe.each(POSTGRES_ONLY)('no overlapping reservations on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function bookedDatabase() {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const { db } = database;
    await db
      .insertInto('cars')
      .values([existingCar(1, 'One', 1000), existingCar(2, 'Two', 1000)].map(atFirstBranch))
      .execute();
    await db.insertInto('users').values(existingUser(1, 'customer@example.com')).execute();
    await insert(database, 1, 'CREATED', '2030-01-01T10:00:00', '2030-01-01T12:00:00');
    return database;
  }

  it('compares instants, not the local times of two zones', async () => {
    // Booked 10:00-12:00 UTC.
    const database = await bookedDatabase();
    // 05:00-05:30 in Chicago (UTC-6) is 11:00-11:30 UTC: it overlaps, though its text does not.
    await expect(
      insert(database, 1, 'CREATED', '2030-01-01T11:00:00', '2030-01-01T11:30:00', {
        local: ['2030-01-01T05:00:00', '2030-01-01T05:30:00'],
      }),
    ).rejects.toMatchObject(refusal);
    // 11:00 in New York (UTC-5) is 16:00 UTC: after the booking, though its text is within it.
    await insert(database, 1, 'CREATED', '2030-01-01T16:00:00', '2030-01-01T16:30:00', {
      local: ['2030-01-01T11:00:00', '2030-01-01T11:30:00'],
    });
  });

  /**
   * A reservation whose times are UTC wall-clock ones (its instants; `local` the text shown), or,
   * `before0025`, one without instants.
   */
  const insert = (
    database: Database,
    carId: number,
    status: string,
    pickUpTime: string,
    dropOffTime: string,
    { before0025 = false, local }: { before0025?: boolean; local?: [string, string] } = {},
  ) =>
    before0025
      ? sql`insert into reservations (car_id, user_id, pick_up_time, drop_off_time,
          pick_up_location, drop_off_location, status, total_price)
          values (${carId}, 1, ${pickUpTime}, ${dropOffTime}, 'A', 'B', ${status}, 2000)`.execute(
          database.db,
        )
      : sql`insert into reservations (car_id, user_id, pick_up_time, drop_off_time, pick_up_at,
          drop_off_at, pick_up_location, drop_off_location, status, total_price)
          values (${carId}, 1, ${local?.[0] ?? pickUpTime}, ${local?.[1] ?? dropOffTime},
            ${pickUpTime}, ${dropOffTime}, 'A', 'B', ${status}, 2000)`.execute(database.db);

  const refusal = { code: '23P01', constraint: 'reservations_no_overlap' };

  it('refuses a CREATED reservation overlapping another of the same car, touching ends included', async () => {
    const database = await bookedDatabase();
    for (const [pickUp, dropOff] of [
      ['2030-01-01T11:00:00', '2030-01-01T11:30:00'],
      ['2029-12-31T10:00:00', '2030-01-02T10:00:00'],
      ['2030-01-01T12:00:00', '2030-01-01T14:00:00'],
      ['2030-01-01T08:00:00', '2030-01-01T10:00:00'],
    ]) {
      await expect(insert(database, 1, 'CREATED', pickUp!, dropOff!)).rejects.toMatchObject(
        refusal,
      );
    }
    // Nor can a cancelled one come back over it.
    await insert(database, 1, 'CANCELLED', '2030-01-01T11:00:00', '2030-01-01T13:00:00');
    await expect(
      sql`update reservations set status = 'CREATED' where status = 'CANCELLED'`.execute(
        database.db,
      ),
    ).rejects.toMatchObject(refusal);
  });

  it('accepts overlapping rows that are not CREATED, other cars, and the next second', async () => {
    const database = await bookedDatabase();
    await insert(database, 1, 'CANCELLED', '2030-01-01T11:00:00', '2030-01-01T13:00:00');
    await insert(database, 1, 'DONE', '2030-01-01T10:00:00', '2030-01-01T12:00:00');
    // A row that is not CREATED may even hold reversed times, as old data may.
    await insert(database, 1, 'CANCELLED', '2030-01-05T10:00:00', '2030-01-01T10:00:00');
    await insert(database, 2, 'CREATED', '2030-01-01T10:00:00', '2030-01-01T12:00:00');
    await insert(database, 1, 'CREATED', '2030-01-01T12:00:01', '2030-01-01T14:00:00');
    await insert(database, 1, 'CREATED', '2030-01-01T09:00:00', '2030-01-01T09:59:59');
    const { rows } = await sql<{ n: string }>`select count(*) as n from reservations`.execute(
      database.db,
    );
    expect(Number(rows[0]!.n)).toBe(7);
  });

  it('refuses to migrate stored CREATED reservations that overlap, naming them', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0020_plain_row_counts');
    const { db } = database;
    await db
      .insertInto('cars')
      .values(existingCar(1, 'One', 1000))
      .execute();
    await db.insertInto('users').values(existingUser(1, 'customer@example.com')).execute();
    const old = { before0025: true };
    await insert(database, 1, 'CREATED', '2030-01-01T10:00:00', '2030-01-01T12:00:00', old);
    await insert(database, 1, 'CREATED', '2030-01-01T12:00:00', '2030-01-01T13:00:00', old);
    await insert(database, 1, 'CANCELLED', '2030-01-01T10:00:00', '2030-01-01T12:00:00', old);

    await expect(migrateToLatest(database, schema)).rejects.toThrow(
      /0021_no_overlapping_reservations failed.*ids 1 and 2 overlap\./,
    );

    await sql`update reservations set status = 'CANCELLED' where id = 2`.execute(db);
    await migrateToLatest(database, schema);
    await expect(
      insert(database, 1, 'CREATED', '2030-01-01T11:00:00', '2030-01-01T11:30:00'),
    ).rejects.toMatchObject(refusal);
  });
});

describe.each(DIALECTS)('migrating to branches on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('makes one branch of the shell address, open around the clock, holding every vehicle', async () => {
    const zone = officeTimeZone();
    setOfficeTimeZone('America/Chicago');
    try {
      const { database, schema } = temporaryDatabase(dialect, cleanups);
      await migrateToLatest(database, schema, '0024_image_copy_pixel_widths');
      const { db } = database;
      await db
        .insertInto('cars')
        .values([existingCar(1, 'One', 1000), existingCar(2, 'Two', 1000)])
        .execute();
      await db.insertInto('users').values(existingUser(1, 'customer@example.com')).execute();
      // 10:00 in Chicago in January (UTC-6), 09:00 in July (UTC-5).
      for (const [pickUpTime, dropOffTime] of [
        ['2030-01-01T10:00:00', '2030-01-01T12:00:00'],
        ['2030-07-01T09:00:00', '2030-07-02T09:00:00'],
      ]) {
        await db
          .insertInto('reservations')
          .values({
            carId: 1,
            userId: 1,
            pickUpTime: pickUpTime!,
            dropOffTime: dropOffTime!,
            pickUpLocation: 'Old Airport',
            dropOffLocation: 'Old Station',
            status: 'CREATED',
            totalPrice: 2000,
          })
          .execute();
      }

      await migrateToLatest(database, schema);

      const branches = await db.selectFrom('branches').selectAll().execute();
      expect(branches).toHaveLength(1);
      expect(branches[0]).toMatchObject({
        name: 'Chicago Downtown',
        address: '233 S Wacker Dr',
        city: 'Chicago',
        timeZone: 'America/Chicago',
        oneWayFee: null,
      });
      expect(JSON.parse(branches[0]!.openingHours)).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })),
      );
      const cars = await db.selectFrom('cars').select('branchId').execute();
      expect(cars.map(({ branchId }) => Number(branchId))).toEqual([
        Number(branches[0]!.id),
        Number(branches[0]!.id),
      ]);
      const reservations = await db
        .selectFrom('reservations')
        .select(['pickUpAt', 'dropOffAt', 'pickUpBranchId', 'dropOffLocation'])
        .orderBy('id')
        .execute();
      expect(reservations).toEqual([
        {
          pickUpAt: '2030-01-01T16:00:00',
          dropOffAt: '2030-01-01T18:00:00',
          pickUpBranchId: null,
          dropOffLocation: 'Old Station',
        },
        {
          pickUpAt: '2030-07-01T14:00:00',
          dropOffAt: '2030-07-02T14:00:00',
          pickUpBranchId: null,
          dropOffLocation: 'Old Station',
        },
      ]);
      // A vehicle needs a branch from now on.
      await expect(
        db
          .insertInto('cars')
          .values(existingCar(3, 'Three', 1000))
          .execute(),
      ).rejects.toThrow(/branch_id/);
    } finally {
      setOfficeTimeZone(zone);
    }
  });

  it('keeps driver details in order and drops them with their user', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const { db } = database;
    await db.insertInto('users').values(existingUser(1, 'driver@example.com')).execute();
    const details = {
      userId: 1,
      dateOfBirth: '1990-01-01',
      licenseNumber: 'D-1',
      licenseCountry: 'US',
      licenseIssuedOn: '2010-01-01',
      licenseExpiresOn: '2030-01-01',
    };
    const refused = [
      { licenseExpiresOn: '2009-12-31' },
      { licenseIssuedOn: '1989-12-31' },
      { licenseCountry: 'USA' },
    ];
    for (const change of refused) {
      await expect(
        db
          .insertInto('driverDetails')
          .values({ ...details, ...change })
          .execute(),
      ).rejects.toThrow();
    }
    await db.insertInto('driverDetails').values(details).execute();
    await db.deleteFrom('users').where('id', '=', 1).execute();
    expect(await db.selectFrom('driverDetails').selectAll().execute()).toEqual([]);
  });

  it('raises the calendar sequence with each recorded change and drops the history with its reservation', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const { db } = database;
    await db
      .insertInto('cars')
      .values(atFirstBranch(existingCar(1, 'One', 1000)))
      .execute();
    await db.insertInto('users').values(existingUser(1, 'history@example.com')).execute();
    const { id } = await db
      .insertInto('reservations')
      .values({
        carId: 1,
        userId: 1,
        pickUpTime: '2030-01-01T10:00:00',
        dropOffTime: '2030-01-01T12:00:00',
        pickUpAt: '2030-01-01T10:00:00',
        dropOffAt: '2030-01-01T12:00:00',
        pickUpLocation: 'A',
        dropOffLocation: 'B',
        pickUpBranchId: null,
        dropOffBranchId: null,
        status: 'CREATED',
        totalPrice: 2000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sequence = async () =>
      (
        await db
          .selectFrom('reservations')
          .select('calendarSequence')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).calendarSequence;
    expect(await sequence()).toBe(0);
    const change = { reservationId: id, changedAt: '2029-12-01T09:00:00', fields: '[]' };
    await db
      .insertInto('reservationChanges')
      .values({ ...change, changedBy: 'administrator' })
      .execute();
    await db
      .insertInto('reservationChanges')
      .values({ ...change, changedBy: 'customer' })
      .execute();
    expect(await sequence()).toBe(2);
    await expect(
      db
        .insertInto('reservationChanges')
        .values({ ...change, changedBy: 'nobody' as 'system' })
        .execute(),
    ).rejects.toThrow();
    expect(await sequence()).toBe(2);
    await db.deleteFrom('reservations').where('id', '=', id).execute();
    expect(await db.selectFrom('reservationChanges').selectAll().execute()).toEqual([]);
  });

  it('gives vehicles a young-driver surcharge of both an age and a price, or neither', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const { db } = database;
    const car = atFirstBranch(existingCar(1, 'One', 1000));
    for (const terms of [
      { youngDriverAge: 25 },
      { youngDriverSurchargePerDay: 1000 },
      { youngDriverAge: 25, youngDriverSurchargePerDay: 0 },
      { youngDriverAge: 15, youngDriverSurchargePerDay: 1000 },
    ]) {
      await expect(
        db
          .insertInto('cars')
          .values({ ...car, ...terms })
          .execute(),
      ).rejects.toThrow();
    }
    await db
      .insertInto('cars')
      .values({ ...car, youngDriverAge: 25, youngDriverSurchargePerDay: 1000 })
      .execute();
  });

  it('keeps additional drivers in order and drops them with their reservation', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const { db } = database;
    await db
      .insertInto('cars')
      .values(atFirstBranch(existingCar(1, 'One', 1000)))
      .execute();
    await db.insertInto('users').values(existingUser(1, 'drivers@example.com')).execute();
    const { id } = await db
      .insertInto('reservations')
      .values({
        carId: 1,
        userId: 1,
        pickUpTime: '2030-01-01T10:00:00',
        dropOffTime: '2030-01-01T12:00:00',
        pickUpAt: '2030-01-01T10:00:00',
        dropOffAt: '2030-01-01T12:00:00',
        pickUpLocation: 'A',
        dropOffLocation: 'B',
        pickUpBranchId: null,
        dropOffBranchId: null,
        status: 'CREATED',
        totalPrice: 2000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const driver = {
      reservationId: id,
      position: 1,
      firstName: 'Ada',
      lastName: 'Second',
      dateOfBirth: '1990-01-01',
      licenseNumber: 'D-1',
      licenseCountry: 'US',
      licenseIssuedOn: '2010-01-01',
      licenseExpiresOn: '2030-01-01',
    };
    for (const change of [{ licenseExpiresOn: '2009-12-31' }, { position: 5 }]) {
      await expect(
        db
          .insertInto('additionalDrivers')
          .values({ ...driver, ...change })
          .execute(),
      ).rejects.toThrow();
    }
    await db.insertInto('additionalDrivers').values(driver).execute();
    await expect(db.insertInto('additionalDrivers').values(driver).execute()).rejects.toThrow();
    await db.deleteFrom('reservations').where('id', '=', id).execute();
    expect(await db.selectFrom('additionalDrivers').selectAll().execute()).toEqual([]);
  });

  it('refuses a negative deposit and keeps price lines only with their reservation', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const { db } = database;
    const car = atFirstBranch(existingCar(1, 'One', 1000));
    await expect(
      db
        .insertInto('cars')
        .values({ ...car, deposit: -1 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('cars')
      .values({ ...car, deposit: 25000 })
      .execute();
    await db.insertInto('users').values(existingUser(1, 'lines@example.com')).execute();
    const { id } = await db
      .insertInto('reservations')
      .values({
        carId: 1,
        userId: 1,
        pickUpTime: '2030-01-01T10:00:00',
        dropOffTime: '2030-01-01T12:00:00',
        pickUpAt: '2030-01-01T10:00:00',
        dropOffAt: '2030-01-01T12:00:00',
        pickUpLocation: 'A',
        dropOffLocation: 'B',
        pickUpBranchId: null,
        dropOffBranchId: null,
        status: 'CREATED',
        totalPrice: 2000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = {
      reservationId: id,
      position: 1,
      kind: 'base' as const,
      label: '2 hours x $10.00',
      amount: 2000,
      quantity: 2,
      unit: 'hour' as const,
      unitPrice: 1000,
      percent: null,
      name: null,
      included: null,
    };
    for (const change of [
      { kind: 'gift' as 'base' },
      { unit: 'year' as 'hour' },
      { position: 0 },
    ]) {
      await expect(
        db
          .insertInto('reservationPriceLines')
          .values({ ...line, ...change })
          .execute(),
      ).rejects.toThrow();
    }
    await db.insertInto('reservationPriceLines').values(line).execute();
    await expect(db.insertInto('reservationPriceLines').values(line).execute()).rejects.toThrow();
    await db.deleteFrom('reservations').where('id', '=', id).execute();
    expect(await db.selectFrom('reservationPriceLines').selectAll().execute()).toEqual([]);
  });
});
