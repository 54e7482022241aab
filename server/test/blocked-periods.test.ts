/**
 * The database holds that a vehicle's CREATED reservations and blocked periods never overlap
 * (closed periods on the instants): against writers racing past the code's check, and against
 * rows written straight into it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import {
  booking,
  call,
  DIALECTS,
  loginAdmin,
  registerCustomer,
  startTestServer,
  temporaryDatabase,
  type TestServer,
  rawRows,
} from './helpers.js';

interface Period {
  start: string;
  end: string;
}

const overlapping = (a: Period, b: Period) => a.start <= b.end && b.start <= a.end;

describe.each(DIALECTS)('simultaneous bookings and blocks of one vehicle on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.destroy());

  it('50 at once, each clashing with its neighbours: none of those written overlap', async () => {
    const admin = await loginAdmin(server.api);
    const customer = await registerCustomer(server.api);
    const carId = 10;
    // Warm up connections and token checks so that the writes really arrive together.
    await Promise.all(
      [admin, customer.token].map((token) => call(`${server.api}/user`, { token })),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        // Two days from day 900 + index % 10: each period touches or overlaps the next ones.
        const times = booking(900 + (index % 10), 902 + (index % 10));
        return index % 2 === 0
          ? call(`${server.api}/reservations/add?carId=${carId}`, {
              method: 'POST',
              token: customer.token,
              json: times,
            })
          : call(`${server.api}/blocks/admin`, {
              method: 'POST',
              token: admin,
              json: { carId, start: times.pickUpTime, end: times.dropOffTime, reason: 'Race' },
            });
      }),
    );

    for (const [index, response] of responses.entries()) {
      const refused = index % 2 === 0 ? 400 : 409;
      expect([201, refused]).toContain(response.status);
      if (response.status === 400) {
        expect(response.body.message).toBe('Car is not available for selected time');
      }
      if (response.status === 409) {
        expect([
          'The vehicle is booked in this period: move or cancel these reservations first',
          'The vehicle is already blocked in this period',
          // A write the check could not yet see, refused by the database.
          'Car is not available for selected time',
        ]).toContain(response.body.message);
      }
    }
    expect(responses.some((response) => response.status === 201)).toBe(true);

    const reservations = await call(
      `${server.api}/reservations/admin/all/pages?carId=${carId}&status=CREATED&size=100`,
      { token: admin },
    );
    const blocks = await call(`${server.api}/blocks/admin?carId=${carId}`, { token: admin });
    const periods: Period[] = [
      ...reservations.body.content
        .filter(
          (reservation: { pickUpLocation: string }) =>
            reservation.pickUpLocation === 'Test Airport',
        )
        .map((reservation: { pickUpTime: string; dropOffTime: string }) => ({
          start: reservation.pickUpTime,
          end: reservation.dropOffTime,
        })),
      ...blocks.body,
    ];
    expect(periods).toHaveLength(responses.filter((response) => response.status === 201).length);
    for (const [index, period] of periods.entries()) {
      for (const other of periods.slice(index + 1)) expect(overlapping(period, other)).toBe(false);
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

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    await ownerAndTwoCars();
    await reservation(1, '2031-01-01T10:00:00', '2031-01-01T12:00:00');
    await block(1, '2031-01-02T10:00:00', '2031-01-02T12:00:00');
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('refuses a blocked period over a CREATED reservation or another block, touching ends included', async () => {
    for (const [start, end] of [
      ['2031-01-01T11:00:00', '2031-01-01T11:30:00'],
      ['2031-01-01T12:00:00', '2031-01-01T14:00:00'],
      ['2031-01-02T08:00:00', '2031-01-02T10:00:00'],
      ['2031-01-01T09:00:00', '2031-01-03T09:00:00'],
    ]) {
      await expect(block(1, start!, end!)).rejects.toMatchObject(refusal);
    }
  });

  it('refuses a CREATED reservation over a block, and a cancelled one coming back over it', async () => {
    await expect(
      reservation(1, '2031-01-02T11:00:00', '2031-01-02T13:00:00'),
    ).rejects.toMatchObject(refusal);
    await reservation(1, '2031-01-02T11:00:00', '2031-01-02T13:00:00', 'CANCELLED');
    await expect(
      sql`update reservations set status = 'CREATED' where status = 'CANCELLED'`.execute(
        database.db,
      ),
    ).rejects.toMatchObject(refusal);
  });

  it('refuses moving a block onto a reservation', async () => {
    await expect(
      sql`update blocked_periods set start_at = '2031-01-01T11:00:00' where car_id = 1`.execute(
        database.db,
      ),
    ).rejects.toMatchObject(refusal);
  });

  it('accepts the next second, another vehicle, and a block freed by a cancellation', async () => {
    await block(1, '2031-01-01T12:00:01', '2031-01-01T13:00:00');
    await block(2, '2031-01-01T10:00:00', '2031-01-01T12:00:00');
    await reservation(1, '2031-01-02T12:00:01', '2031-01-02T13:00:00');
    await sql`update reservations set status = 'CANCELLED' where pick_up_at = '2031-01-01T10:00:00'`.execute(
      database.db,
    );
    await block(1, '2031-01-01T10:00:00', '2031-01-01T11:00:00');
    const { rows } = await sql<{ n: string }>`select count(*) as n from blocked_periods`.execute(
      database.db,
    );
    expect(Number(rows[0]!.n)).toBe(4);
  });
});
