import { FLEET_RESOURCES } from '@rentacar/contract';
import { openFleetStream } from '@rentacar/contract-tests';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booking,
  call,
  DIALECTS,
  loginAdmin,
  POSTGRES_ONLY,
  POSTGRES_URL,
  registerCustomer,
  startTestServer,
  type TestServer,
} from './helpers.js';

describe.each(DIALECTS)('live changes on %s', (dialect) => {
  it('end the open streams when the server stops, so it stops without waiting for them', async () => {
    const server = await startTestServer(dialect);
    const stream = openFleetStream(server.api, await loginAdmin(server.api));
    expect(await stream.next()).toEqual({ name: 'ready' });
    await server.destroy();
    await expect(stream.ended).resolves.toBeUndefined();
  });
});

it('stops without waiting for a connection that never sent a request', async () => {
  const server = await startTestServer('sqlite');
  const { port } = new URL(server.url);
  const spare = connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => spare.once('connect', resolve));
  const ended = new Promise((resolve) => spare.once('close', resolve));
  // Node would keep it open until its headers timeout (a minute), past this test's time.
  await server.destroy();
  await ended;
});

describe.each(POSTGRES_ONLY)('live changes on %s while the listening connection is lost', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer('postgres');
    token = await loginAdmin(server.api);
  });
  afterAll(() => server.destroy());

  it('listen again, tell every kind of change once (some may have been missed), then go on', async () => {
    const stream = openFleetStream(server.api, token);
    try {
      expect(await stream.next()).toEqual({ name: 'ready' });
      const database = new pg.Client({ connectionString: POSTGRES_URL });
      await database.connect();
      try {
        const { rows } = await database.query(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
          [`rentacar live updates (${server.databaseSchema})`],
        );
        expect(rows).toEqual([{ ended: true }]);
      } finally {
        await database.end();
      }
      const told = [];
      for (const _ of FLEET_RESOURCES) told.push(await stream.next());
      expect(told).toEqual(
        expect.arrayContaining(
          FLEET_RESOURCES.map((resource) => ({ name: 'change', change: { resource } })),
        ),
      );

      const customer = await registerCustomer(server.api);
      const booked = await call(`${server.api}/reservations/add?carId=4`, {
        method: 'POST',
        token: customer.token,
        json: booking(700, 701),
      });
      expect(booked.status).toBe(201);
      expect(await stream.next()).toEqual({ name: 'change', change: { resource: 'reservations' } });
    } finally {
      await stream.close();
    }
  });
});
