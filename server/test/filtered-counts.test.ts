/**
 * A filtered vehicle list's `totalElements` is counted once per change of the vehicles and kept by
 * the server instance (`FilteredCounts`): the kept count must never outlive a change, whichever
 * instance made it, and a filter sent again while nothing changed must not be counted again.
 */
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { FilteredCounts } from '../src/paging.js';
import { DIALECTS, existingCar, temporaryDatabase } from './helpers.js';

/** Prices in cents: cars 1-4 cost $15, cars 5-6 $40. */
const CHEAP_PRICE = 1500;
const DEAR_PRICE = 4000;

describe.each(DIALECTS)('filtered counts on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;
  /** The statements run through `watched` (the counts; the generation is read without plugins). */
  let statementsRun = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    // Called for statements run, not for those only compiled (the key of a count).
    transformResult: async ({ result }) => {
      statementsRun += 1;
      return result;
    },
  };
  const watched = () => database.db.withPlugin(counter);
  const cheapCars = () =>
    watched().selectFrom('cars').selectAll().where('pricePerHour', '<=', 2000);
  const carsNamed = (text: string) =>
    watched().selectFrom('cars').selectAll().where('model', 'like', `%${text}%`);

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
  });

  beforeEach(async () => {
    const { db } = database;
    await db.deleteFrom('cars').execute();
    await db
      .insertInto('cars')
      .values(
        [1, 2, 3, 4, 5, 6].map((id) =>
          existingCar(id, `Model ${id}`, id <= 4 ? CHEAP_PRICE : DEAR_PRICE),
        ),
      )
      .execute();
    statementsRun = 0;
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('counts a filter once while the vehicles do not change', async () => {
    const counts = new FilteredCounts(database.db, 'cars');
    expect(await counts.count(cheapCars())).toBe(4);
    expect(await counts.count(cheapCars())).toBe(4);
    expect(await counts.count(carsNamed('Model'))).toBe(6);
    expect(await counts.count(cheapCars())).toBe(4);
    expect(await counts.count(carsNamed('Model'))).toBe(6);
    expect(statementsRun).toBe(2);
  });

  it('tells filters apart by their values', async () => {
    const counts = new FilteredCounts(database.db, 'cars');
    expect(await counts.count(carsNamed('Model 1'))).toBe(1);
    expect(await counts.count(carsNamed('Model'))).toBe(6);
    expect(await counts.count(carsNamed('Model 6'))).toBe(1);
    expect(await counts.count(carsNamed('Nothing'))).toBe(0);
  });

  it('counts again after every insert, update and delete made behind its back', async () => {
    const { db } = database;
    // The writes go straight to the database, as another server instance's would.
    const counts = new FilteredCounts(db, 'cars');
    expect(await counts.count(cheapCars())).toBe(4);
    await db
      .insertInto('cars')
      .values(existingCar(7, 'Model 7', CHEAP_PRICE))
      .execute();
    expect(await counts.count(cheapCars())).toBe(5);
    await db.updateTable('cars').set({ pricePerHour: DEAR_PRICE }).where('id', '=', 1).execute();
    expect(await counts.count(cheapCars())).toBe(4);
    await db.updateTable('cars').set({ pricePerHour: CHEAP_PRICE }).where('id', '=', 5).execute();
    expect(await counts.count(cheapCars())).toBe(5);
    await db.deleteFrom('cars').where('id', 'in', [2, 3]).execute();
    expect(await counts.count(cheapCars())).toBe(3);
    expect(statementsRun).toBe(5);
  });

  it('keeps its most recently used counts only', async () => {
    const counts = new FilteredCounts(database.db, 'cars', 2);
    await counts.count(carsNamed('Model 1'));
    await counts.count(carsNamed('Model 2'));
    await counts.count(carsNamed('Model 1'));
    // Three filters for two places: the one used longest ago (Model 2) is dropped.
    await counts.count(carsNamed('Model 3'));
    expect(statementsRun).toBe(3);
    await counts.count(carsNamed('Model 1'));
    expect(statementsRun).toBe(3);
    expect(await counts.count(carsNamed('Model 2'))).toBe(1);
    expect(statementsRun).toBe(4);
  });
});
