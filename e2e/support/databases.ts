export type DatabaseName = 'sqlite' | 'postgres';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** SQLite always; PostgreSQL as well in CI or when DATABASE_URL names one (then it must work). */
export const DATABASES: DatabaseName[] =
  process.env.CI !== undefined || process.env.DATABASE_URL !== undefined
    ? ['sqlite', 'postgres']
    : ['sqlite'];
