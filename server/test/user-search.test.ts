import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { containsText } from '../src/filters.js';
import { userTextSearch } from '../src/users/search.js';
import { DIALECTS, temporaryDatabase } from './helpers.js';

/**
 * The users' `q` search reads its indexes: SQLite's trigram full-text table,
 * PostgreSQL's lower-cased search column. These tests hold both to the answers of testing every
 * user's columns with `containsText`.
 */
describe.each(DIALECTS)('the users text search on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function migratedDatabase(migration?: string): Promise<Database & { schema: string }> {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, migration);
    return Object.assign(database, { schema });
  }

  let nextId = 1;
  const user = (firstName: string, lastName: string, email: string) => ({
    id: nextId++,
    firstName,
    lastName,
    email,
    phoneNumber: '(555) 123-4567',
    address: '1 Search Street',
    zipCode: '12345',
    passwordHash: 'scrypt$not-a-real-hash',
    builtIn: 0,
  });

  const idsFound = async ({ db }: Database, search: string) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where(await userTextSearch(db, dialect, search))
        .orderBy('id')
        .execute()
    ).map(({ id }) => id);

  const idsOfReadingEveryUser = async ({ db }: Database, search: string) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where(containsText(dialect, search, ['firstName', 'lastName', 'email']))
        .orderBy('id')
        .execute()
    ).map(({ id }) => id);

  /**
   * SQLite: FTS5's own check that the full-text table holds exactly the users table's text.
   * (PostgreSQL computes its search column itself.)
   */
  async function expectSearchTableInStep({ db }: Database) {
    if (dialect !== 'sqlite') return;
    await expect(
      sql`insert into users_search (users_search, rank) values ('integrity-check', 1)`.execute(db),
    ).resolves.toBeDefined();
  }

  it('finds the users that reading every user finds, wildcards, quotes and accents included', async () => {
    const database = await migratedDatabase();
    const zoe = user('Zoë', 'Ünal', 'zoe.unal@example.com');
    const ana = user('Ana', '100% Cars', 'ana_b@example.com');
    const quoted = user('Quote"d', "O'Brien", 'quoted@example.com');
    await database.db
      .insertInto('users')
      .values([
        zoe,
        ana,
        quoted,
        user('Anna', '100 Cars', 'annab@example.com'),
        user('Jean', 'ÉCOLE', 'jean@example.com'),
      ])
      .execute();
    // More users share "Bulk" than the full-text lookup serves: those searches read every user.
    const bulk = Array.from({ length: 5001 }, (_, index) =>
      user('Bulk', `Customer ${index}`, `bulk.${index}@example.com`),
    );
    // SQLite binds at most 32,766 values per statement.
    for (let start = 0; start < bulk.length; start += 1000) {
      await database.db
        .insertInto('users')
        .values(bulk.slice(start, start + 1000))
        .execute();
    }

    const searches = [
      ...['Zoë', 'ZOË', 'zoë', 'Ünal', 'ünal', 'ÜNAL', 'école', 'ÉCOLE', 'École'],
      ...['100%', '0% C', '100 ', 'a_b', 'na_', 'a%b', '%', '_', '\\', 'Quote"', '"d', "O'B"],
      // Across two columns: no user has it.
      'ëün',
      ...['BULK', 'customer 4999', 'bulk.5000@', 'EXAMPLE.COM', 'nobody', 'an', 'Zo'],
    ];
    for (const search of searches) {
      expect(await idsFound(database, search), search).toEqual(
        await idsOfReadingEveryUser(database, search),
      );
    }
    // Not vacuous: letter case aside, wildcards taken literally, past the lookup's limit.
    expect(await idsFound(database, 'zoë')).toEqual([zoe.id]);
    expect(await idsFound(database, '0% C')).toEqual([ana.id]);
    expect(await idsFound(database, 'a_b')).toEqual([ana.id]);
    expect(await idsFound(database, 'Quote"')).toEqual([quoted.id]);
    expect(await idsFound(database, 'BULK')).toHaveLength(5001);
  });

  it('finds users as they are after being added, renamed and deleted', async () => {
    const database = await migratedDatabase();
    const { db } = database;
    const added = user('Margaret', 'Hamilton', 'margaret@example.com');
    await db.insertInto('users').values(added).execute();
    expect(await idsFound(database, 'garet')).toEqual([added.id]);

    await db
      .updateTable('users')
      .set({ firstName: 'Maggie', email: 'maggie@example.org' })
      .where('id', '=', added.id)
      .execute();
    expect(await idsFound(database, 'garet')).toEqual([]);
    expect(await idsFound(database, 'aggie@example.org')).toEqual([added.id]);
    expect(await idsFound(database, 'Hamilton')).toEqual([added.id]);
    // A change to other columns leaves the search as it was.
    await db.updateTable('users').set({ zipCode: '54321' }).where('id', '=', added.id).execute();
    expect(await idsFound(database, 'Hamilton')).toEqual([added.id]);
    await expectSearchTableInStep(database);

    await db.deleteFrom('users').where('id', '=', added.id).execute();
    expect(await idsFound(database, 'Hamilton')).toEqual([]);
    await expectSearchTableInStep(database);
  });

  it('finds the users of a database from before the full-text table once migrated', async () => {
    const database = await migratedDatabase('0005_admin_filter_indexes');
    const existing = user('Grace', 'Hopper', 'grace@example.com');
    await database.db.insertInto('users').values(existing).execute();

    await migrateToLatest(database, database.schema);

    expect(await idsFound(database, 'HOPPER')).toEqual([existing.id]);
    await expectSearchTableInStep(database);
  });
});
