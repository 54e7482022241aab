/**
 * The database holds that no two seasons share a day: against writers racing past the code's
 * check, and against rows written straight into it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import {
  call,
  DIALECTS,
  loginAdmin,
  startTestServer,
  temporaryDatabase,
  type TestServer,
} from './helpers.js';

describe.each(DIALECTS)('simultaneous overlapping seasons on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.destroy());

  it('20 at once, all sharing 15 July: exactly one is created, the others 409 naming it', async () => {
    const admin = await loginAdmin(server.api);
    // Warm up connections and the token check so that the writes really arrive together.
    await call(`${server.api}/user`, { token: admin });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(`${server.api}/seasons/admin`, {
          method: 'POST',
          token: admin,
          json: {
            name: `Race ${index}`,
            startDate: `2301-07-${String(1 + (index % 14)).padStart(2, '0')}`,
            endDate: `2301-07-${String(15 + (index % 14)).padStart(2, '0')}`,
            percent: 10 + index,
          },
        }),
      ),
    );

    const created = responses.filter((response) => response.status === 201);
    expect(created).toHaveLength(1);
    const seasons = await call(`${server.api}/seasons/admin`, { token: admin });
    expect(seasons.body).toEqual([expect.objectContaining({ id: created[0]!.body.id })]);
    const [winner] = seasons.body as { name: string; startDate: string; endDate: string }[];
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.status)).toEqual(Array(19).fill(409));
    for (const response of refused) {
      expect(response.body.message).toBe(
        `Overlaps the season ${winner!.name} (${winner!.startDate} to ${winner!.endDate})`,
      );
    }
  });
});

describe.each(DIALECTS)('season rows written straight into the database on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;
  // PostgreSQL's exclusion constraint, or SQLite's trigger: either refuses the write.
  const refusal =
    dialect === 'postgres'
      ? { code: '23P01' }
      : { code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'seasons_no_overlap' };
  const season = (name: string, startDate: string, endDate: string) =>
    database.db.insertInto('seasons').values({ name, startDate, endDate, percent: 20 }).execute();

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    await season('Summer', '2031-07-01', '2031-08-31');
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('refuses a season sharing a day with another, first and last days included', async () => {
    for (const [start, end] of [
      ['2031-08-31', '2031-09-10'],
      ['2031-06-01', '2031-07-01'],
      ['2031-07-10', '2031-07-10'],
      ['2031-01-01', '2031-12-31'],
    ]) {
      await expect(season('Peak', start!, end!)).rejects.toMatchObject(refusal);
    }
  });

  it('refuses moving a season onto another, and lets one move within its own days', async () => {
    await season('Autumn', '2031-09-01', '2031-09-30');
    await expect(
      sql`update seasons set start_date = '2031-08-15' where name = 'Autumn'`.execute(database.db),
    ).rejects.toMatchObject(refusal);
    await sql`update seasons set end_date = '2031-08-30' where name = 'Summer'`.execute(
      database.db,
    );
    await season('Late summer', '2031-08-31', '2031-08-31');
    const { rows } = await sql<{ n: string }>`select count(*) as n from seasons`.execute(
      database.db,
    );
    expect(Number(rows[0]!.n)).toBe(3);
  });

  it('refuses an end before the start and a percentage of 0', async () => {
    await expect(season('Backwards', '2032-02-10', '2032-02-01')).rejects.toThrow();
    await expect(
      database.db
        .insertInto('seasons')
        .values({ name: 'Flat', startDate: '2033-01-01', endDate: '2033-01-02', percent: 0 })
        .execute(),
    ).rejects.toThrow();
  });
});
