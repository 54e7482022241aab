/**
 * `npm run bench -w @rentacar/server`: loads a server holding 10,000 vehicles and 100,000
 * reservations with autocannon (loopback only, a few seconds per scenario) and prints requests
 * per second and p50/p99 latency, on SQLite and, when reachable, on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a throw-away schema).
 * BENCH_ONLY keeps the scenarios whose name contains one of its comma-separated texts
 * (`BENCH_ONLY='(first page),availability'`).
 * A measurement, not a test: it asserts nothing.
 */
import autocannon from 'autocannon';
import type { ServerConfig } from '../src/index.js';
import { fillDatabase, RESERVATIONS, VEHICLES } from './bulk-data.js';
import { logIn, onEachDatabase, withSeededServer } from './harness.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
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
}

/** Many visitors at once on the vehicle page: the server must answer every one, none time out. */
const CROWD_CONNECTIONS = 200;
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 20);

function scenarios(api: string, token: string): Scenario[] {
  let booking = 0;
  const base = new Date();
  base.setHours(10, 0, 0, 0);
  // The seeded bookings of a week run from day 0 09:00 to day 2 09:00.
  const freeFrom = new Date(base.getTime() + 7 * 86_400_000 + 3 * 86_400_000);
  const freeTo = new Date(freeFrom.getTime() + 2 * 86_400_000);
  return [
    { name: 'GET /car/visitors/pages (first page)', options: { url: `${api}/car/visitors/pages` } },
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
    { name: 'GET /car/visitors/{id}', options: { url: `${api}/car/visitors/5000` } },
    {
      name: 'POST /reservations/add',
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

async function measure(label: string, overrides: Partial<ServerConfig>) {
  console.log(`\n${label}: seeding ${VEHICLES} vehicles and ${RESERVATIONS} reservations...`);
  await withSeededServer(overrides, fillDatabase, async (api) => {
    const token = await logIn(api, { email: 'customer@example.com', password: 'Customer#1234' });
    const rows = [];
    // The unfiltered first page comes first (unless BENCH_ONLY leaves it out): the yardstick.
    let firstPageRate: number | undefined;
    for (const scenario of scenarios(api, token).filter(
      ({ name }) => ONLY === undefined || ONLY.some((text) => name.includes(text)),
    )) {
      // Warm-up (JIT, connection pools, page cache), then the measured run.
      const connections = scenario.connections ?? CONNECTIONS;
      await autocannon({ connections, duration: 1, ...scenario.options });
      const result = await autocannon({
        connections,
        duration: scenario.seconds ?? DURATION_SECONDS,
        ...scenario.options,
      });
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
    }
    console.table(rows);
  });
}

console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario ` +
    `(the crowd: ${CROWD_CONNECTIONS} connections, ${CROWD_SECONDS} s), loopback only`,
);
await onEachDatabase(measure);
