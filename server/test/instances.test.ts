import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { openFleetStream } from '@rentacar/contract-tests';
import { createDemoData, DEMO_ADMIN, DEMO_CUSTOMER } from '@rentacar/demo-data';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/index.js';
import { connectRedis, createRedisConnection, isRedisReachable } from '../src/redis.js';
import {
  DIALECTS,
  POSTGRES_URL,
  TEST_JWT_SECRET,
  booking,
  call,
  dropSchema,
  freePort,
  login,
  registerCustomer,
  spawnServer,
  startTestServer,
  temporaryDir,
  uniqueSchemaName,
  type ServerProcess,
  type TestServer,
} from './helpers.js';

const SHARED_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Keys of this run only: the shared Redis is never flushed, and runs never see each other. */
const redisKeyPrefix = () => `rentacar-test-${randomBytes(6).toString('hex')}:`;

const contactMessage = {
  name: 'Visitor',
  email: 'visitor@example.org',
  subject: 'Opening hours',
  body: 'When do you open on Sundays?',
};
const failedLogin = (api: string, password = 'Wrong#1234') =>
  call(`${api}/login`, { method: 'POST', json: { email: DEMO_CUSTOMER.email, password } });

describe('two instances sharing Redis', () => {
  let instances: TestServer[];

  beforeAll(async () => {
    const shared = {
      redisUrl: SHARED_REDIS_URL,
      redisKeyPrefix: redisKeyPrefix(),
      rateLimits: {
        ...loadConfig({}).rateLimits,
        loginMaxFailures: 5,
        loginWindowMs: 60_000,
        publicMaxRequests: 3,
        publicWindowMs: 60_000,
      },
    };
    instances = await Promise.all([
      startTestServer('sqlite', shared),
      startTestServer('sqlite', shared),
    ]);
  });
  afterAll(() => Promise.all(instances.map((instance) => instance.destroy())));

  it('count failed logins together: the 6th attempt is refused on either instance', async () => {
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await failedLogin(instances[failure % 2]!.api)).status).toBe(400);
    }
    for (const instance of instances) {
      expect((await failedLogin(instance.api, DEMO_CUSTOMER.password)).status).toBe(429);
    }
  });

  it('count public writes of one client together', async () => {
    const send = (instance: TestServer) =>
      call(`${instance.api}/contactmessage/visitors`, { method: 'POST', json: contactMessage });
    const statuses = [];
    for (const index of [0, 1, 0, 1]) statuses.push((await send(instances[index]!)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('report Redis in the health check', async () => {
    const health = await call(`${instances[0]!.api}/health`);
    expect(health.body).toEqual({ status: 'ok', database: 'sqlite', redis: 'ok' });
  });
});

/** Resolves once something accepts connections on `port`. */
async function waitForListener(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      setTimeout(() => socket.destroy(), 1000).unref();
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** A Redis of this test only, which it may stop: never the shared one. */
async function startOwnRedis(port?: number): Promise<{ url: string; process: ChildProcess }> {
  port ??= await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  // A Redis that never came up must not outlive the test.
  await waitForListener(port).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

// SIGKILL: connections are refused at once. SIGSTOP: Redis accepts nothing and answers nothing,
// so each command waits for the client's command timeout (500 ms).
describe.each([
  ['goes away', 'SIGKILL'],
  ['hangs', 'SIGSTOP'],
] as const)('when Redis %s while the server runs', (_case, signal) => {
  let server: TestServer;
  let redis: { url: string; process: ChildProcess };

  beforeAll(async () => {
    redis = await startOwnRedis();
    server = await startTestServer('sqlite', {
      redisUrl: redis.url,
      redisKeyPrefix: redisKeyPrefix(),
    });
    expect((await call(`${server.api}/health`)).body.redis).toBe('ok');
    redis.process.kill(signal);
  });
  afterAll(async () => {
    await server?.destroy();
    redis?.process.kill('SIGKILL');
  });

  it('still answers rate-limited requests while Redis is down, without limits (fail open)', async () => {
    // Redis never comes back in this test: a request that waited for a reconnect would never be
    // answered (the test's timeout fails it), so each answer shows it waited a command at most.
    const login = await failedLogin(server.api);
    const contact = await call(`${server.api}/contactmessage/visitors`, {
      method: 'POST',
      json: contactMessage,
    });
    const registration = await registerCustomer(server.api);
    expect(login.status).toBe(400);
    expect(contact.status).toBe(201);
    expect(registration.token).toBeTruthy();
    expect((await call(`${server.api}/health`)).body.redis).toBe('unavailable');
  });

  it('reports the outage in the health check while still serving (200, degraded)', async () => {
    const health = await call(`${server.api}/health`);
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'degraded', database: 'sqlite', redis: 'unavailable' });
  });
});

describe('the Redis outage log', () => {
  it('says once that Redis is gone and once that it is back, however many commands fail', async () => {
    const port = await freePort();
    let redis = await startOwnRedis(port);
    const lines: string[] = [];
    const recorder = {
      error: (_details: unknown, message: string) => lines.push(`error: ${message}`),
      info: (message: string) => lines.push(`info: ${message}`),
    } as unknown as FastifyBaseLogger;
    const connection = createRedisConnection(redis.url, redisKeyPrefix(), recorder);
    try {
      await connectRedis(connection);
      expect(await isRedisReachable(connection)).toBe(true);

      redis.process.kill('SIGKILL');
      await new Promise((resolve) => redis.process.once('exit', resolve));
      for (let request = 0; request < 20; request += 1) {
        expect(await isRedisReachable(connection)).toBe(false);
      }
      redis = await startOwnRedis(port);
      await expect.poll(() => isRedisReachable(connection), { timeout: 15_000 }).toBe(true);

      expect(lines).toEqual([
        expect.stringMatching(/^error: Redis unavailable: rate limits are not enforced/),
        'info: Redis available again: rate limits are enforced',
      ]);
    } finally {
      connection.client.disconnect();
      redis.process.kill('SIGKILL');
    }
  });
});

const POSTGRES_ONLY = DIALECTS.filter((dialect) => dialect === 'postgres');

describe.each(POSTGRES_ONLY)('three server processes on one %s schema', () => {
  const schema = uniqueSchemaName();
  const dataDirs = [temporaryDir(), temporaryDir(), temporaryDir()];
  let instances: ServerProcess[];

  beforeAll(async () => {
    const env = {
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL: SHARED_REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix(),
      LOG_LEVEL: 'warn',
    };
    // Started at the same moment on an empty schema: all race to migrate and seed.
    instances = await Promise.all(
      dataDirs.map((dataDir) => spawnServer({ ...env, DATA_DIR: dataDir })),
    );
  }, 90_000);
  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await dropSchema(schema);
  });

  it('all become healthy, with one copy of the demo data', async () => {
    for (const instance of instances) {
      expect((await call(`${instance.api}/health`)).body).toMatchObject({ status: 'ok' });
    }
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from "${schema}".users`,
      );
      expect(Number(rows[0]!.count)).toBe(createDemoData(new Date()).users.length);
    } finally {
      await client.end();
    }
  });

  it("accept each other's tokens", async () => {
    const token = await login(instances[0]!.api, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const me = await call(`${instances[2]!.api}/user`, { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO_CUSTOMER.email);
  });

  it('book one vehicle once out of 60 simultaneous requests spread over the instances', async () => {
    const tokens = await Promise.all(
      instances.map(async (instance) => (await registerCustomer(instance.api)).token),
    );
    const carId = 5;
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call(`${instances[index % 3]!.api}/reservations/add?carId=${carId}`, {
          method: 'POST',
          token: tokens[index % 3],
          json: booking(600 - (index % 2), 601 + (index % 2)),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(59);
  });

  it('tell an administrator following one instance of a booking made on another', async () => {
    const adminToken = await login(instances[0]!.api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const stream = openFleetStream(instances[1]!.api, adminToken);
    try {
      expect(await stream.next()).toEqual({ name: 'ready' });
      const customer = await registerCustomer(instances[2]!.api);
      const booked = await call(`${instances[2]!.api}/reservations/add?carId=6`, {
        method: 'POST',
        token: customer.token,
        json: booking(650, 651),
      });
      expect(booked.status).toBe(201);
      expect(await stream.next()).toEqual({ name: 'change', change: { resource: 'reservations' } });
    } finally {
      await stream.close();
    }
  });

  it('share the failed-login count across processes', async () => {
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await failedLogin(instances[failure % 3]!.api)).status).toBe(400);
    }
    expect((await failedLogin(instances[2]!.api, DEMO_CUSTOMER.password)).status).toBe(429);
  });
});
