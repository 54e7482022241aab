import { createHash } from 'node:crypto';
import { DEMO_ADMIN } from '@rentacar/demo-data';
import { sql } from 'kysely';
import type { InitialAdmin } from '../config.js';
import { createOrPromoteAdministrator, hasAdministrator } from './administrators.js';
import { openDatabase, type Database, type DatabaseOptions } from './database.js';
import { migrateToLatest } from './migrations/index.js';
import { seedIfEmpty } from './seed.js';

export interface StartupWork {
  schema: string;
  seedDemoData: boolean;
  initialAdmin: InitialAdmin | undefined;
}

/** Per schema, so deployments (and tests) in other schemas of the database do not wait. */
function startupLockKey(schema: string): string {
  const digest = createHash('sha256').update(`rentacar startup ${schema}`).digest();
  return digest.readBigInt64BE(0).toString();
}

/** Under the schema's lock (a session lock on one connection): instances started together wait. */
async function migrateUnderStartupLock<Result>(
  database: Database,
  schema: string,
  work: () => Promise<Result>,
): Promise<Result> {
  const migrateThenWork = async () => {
    await migrateToLatest(database, schema);
    return work();
  };
  // SQLite: one file, one server process (BEGIN IMMEDIATE serialises the rare second writer).
  if (database.dialect !== 'postgres') return migrateThenWork();
  const key = startupLockKey(schema);
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(connection);
    try {
      return await migrateThenWork();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}

export interface PreparedDatabase {
  /** Whether the demo accounts (with their published passwords) exist. */
  hasDemoAccounts: boolean;
  hasAdministrator: boolean;
}

/** Migrates, then seeds the demo data when asked and the first administrator when none exists. */
export async function prepareDatabase(
  database: Database,
  work: StartupWork,
): Promise<PreparedDatabase> {
  return migrateUnderStartupLock(database, work.schema, async () => {
    if (work.seedDemoData) await seedIfEmpty(database);
    let administratorExists = await hasAdministrator(database.db);
    if (work.initialAdmin !== undefined && !administratorExists) {
      const { email, password } = work.initialAdmin;
      await createOrPromoteAdministrator(database.db, email, password);
      administratorExists = true;
    }
    const demoAdmin = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ADMIN.email)
      .where('builtIn', '=', 1)
      .executeTakeFirst();
    return { hasDemoAccounts: demoAdmin !== undefined, hasAdministrator: administratorExists };
  });
}

/** Opens the configured database at the newest schema for `work` (under the startup lock), then closes it. */
export async function withMigratedDatabase<Result>(
  options: DatabaseOptions,
  work: (database: Database) => Promise<Result>,
): Promise<Result> {
  const database = openDatabase(options);
  try {
    return await migrateUnderStartupLock(database, options.databaseSchema, () => work(database));
  } finally {
    await database.close();
  }
}
