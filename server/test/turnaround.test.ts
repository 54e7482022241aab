/**
 * A vehicle's turnaround joins the database's no-overlap guarantee: racing bookings never come
 * closer than it, and rows written straight into the database inside a turnaround are refused.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import {
  call,
  DIALECTS,
  loginAdmin,
  payloadTime,
  rawRows,
  registerCustomer,
  startTestServer,
  temporaryDatabase,
  uploadPng,
  VEHICLE_INPUT,
  type TestServer,
} from './helpers.js';

const TURNAROUND_MINUTES = 120;
const MINUTE_MS = 60_000;

/** The minutes from one local time of the office to another (the test server's office is UTC). */
const minutesBetween = (from: string, to: string) =>
  (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / MINUTE_MS;

describe.each(DIALECTS)('a vehicle with a turnaround on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let carId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect, { turnaroundMinutes: TURNAROUND_MINUTES });
    admin = await loginAdmin(server.api);
    const upload = await uploadPng(server.api, admin);
    const model = 'Turnaround Car';
    const created = await call(`${server.api}/car/admin/${upload.body.imageId}/add`, {
      method: 'POST',
      token: admin,
      json: { ...VEHICLE_INPUT, model },
    });
    expect(created.status).toBe(201);
    const all = await call(`${server.api}/car/visitors/all`);
    carId = all.body.find((vehicle: { model: string }) => vehicle.model === model).id;
  });
  afterAll(() => server.destroy());

  it("takes a new vehicle's turnaround from TURNAROUND_MINUTES", async () => {
    const vehicle = await call(`${server.api}/car/visitors/${carId}`);
    expect(vehicle.body.turnaroundMinutes).toBe(TURNAROUND_MINUTES);
  });

  it("50 bookings at once, each within its neighbours' turnaround: none written closer", async () => {
    const customer = await registerCustomer(server.api);
    await call(`${server.api}/user`, { token: customer.token });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        // 23 hours from day 900 + index % 10: the next day's starts an hour after its drop-off.
        const day = 900 + (index % 10);
        return call(`${server.api}/reservations/add?carId=${carId}`, {
          method: 'POST',
          token: customer.token,
          json: {
            pickUpTime: payloadTime(day, 10),
            dropOffTime: payloadTime(day + 1, 9),
            pickUpLocation: 'Test Airport',
            dropOffLocation: 'Test Station',
          },
        });
      }),
    );
    for (const response of responses) {
      expect([201, 400]).toContain(response.status);
      if (response.status === 400) {
        expect(response.body.message).toBe('Car is not available for selected time');
      }
    }
    const written = responses.filter((response) => response.status === 201).length;
    expect(written).toBeGreaterThan(0);

    const reservations = await call(
      `${server.api}/reservations/admin/all/pages?carId=${carId}&status=CREATED&size=100&sort=pickUpTime&direction=ASC`,
      { token: admin },
    );
    const periods: { pickUpTime: string; dropOffTime: string }[] = reservations.body.content;
    expect(periods).toHaveLength(written);
    for (const [index, period] of periods.slice(1).entries()) {
      expect(minutesBetween(periods[index]!.dropOffTime, period.pickUpTime)).toBeGreaterThanOrEqual(
        TURNAROUND_MINUTES,
      );
    }
  });
});

describe.each(DIALECTS)('rows written straight into the database on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;
  // PostgreSQL's exclusion constraint, or SQLite's trigger: either refuses the write.
  const refusal =
    dialect === 'postgres'
      ? { code: '23P01' }
      : { code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'vehicle_occupancy_no_overlap' };

  const { ownerAndTwoCars, reservation, block } = rawRows(() => database);
  const setTurnaround = (carId: number, minutes: number) =>
    sql`update cars set turnaround_minutes = ${minutes} where id = ${carId}`.execute(database.db);

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    await ownerAndTwoCars();
    await setTurnaround(1, 60);
    await reservation(1, '2031-01-01T10:00:00', '2031-01-01T12:00:00');
    await block(1, '2031-01-02T10:00:00', '2031-01-02T12:00:00');
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('refuses a reservation or a block starting within a turnaround', async () => {
    await expect(
      reservation(1, '2031-01-01T12:30:00', '2031-01-01T14:00:00'),
    ).rejects.toMatchObject(refusal);
    await expect(
      reservation(1, '2031-01-01T12:59:59', '2031-01-01T14:00:00'),
    ).rejects.toMatchObject(refusal);
    await expect(block(1, '2031-01-01T12:01:00', '2031-01-01T12:30:00')).rejects.toMatchObject(
      refusal,
    );
  });

  it('refuses a reservation whose turnaround runs into a later one or a block', async () => {
    await expect(
      reservation(1, '2031-01-01T08:00:00', '2031-01-01T09:30:00'),
    ).rejects.toMatchObject(refusal);
    await expect(
      reservation(1, '2031-01-02T07:00:00', '2031-01-02T09:01:00'),
    ).rejects.toMatchObject(refusal);
  });

  it('refuses a longer turnaround the reservations are too close for, takes a shorter one', async () => {
    await reservation(1, '2031-01-01T13:00:00', '2031-01-01T14:00:00');
    await expect(setTurnaround(1, 61)).rejects.toMatchObject(refusal);
    await setTurnaround(1, 30);
    await reservation(1, '2031-01-01T14:30:00', '2031-01-01T15:00:00');
    const { rows } = await sql<{ minutes: number }>`
      select turnaround_minutes as minutes from cars where id = 1`.execute(database.db);
    expect(Number(rows[0]!.minutes)).toBe(30);
  });

  it('accepts a period as the turnaround ends, and a vehicle without one right after', async () => {
    await block(1, '2031-01-01T15:30:00', '2031-01-01T16:00:00');
    await reservation(2, '2031-01-01T10:00:00', '2031-01-01T12:00:00');
    await reservation(2, '2031-01-01T12:00:01', '2031-01-01T13:00:00');
    const { rows } = await sql<{ n: string }>`select count(*) as n from reservations`.execute(
      database.db,
    );
    expect(Number(rows[0]!.n)).toBe(5);
  });
});
