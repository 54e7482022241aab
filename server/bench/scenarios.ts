/** The benchmark's requests, shared by `bench.ts` (throughput) and `profile.ts` (CPU profiles). */
import type autocannon from 'autocannon';
import { VEHICLES } from './bulk-data.js';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** 50: the connections the server's targets are set at. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Measurements of each scenario (and its anchor) in one run; `bench.ts` keeps the best. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ONLY = process.env.BENCH_ONLY?.split(',');

const pad = (value: number) => String(value).padStart(2, '0');
const payloadTime = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:00:00`;

export interface Scenario {
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
export const CROWD_CONNECTIONS = 200;
export const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 20);

function allScenarios(api: string, token: string, adminToken: string): Scenario[] {
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  let booking = 0;
  const base = new Date();
  base.setHours(10, 0, 0, 0);
  // The seeded bookings of a week run from day -1 09:00 to day 1 09:00.
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

/** The scenarios BENCH_ONLY keeps (all without it). */
export const scenarios = (api: string, token: string, adminToken: string) =>
  allScenarios(api, token, adminToken).filter(
    ({ name }) => ONLY === undefined || ONLY.some((text) => name.includes(text)),
  );
