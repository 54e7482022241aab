/** What every database benchmark does around its measurements. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../src/index.js';
import type { Database } from '../src/db/database.js';
import { withMigratedDatabase } from '../src/db/startup.js';
import { postgresReachable } from '../test/helpers.js';
import { startServerProcess } from './server-process.js';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** BENCH_DATABASES: `sqlite`, `postgres` or both (the default), comma-separated. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');

type DatabaseOverrides = Partial<ServerConfig>;

/**
 * Runs `measure` on SQLite and, when reachable, on PostgreSQL (DATABASE_URL or the local default)
 * in a throw-away schema dropped afterwards; BENCH_DATABASES keeps one of them.
 */
export async function onEachDatabase(
  measure: (label: string, overrides: DatabaseOverrides) => Promise<void>,
) {
  if (DATABASES.includes('sqlite')) await measure('SQLite', { databaseUrl: undefined });
  if (!DATABASES.includes('postgres')) return;
  if (!(await postgresReachable())) {
    console.log(`\nPostgreSQL not reachable at ${POSTGRES_URL}: skipped.`);
    return;
  }
  const databaseSchema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await measure('PostgreSQL', { databaseUrl: POSTGRES_URL, databaseSchema });
  } finally {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists "${databaseSchema}" cascade`);
    await client.end();
  }
}

/**
 * A temporary database filled by `seed`, whose settings `run` gets to start servers on; everything
 * is removed afterwards.
 */
export async function withSeededDatabase(
  overrides: DatabaseOverrides,
  seed: (database: Database) => Promise<void>,
  run: (config: ServerConfig) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-bench-'));
  const config = { ...loadConfig({}), ...overrides, dataDir, logLevel: 'warn' as const };
  try {
    await withMigratedDatabase(config, seed);
    await run(config);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A temporary database filled by `seed`, served by the server in its own process while `run`
 * measures it through `api` (the base URL with `/api`); everything is removed afterwards.
 */
export async function withSeededServer(
  overrides: DatabaseOverrides,
  seed: (database: Database) => Promise<void>,
  run: (api: string, config: ServerConfig) => Promise<void>,
) {
  await withSeededDatabase(overrides, seed, async (config) => {
    const server = await startServerProcess(config);
    try {
      await run(`${server.url}/api`, config);
    } finally {
      await server.close();
    }
  });
}

/** The token of a demo account. */
export async function logIn(api: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await response.json()) as { token: string }).token;
}
