/**
 * Every page of a list is what the plain `order by ... limit ... offset` query answers, from
 * either end of the sort index and through the deferred join far from both ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { fetchPage, type Direction } from '../src/paging.js';
import { atFirstBranch, DIALECTS, existingCar, temporaryDatabase } from './helpers.js';

const CARS = 2_600;

describe.each(DIALECTS)('pages on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    const rows = Array.from({ length: CARS }, (_, index) => ({
      // Few distinct prices and ages: most rows tie on the sort column and are ordered by id.
      ...atFirstBranch(
        existingCar(index + 1, `Model ${(index * 7919) % CARS}`, 1000 + (index % 13) * 100),
      ),
      age: index % 5,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await database.db
        .insertInto('cars')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const sorts = ['pricePerHour', 'age', 'model', 'id'] as const;
  const directions: Direction[] = ['ASC', 'DESC'];
  // Near the start, the deferred join from the start, the middle, from the end, the last page.
  const offsets = [0, 10, 1_030, 1_290, 1_300, 1_570, 2_590, 2_600];

  it.each(sorts.flatMap((sort) => directions.map((direction) => [sort, direction] as const)))(
    'sorted by %s %s, every page matches the plain offset query',
    async (sort, direction) => {
      const query = database.db.selectFrom('cars').selectAll();
      for (const offset of offsets) {
        const size = 10;
        const page = offset / size;
        const answered = await fetchPage(query, { page, size, sort, direction }, (rows) =>
          rows.map((row) => row.id),
        );
        const expected = await query
          .select('id')
          .orderBy(sort, direction === 'ASC' ? 'asc' : 'desc')
          .orderBy('id', 'asc')
          .limit(size)
          .offset(offset)
          .execute();
        expect(answered.content, `offset ${offset}`).toEqual(expected.map((row) => row.id));
        expect(answered.totalElements).toBe(CARS);
      }
    },
  );
});
