/**
 * `npm run bench:admin -w @rentacar/server`: the administrator's dashboard figures
 * (`GET /admin/stats`) over 10,000 vehicles and 100,000 reservations, and the user search (`q`)
 * over 100,000 users, one request at a time, on SQLite and, when reachable, on PostgreSQL. Prints
 * the median and 90th percentile of `BENCH_REQUESTS` (default 100) requests after a warm-up.
 * A measurement, not a test: it asserts nothing. Targets: stats < 50 ms, search < 20 ms (median).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../src/index.js';
import { withMigratedDatabase } from '../src/db/startup.js';
import { postgresReachable } from '../test/helpers.js';
import { addUsers, fillDatabase, RESERVATIONS, VEHICLES } from './bulk-data.js';
import { startServerProcess } from './server-process.js';

const USERS = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 10;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/** Milliseconds of each of REQUESTS sequential GETs of `url` (every answer must be a 200). */
async function time(url: string, token: string) {
  const durations: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (index >= WARM_UP) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 0.5), p90: percentile(durations, 0.9) };
}

async function measure(label: string, overrides: Partial<ServerConfig>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-bench-admin-'));
  const config = { ...loadConfig({}), ...overrides, dataDir, logLevel: 'warn' as const };
  console.log(
    `\n${label}: seeding ${VEHICLES} vehicles, ${RESERVATIONS} reservations, ${USERS} users...`,
  );
  await withMigratedDatabase(config, async (database) => {
    await fillDatabase(database);
    await addUsers(database, USERS);
  });
  const server = await startServerProcess(config);
  try {
    const api = `${server.url}/api`;
    const login = await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const scenarios = {
      'GET /admin/stats': `${api}/admin/stats`,
      'GET /user/auth/pages?q= (one match)': `${api}/user/auth/pages?q=bench.user.042424`,
      'GET /user/auth/pages?q= (no match)': `${api}/user/auth/pages?q=nobody-by-this-name`,
      'GET /user/auth/pages?q= (every user matches)': `${api}/user/auth/pages?q=BENCH`,
    };
    const rows = [];
    for (const [scenario, url] of Object.entries(scenarios)) {
      const { median, p90 } = await time(url, token);
      rows.push({ scenario, 'median ms': median.toFixed(1), 'p90 ms': p90.toFixed(1) });
    }
    console.table(rows);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`${REQUESTS} sequential requests per scenario after ${WARM_UP} warm-up, loopback`);
await measure('SQLite', { databaseUrl: undefined });
if (await postgresReachable()) {
  const databaseSchema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await measure('PostgreSQL', { databaseUrl: POSTGRES_URL, databaseSchema });
  } finally {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists "${databaseSchema}" cascade`);
    await client.end();
  }
} else {
  console.log(`\nPostgreSQL not reachable at ${POSTGRES_URL}: skipped.`);
}
