/**
 * `npm run bench:admin -w @rentacar/server`: the administrator's dashboard figures
 * (`GET /admin/stats`) and the fleet calendar's month view (`GET /calendar/admin`, 50 rows a page)
 * over 10,000 vehicles and 100,000 reservations, and the user search (`q`) over 100,000 users,
 * one request at a time, on SQLite and, when reachable, on PostgreSQL. Prints the median and 90th
 * percentile of `BENCH_REQUESTS` (default 100) requests after a warm-up.
 * A measurement, not a test: it asserts nothing. Targets: stats < 50 ms, search < 20 ms,
 * calendar < 1 s (median).
 */
import type { ServerConfig } from '../src/index.js';
import type { Database } from '../src/db/database.js';
import { addUsers, fillDatabase, RESERVATIONS, VEHICLES } from './bulk-data.js';
import { logIn, onEachDatabase, withSeededServer } from './harness.js';

const USERS = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 10;

const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-01T00:00:00`;

/** This month's window, as the calendar's month view asks for it. */
function thisMonth() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `from=${monthStart(now)}&to=${monthStart(next)}`;
}

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
  console.log(
    `\n${label}: seeding ${VEHICLES} vehicles, ${RESERVATIONS} reservations, ${USERS} users...`,
  );
  const seed = async (database: Database) => {
    await fillDatabase(database);
    await addUsers(database, USERS);
  };
  await withSeededServer(overrides, seed, async (api) => {
    const token = await logIn(api, { email: 'admin@example.com', password: 'Admin#1234' });
    const month = thisMonth();
    const scenarios = {
      'GET /admin/stats': `${api}/admin/stats`,
      'GET /calendar/admin (month, first 50 rows)': `${api}/calendar/admin?${month}&size=50`,
      'GET /calendar/admin (month, rows 9,950-9,999)': `${api}/calendar/admin?${month}&size=50&page=199`,
      'GET /calendar/admin (month, model text)': `${api}/calendar/admin?${month}&size=50&q=bench`,
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
  });
}

console.log(`${REQUESTS} sequential requests per scenario after ${WARM_UP} warm-up, loopback`);
await onEachDatabase(measure);
