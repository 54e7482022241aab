/**
 * `npm run bench -w @rentacar/server`: loads a server holding 10,000 vehicles and 100,000
 * reservations with autocannon (loopback only, a few seconds per scenario) and prints requests
 * per second and p50/p99 latency, on SQLite and, when reachable, on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a throw-away schema).
 * BENCH_ONLY keeps the scenarios whose name contains one of its comma-separated texts
 * (`BENCH_ONLY='(first page),availability'`); BENCH_SECONDS, BENCH_CONNECTIONS and
 * BENCH_CROWD_SECONDS shorten or widen a run (quick iteration: `BENCH_SECONDS=2`).
 * The anchored scenarios are also measured, right after, against a bare `node:http` server on the
 * same database (bare-anchor.ts): the product's figures, the anchor's and their ratio side by side.
 * BENCH_ROUNDS (default 1) measures each scenario that many times, product then anchor in each
 * round; every round is printed and the tables keep each side's best round (most req/s).
 * A measurement, not a test: it asserts nothing.
 */
import { DEMO_ADMIN, DEMO_CUSTOMER, demoUsers } from '@rentacar/demo-data';
import os from 'node:os';
import autocannon from 'autocannon';
import type { ServerConfig } from '../src/index.js';
import { fillDatabase, RESERVATIONS, VEHICLES } from './bulk-data.js';
import { logIn, onEachDatabase, withSeededServer } from './harness.js';
import {
  CONNECTIONS,
  CROWD_CONNECTIONS,
  CROWD_SECONDS,
  DURATION_SECONDS,
  ROUNDS,
  scenarios,
  type Scenario,
} from './scenarios.js';
import { startServerProcess } from './server-process.js';

/** One autocannon run (after a one-second warm-up for JIT, pools and page cache). */
async function load(scenario: Scenario, options: autocannon.Options) {
  const connections = scenario.connections ?? CONNECTIONS;
  await autocannon({ connections, duration: 1, ...options });
  return autocannon({ connections, duration: scenario.seconds ?? DURATION_SECONDS, ...options });
}

/** The scenario's request sent to the anchor at `anchorApi` instead of the product at `api`. */
const toAnchor = (options: autocannon.Options, api: string, anchorApi: string) => ({
  ...options,
  url: String(options.url).replace(api, anchorApi),
});

type Result = autocannon.Result;

/** The round with the most requests per second: the one the shared machine disturbed least. */
const best = (results: Result[]) =>
  results.reduce((better, result) =>
    result.requests.average > better.requests.average ? result : better,
  );

const figures = (result: Result) =>
  `${Math.round(result.requests.average)} req/s (p50 ${result.latency.p50} / p99 ${result.latency.p99} ms, ` +
  `${result.errors} errors, ${result.timeouts} timeouts)`;

const roundLine = (name: string, product: Result, bare: Result | undefined) =>
  bare === undefined
    ? `${name}: ${figures(product)}`
    : `${name}: ${figures(product)}, bare ${figures(bare)}, x bare ${(
        product.requests.average / Math.max(bare.requests.average, 1e-9)
      ).toFixed(2)}`;

const customerId = demoUsers.find((user) => user.email === DEMO_CUSTOMER.email)!.id;

async function measure(label: string, overrides: Partial<ServerConfig>) {
  console.log(`\n${label}: seeding ${VEHICLES} vehicles and ${RESERVATIONS} reservations...`);
  await withSeededServer(overrides, fillDatabase, async (api, config) => {
    const token = await logIn(api, DEMO_CUSTOMER);
    const adminToken = await logIn(api, DEMO_ADMIN);
    const anchor = await startServerProcess(
      config,
      { BOOKING_USER_ID: String(customerId) },
      'bench/bare-anchor.ts',
    );
    const anchorApi = `${anchor.url}/api`;
    const rows = [];
    const anchorRows = [];
    // The unfiltered first page comes first (unless BENCH_ONLY leaves it out): the yardstick.
    let firstPageRate: number | undefined;
    try {
      for (const scenario of scenarios(api, token, adminToken)) {
        // Product then anchor in each round, so both sides of a ratio share the same minute.
        const rounds = [];
        for (let round = 1; round <= ROUNDS; round++) {
          const product = await load(scenario, scenario.options);
          const bare = scenario.anchored
            ? await load(scenario, toAnchor(scenario.options, api, anchorApi))
            : undefined;
          rounds.push({ product, bare });
          if (ROUNDS > 1)
            console.log(`round ${round}/${ROUNDS}: ${roundLine(scenario.name, product, bare)}`);
        }
        const result = best(rounds.map(({ product }) => product));
        firstPageRate ??= result.requests.average;
        rows.push({
          scenario: scenario.name,
          'req/s': Math.round(result.requests.average),
          // Issue 12's bar: the filtered list and the availability call at 0.5 or more.
          'x first page': Number((result.requests.average / firstPageRate).toFixed(2)),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          '2xx': result['2xx'],
          'non-2xx': result.non2xx,
          errors: result.errors,
          // Requests without an answer within autocannon's 10 s (also counted in errors).
          timeouts: result.timeouts,
        });
        if (!scenario.anchored) continue;
        const bare = best(rounds.map((round) => round.bare!));
        anchorRows.push({
          scenario: scenario.name,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'bare req/s': Math.round(bare.requests.average),
          'bare p50 ms': bare.latency.p50,
          'bare p99 ms': bare.latency.p99,
          // A scenario whose every request outlasts the run completes none: no ratio then.
          'x bare':
            bare.requests.average > 0
              ? Number((result.requests.average / bare.requests.average).toFixed(2))
              : '-',
          'bare non-2xx': bare.non2xx + bare.errors,
        });
      }
    } finally {
      await anchor.close();
    }
    const of = ROUNDS > 1 ? ` (best of ${ROUNDS} rounds, each side's own)` : '';
    console.log(`${label}: the product${of}`);
    console.table(rows);
    console.log(
      `${label}: the product next to the bare node:http anchor on the same database${of}`,
    );
    console.table(anchorRows);
  });
}

console.log(
  `load: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario ` +
    `(the crowd: ${CROWD_CONNECTIONS} connections, ${CROWD_SECONDS} s), loopback only, ` +
    `${ROUNDS} round(s)`,
);
await onEachDatabase(measure);
