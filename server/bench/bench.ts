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
 * A measurement, not a test: it asserts nothing.
 */
import { DEMO_ADMIN, DEMO_CUSTOMER, demoUsers } from '@rentacar/demo-data';
import os from 'node:os';
import autocannon from 'autocannon';
import type { ServerConfig } from '../src/index.js';
import { fillDatabase, RESERVATIONS, VEHICLES } from './bulk-data.js';
import { logIn, onEachDatabase, withSeededServer } from './harness.js';
import { startServerProcess } from './server-process.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY?.split(',');

const pad = (value: number) => String(value).padStart(2, '0');
const payloadTime = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:00:00`;

interface Scenario {
  name: string;
  options: autocannon.Options;
  /** Open connections; CONNECTIONS unless the scenario is about holding many. */
  connections?: number;
  /** Measured seconds; DURATION_SECONDS unless the scenario needs a longer run. */
  seconds?: number;
  /** Also measured against the bare anchor, which answers the same request. */
  anchored?: boolean;
}

/** Many visitors at once on the vehicle page: the server must answer every one, none time out. */
const CROWD_CONNECTIONS = 200;
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 20);

function scenarios(api: string, token: string, adminToken: string): Scenario[] {
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  let booking = 0;
  const base = new Date();
  base.setHours(10, 0, 0, 0);
  // The seeded bookings of a week run from day 0 09:00 to day 2 09:00.
  const freeFrom = new Date(base.getTime() + 7 * 86_400_000 + 3 * 86_400_000);
  const freeTo = new Date(freeFrom.getTime() + 2 * 86_400_000);
  return [
    {
      name: 'GET /car/visitors/pages (first page)',
      options: { url: `${api}/car/visitors/pages` },
      anchored: true,
    },
    {
      name: 'GET /car/visitors/pages (page 5)',
      options: { url: `${api}/car/visitors/pages?page=5` },
      anchored: true,
    },
    {
      name: 'GET /car/visitors/pages (offset 9,600)',
      options: { url: `${api}/car/visitors/pages?page=960&size=10` },
      anchored: true,
    },
    {
      name: `GET /car/visitors/pages (first page, ${CROWD_CONNECTIONS} connections)`,
      options: { url: `${api}/car/visitors/pages` },
      connections: CROWD_CONNECTIONS,
      seconds: CROWD_SECONDS,
    },
    {
      name: 'GET /car/visitors/pages (page 900 of 1003)',
      options: { url: `${api}/car/visitors/pages?page=900&size=10&sort=pricePerHour` },
    },
    {
      // Between two weekly bookings every vehicle is free: each one's reservations are checked.
      name: 'GET /car/visitors/pages (availableFrom/availableTo)',
      options: {
        url:
          `${api}/car/visitors/pages?availableFrom=${encodeURIComponent(payloadTime(freeFrom))}` +
          `&availableTo=${encodeURIComponent(payloadTime(freeTo))}`,
      },
    },
    {
      name: 'GET /car/visitors/pages (q, fuelType, minSeats, maxPricePerHour, dates)',
      options: {
        url:
          `${api}/car/visitors/pages?q=model%200&fuelType=Diesel&fuelType=Hybrid&minSeats=4` +
          `&maxPricePerHour=60&availableFrom=${encodeURIComponent(payloadTime(freeFrom))}` +
          `&availableTo=${encodeURIComponent(payloadTime(freeTo))}`,
      },
    },
    {
      name: 'GET /car/visitors/{id}/availability (90 days)',
      options: { url: `${api}/car/visitors/5000/availability` },
    },
    {
      name: 'GET /car/visitors/{id}',
      options: { url: `${api}/car/visitors/5000` },
      anchored: true,
    },
    {
      name: 'GET /reservations/admin/all/pages (page 0)',
      options: { url: `${api}/reservations/admin/all/pages`, headers: asAdmin },
      anchored: true,
    },
    {
      name: 'GET /reservations/admin/all/pages (offset 90,050)',
      options: { url: `${api}/reservations/admin/all/pages?page=9005`, headers: asAdmin },
      anchored: true,
    },
    {
      name: 'POST /reservations/add',
      anchored: true,
      options: {
        url: api,
        requests: [
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            // Every booking takes its own vehicle and day, after the seeded ones: all succeed.
            setupRequest: (request) => {
              booking += 1;
              const day = 400 + Math.floor(booking / VEHICLES);
              const pickUp = new Date(base.getTime() + day * 86_400_000);
              const dropOff = new Date(pickUp.getTime() + 5 * 3_600_000);
              return {
                ...request,
                path: `/api/reservations/add?carId=${1 + (booking % VEHICLES)}`,
                body: JSON.stringify({
                  pickUpTime: payloadTime(pickUp),
                  dropOffTime: payloadTime(dropOff),
                  pickUpLocation: 'Bench Airport',
                  dropOffLocation: 'Bench Station',
                }),
              };
            },
          },
        ],
      },
    },
  ];
}

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
      for (const scenario of scenarios(api, token, adminToken).filter(
        ({ name }) => ONLY === undefined || ONLY.some((text) => name.includes(text)),
      )) {
        const result = await load(scenario, scenario.options);
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
        const bare = await load(scenario, toAnchor(scenario.options, api, anchorApi));
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
    console.table(rows);
    console.log(`${label}: the product next to the bare node:http anchor on the same database`);
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
    `(the crowd: ${CROWD_CONNECTIONS} connections, ${CROWD_SECONDS} s), loopback only`,
);
await onEachDatabase(measure);
