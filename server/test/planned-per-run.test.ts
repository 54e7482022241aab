/**
 * PostgreSQL runs each parameterised text as a named prepared statement and, after five runs,
 * may keep one generic plan for every value: for a text search that plan read every vehicle
 * through the trigram index. Statements whose plan depends on their values are marked
 * `PLANNED_PER_RUN` and must never be prepared (each run is planned for its values), while plain
 * lookups stay prepared. SQLite plans each run by itself; there the marked search must simply
 * answer every pattern right.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { containsText } from '../src/filters.js';
import { DIALECTS, existingCar, temporaryDatabase } from './helpers.js';

describe.each(DIALECTS)('statements planned per run on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;

  beforeAll(async () => {
    // One connection, so the prepared statements read below are the ones the queries made.
    const temporary = temporaryDatabase(dialect, cleanups, { databasePoolMax: 1 });
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    await database.db
      .insertInto('cars')
      .values(
        ['Sedan', 'Sedan Plus', 'Van'].map((model, index) => existingCar(index + 1, model, 1500)),
      )
      .execute();
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const modelsContaining = async (search: string) =>
    (
      await database.db
        .selectFrom('cars')
        .select('model')
        .where(containsText(dialect, search, ['model']))
        .orderBy('id')
        .execute()
    ).map(({ model }) => model);

  it('answers every pattern of a search run after run, and never prepares it', async () => {
    // More runs than PostgreSQL plans for their values before it may keep a generic plan.
    for (let run = 0; run < 4; run++) {
      expect(await modelsContaining('sedan')).toEqual(['Sedan', 'Sedan Plus']);
      expect(await modelsContaining('van')).toEqual(['Van']);
      expect(await modelsContaining('plus')).toEqual(['Sedan Plus']);
    }
    const lookup = () =>
      database.db.selectFrom('cars').select('model').where('id', '=', 3).executeTakeFirst();
    expect(await lookup()).toEqual({ model: 'Van' });
    if (dialect !== 'postgres') return;
    const { rows } = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements`.execute(database.db);
    const statements = rows.map(({ statement }) => statement);
    expect(statements.filter((statement) => statement.includes('ilike'))).toEqual([]);
    expect(statements).toContainEqual(expect.stringContaining('where "id" = $1'));
  });
});
