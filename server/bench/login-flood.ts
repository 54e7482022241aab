/**
 * `npm run bench:login-flood -w @rentacar/server`: while autocannon floods POST /api/login with
 * unknown e-mails from thousands of client addresses (`TRUST_PROXY=true`, a random
 * `X-Forwarded-For` per request), the demo customer logs in once every 250 ms from an address of
 * their own. Prints what the flood got (status counts, errors, time-outs) and the real user's
 * successes, failures and p50/p99 latency. A measurement, not a test: it asserts nothing.
 * FLOOD_SECONDS (default 15) and FLOOD_CONNECTIONS (default 200) tune the flood.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_CUSTOMER } from '@rentacar/demo-data';
import { loadConfig } from '../src/index.js';
import { startServerProcess } from './server-process.js';

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 15);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 200);
const REAL_USER_INTERVAL_MS = 250;
const REAL_USER_TIMEOUT_MS = 10_000;
const REAL_USER_ADDRESS = '192.0.2.10';

const octet = () => 1 + Math.floor(Math.random() * 254);
const randomAddress = () => `10.${octet()}.${octet()}.${octet()}`;

function percentile(sorted: number[], fraction: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** The demo customer logging in again and again until `until`, one attempt at a time. */
async function realUser(api: string, until: number) {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  // A visitor loads the site before logging in; without this the first measured login would also
  // time Node's lazy loading of fetch in this CPU-starved process (seconds during the flood).
  await (await fetch(`${api}/health`)).arrayBuffer();
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': REAL_USER_ADDRESS },
        body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
        signal: AbortSignal.timeout(REAL_USER_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - started);
      else fail(`status ${response.status}`);
    } catch (error) {
      fail((error as Error).name === 'TimeoutError' ? 'time-out' : (error as Error).message);
    }
    await new Promise((resolve) => setTimeout(resolve, REAL_USER_INTERVAL_MS));
  }
  return { latencies, failures: Object.fromEntries(failures) };
}

type RealUserResult = Awaited<ReturnType<typeof realUser>>;

/**
 * The real user runs in a process of its own: sharing autocannon's busy event loop would add
 * autocannon's delays to the user's latencies.
 */
async function realUserProcess(api: string, seconds: number): Promise<RealUserResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--real-user', api, String(seconds)],
    { timeout: (seconds + 30) * 1000 },
  );
  return JSON.parse(stdout) as RealUserResult;
}

if (process.argv[2] === '--real-user') {
  const [api, seconds] = process.argv.slice(3);
  console.log(JSON.stringify(await realUser(api!, Date.now() + Number(seconds) * 1000)));
  process.exit(0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-login-flood-'));
const server = await startServerProcess(
  { ...loadConfig({}), dataDir, databaseUrl: undefined },
  { TRUST_PROXY: 'true' },
);
try {
  const api = `${server.url}/api`;
  let attempt = 0;
  console.log(
    `login flood: ${FLOOD_CONNECTIONS} connections, ${FLOOD_SECONDS} s, unknown e-mails from random addresses; ` +
      `a real user logs in every ${REAL_USER_INTERVAL_MS} ms meanwhile`,
  );
  const flood = autocannon({
    url: `${api}/login`,
    connections: FLOOD_CONNECTIONS,
    duration: FLOOD_SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          attempt += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
            body: JSON.stringify({
              email: `nobody-${attempt}@example.net`,
              password: 'Guess#1234',
            }),
          };
        },
      },
    ],
  });
  // The real user starts once the flood is under way and stops with it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [floodResult, user] = await Promise.all([flood, realUserProcess(api, FLOOD_SECONDS - 2)]);
  const statuses = Object.fromEntries(
    Object.entries(floodResult.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  console.table([
    {
      flood: 'anonymous logins',
      'req/s': Math.round(floodResult.requests.average),
      'p50 ms': floodResult.latency.p50,
      'p99 ms': floodResult.latency.p99,
      ...statuses,
      errors: floodResult.errors,
      timeouts: floodResult.timeouts,
    },
  ]);
  const round = (value: number | undefined) => (value === undefined ? '-' : Math.round(value));
  const latencies = user.latencies.sort((a, b) => a - b);
  const failures = Object.entries(user.failures);
  console.table([
    {
      'real user': DEMO_CUSTOMER.email,
      successes: latencies.length,
      failures: failures.reduce((sum, [, count]) => sum + count, 0),
      'p50 ms': round(percentile(latencies, 0.5)),
      'p99 ms': round(percentile(latencies, 0.99)),
      'failed with': failures.map(([reason, count]) => `${reason} x${count}`).join(', '),
    },
  ]);
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
