/**
 * The availability filter reads reservations by span class (`longestSpanOfClass`), which the
 * database keeps itself: SQLite by triggers (migration 0006), PostgreSQL by a generated column
 * until migration 0017 and by a trigger since. Every row, whenever and however written, must hold
 * the class of its own dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { longestSpanOfClass } from '../src/db/schema.js';
import { DIALECTS, existingCar, existingUser, temporaryDatabase } from './helpers.js';

const DAY_MS = 86_400_000;

/** The class of the calendar days from `pickUpTime`'s date to `dropOffTime`'s, worked out here. */
function expectedSpanClass(pickUpTime: string, dropOffTime: string) {
  const dateOf = (time: string) => Date.parse(`${time.slice(0, 10)}T00:00:00Z`);
  const span = Math.round((dateOf(dropOffTime) - dateOf(pickUpTime)) / DAY_MS);
  let spanClass = 0;
  while (span > longestSpanOfClass(spanClass)) spanClass += 1;
  return spanClass;
}

/** Pick-up and drop-off times around each class's edges, a leap day and a year's end. */
const PERIODS: [pickUpTime: string, dropOffTime: string][] = [
  ['2030-01-01T10:00:00', '2030-01-01T18:00:00'],
  ['2030-01-01T23:00:00', '2030-01-02T01:00:00'],
  ['2030-01-01T10:00:00', '2030-01-03T10:00:00'],
  ['2030-01-01T10:00:00', '2030-01-04T10:00:00'],
  ['2030-01-01T10:00:00', '2030-01-07T10:00:00'],
  ['2030-01-01T10:00:00', '2030-01-08T10:00:00'],
  ['2028-02-27T10:00:00', '2028-03-01T10:00:00'],
  ['2030-12-30T10:00:00', '2031-01-14T10:00:00'],
  ['2030-01-01T10:00:00', '2031-03-01T10:00:00'],
  ['2030-01-01T10:00:00', '2038-06-30T10:00:00'],
  // Never CREATED: a drop-off before the pick-up is class 0.
  ['2030-01-05T10:00:00', '2030-01-01T10:00:00'],
];

describe.each(DIALECTS)('span classes on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;

  const book = (id: number, [pickUpTime, dropOffTime]: [string, string]) =>
    database.db
      .insertInto('reservations')
      .values({
        id,
        carId: 1,
        userId: 1,
        pickUpTime,
        dropOffTime,
        pickUpLocation: 'Airport',
        dropOffLocation: 'Station',
        status: 'CANCELLED',
        totalPrice: 5000,
      })
      .execute();

  /** Every row's stored class next to the class of its dates. */
  async function storedAndExpected() {
    const rows = await database.db
      .selectFrom('reservations')
      .select(['id', 'pickUpTime', 'dropOffTime', 'spanClass'])
      .orderBy('id')
      .execute();
    return rows.map(({ id, pickUpTime, dropOffTime, spanClass }) => ({
      id,
      stored: spanClass,
      expected: expectedSpanClass(pickUpTime, dropOffTime),
    }));
  }

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    // Rows written before migration 0017, by the schema of that time.
    await migrateToLatest(database, temporary.schema, '0016_timed_generations');
    await database.db.insertInto('users').values(existingUser(1, 'spans@example.com')).execute();
    await database.db
      .insertInto('cars')
      .values(existingCar(1, 'Model 1', 1500))
      .execute();
    for (const [index, period] of PERIODS.entries()) await book(index + 1, period);
    await migrateToLatest(database, temporary.schema);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps the class of rows written before the migration', async () => {
    const rows = await storedAndExpected();
    expect(rows.map(({ expected }) => expected)).toEqual([0, 1, 1, 2, 2, 3, 2, 4, 8, 11, 0]);
    for (const row of rows) expect(row).toEqual({ ...row, stored: row.expected });
  });

  it('classes new rows and rows whose dates change', async () => {
    for (const [index, period] of PERIODS.entries()) await book(100 + index, period);
    // Each row takes another row's dates, so every class changes somewhere.
    for (const [index, [pickUpTime, dropOffTime]] of PERIODS.entries()) {
      await database.db
        .updateTable('reservations')
        .set({ pickUpTime, dropOffTime })
        .where('id', '=', ((index + 1) % PERIODS.length) + 1)
        .execute();
    }
    // Only the drop-off moves: 0 days becomes 20 (class 4).
    await database.db
      .updateTable('reservations')
      .set({ dropOffTime: '2030-01-21T10:00:00' })
      .where('id', '=', 100)
      .execute();
    const rows = await storedAndExpected();
    expect(rows.find(({ id }) => id === 100)?.stored).toBe(4);
    for (const row of rows) expect(row).toEqual({ ...row, stored: row.expected });
  });
});
