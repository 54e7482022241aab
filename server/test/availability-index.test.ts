/**
 * The fleet's booked vehicles are found through the interval index of the CREATED reservations'
 * periods, which a B-tree cannot be (it bounds one end of a period only). The index must stay in
 * step with every write, and the query must be one the index can answer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { bookedCarIds } from '../src/reservations/availability.js';
import {
  atFirstBranch,
  DIALECTS,
  existingCar,
  existingUser,
  temporaryDatabase,
} from './helpers.js';

/** A booking whose times are also its instants (an office on UTC). */
const reservation = (id: number, carId: number, pickUpTime: string, dropOffTime: string) => ({
  id,
  carId,
  userId: 1,
  pickUpTime,
  dropOffTime,
  pickUpAt: pickUpTime,
  dropOffAt: dropOffTime,
  pickUpLocation: 'Airport',
  dropOffLocation: 'Station',
  status: 'CREATED',
  totalPrice: 5000,
});

describe.each(DIALECTS)('the booked vehicles of an interval on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;
  const booked = async (pickUpTime: string, dropOffTime: string) => {
    const rows = await bookedCarIds(database, { pickUpTime, dropOffTime }).execute();
    return rows.map((row) => row.carId).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    await database.db.insertInto('users').values(existingUser(1, 'periods@example.com')).execute();
    await database.db
      .insertInto('cars')
      .values([1, 2, 3].map((id) => atFirstBranch(existingCar(id, `Model ${id}`, 1500))))
      .execute();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('follows inserts, moves, cancellations and deletes, to the minute', async () => {
    const { db } = database;
    await db
      .insertInto('reservations')
      .values([
        reservation(1, 1, '2031-05-01T10:00:00', '2031-05-03T10:00:00'),
        reservation(2, 2, '2031-05-03T10:30:00', '2031-05-04T09:15:00'),
      ])
      .execute();
    // Touching ends count; a minute apart does not.
    expect(await booked('2031-05-03T10:00:00', '2031-05-03T10:29:00')).toEqual([1]);
    expect(await booked('2031-05-03T10:01:00', '2031-05-03T10:29:00')).toEqual([]);
    expect(await booked('2031-05-04T09:15:00', '2031-05-05T10:00:00')).toEqual([2]);

    await db.updateTable('reservations').set({ carId: 3 }).where('id', '=', 2).execute();
    expect(await booked('2031-05-04T09:00:00', '2031-05-04T09:10:00')).toEqual([3]);
    await db
      .updateTable('reservations')
      .set({
        pickUpTime: '2031-06-01T10:00:00',
        dropOffTime: '2031-06-02T10:00:00',
        pickUpAt: '2031-06-01T10:00:00',
        dropOffAt: '2031-06-02T10:00:00',
      })
      .where('id', '=', 1)
      .execute();
    expect(await booked('2031-05-01T10:00:00', '2031-05-02T10:00:00')).toEqual([]);
    expect(await booked('2031-06-02T10:00:00', '2031-06-03T10:00:00')).toEqual([1]);

    await db.updateTable('reservations').set({ status: 'CANCELLED' }).where('id', '=', 1).execute();
    expect(await booked('2031-06-01T00:00:00', '2031-06-30T00:00:00')).toEqual([]);
    await db.updateTable('reservations').set({ status: 'CREATED' }).where('id', '=', 1).execute();
    expect(await booked('2031-06-01T00:00:00', '2031-06-30T00:00:00')).toEqual([1]);

    await db.deleteFrom('reservations').where('id', 'in', [1, 2]).execute();
    expect(await booked('2031-01-01T00:00:00', '2031-12-31T00:00:00')).toEqual([]);
  });

  it('asks the interval index, not a scan of the upcoming reservations', async () => {
    const query = bookedCarIds(database, {
      pickUpTime: '2031-05-01T10:00:00',
      dropOffTime: '2031-05-02T10:00:00',
    }).compile();
    if (dialect === 'sqlite') {
      const plan = await database.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
        /reservation_periods VIRTUAL TABLE/,
      );
      return;
    }
    const plan = await database.db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const result = await connection.executeQuery({ ...query, sql: `explain ${query.sql}` });
      await sql`reset enable_seqscan`.execute(connection);
      return (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/reservations_created_period_gist_idx/);
  });
});
