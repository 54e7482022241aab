export type DatabaseName = 'sqlite' | 'postgres';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** SQLite always; PostgreSQL as well in CI or when DATABASE_URL names one (then it must work). */
export const DATABASES: DatabaseName[] =
  process.env.CI !== undefined || process.env.DATABASE_URL !== undefined
    ? ['sqlite', 'postgres']
    : ['sqlite'];

/**
 * The database of what does not depend on one: journeys that read and write no rows of their own
 * (pages as sent and hydrated, titles, typing before hydration, the language) and every axe check
 * (both databases serve the same seed through the same contract, so a page's DOM is the same).
 */
export const ONE_DATABASE: DatabaseName = 'sqlite';

/** The tag of a journey run on `ONE_DATABASE` only. */
export const ONE_DATABASE_TAG = '@one-database';
