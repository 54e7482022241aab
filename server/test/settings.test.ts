import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoVehicles } from '@rentacar/demo-data';
import { DateTime } from 'luxon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  ENVIRONMENT_VARIABLES,
  loadConfig,
  type ServerConfig,
} from '../src/config.js';
import {
  booking,
  call,
  freePort,
  registerCustomer,
  loginAdmin,
  loginCustomer,
  POSTGRES_ONLY,
  POSTGRES_URL,
  spawnServer,
  startTestServer,
  TEST_JWT_SECRET,
  temporaryDir,
  type ServerProcess,
  type TestServer,
} from './helpers.js';

const repository = path.resolve(import.meta.dirname, '../..');
const deployGuide = fs.readFileSync(path.join(repository, 'docs/deploy.md'), 'utf8');

describe('the operator guide', () => {
  it('lists every environment variable the server reads', () => {
    const read = new Set<string>();
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
      // Reading the whole environment would hide what the server depends on.
      ownKeys: () => {
        throw new Error('the server must read its variables by name');
      },
    });
    loadConfig(env);
    expect([...read].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
    const undocumented = [...read].filter((name) => !deployGuide.includes(`| \`${name}\``));
    expect(undocumented).toEqual([]);
  });

  it('is the only reader of the environment: no other module of the server reads a variable', () => {
    // The server and the workspace packages its build bundles: what it reaches of `@rentacar/*`.
    const bundled = new Set(['server']);
    for (const folder of bundled) {
      const { dependencies = {} } = JSON.parse(
        fs.readFileSync(path.join(repository, folder, 'package.json'), 'utf8'),
      ) as { dependencies?: Record<string, string> };
      for (const name of Object.keys(dependencies).filter((name) =>
        name.startsWith('@rentacar/'),
      )) {
        bundled.add(`packages/${name.slice('@rentacar/'.length)}`);
      }
    }
    const readers = [...bundled]
      .map((folder) => `${folder}/src`)
      .flatMap((folder) =>
        fs
          .readdirSync(path.join(repository, folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
          .map((file) => path.join(folder, file)),
      )
      .filter((file) =>
        /process\.env|import\.meta\.env/.test(fs.readFileSync(path.join(repository, file), 'utf8')),
      );
    expect(readers).toEqual(['server/src/config.ts']);
  });
});

describe('secrets from files (`<NAME>_FILE`)', () => {
  const folder = temporaryDir();
  const secretFile = path.join(folder, 'jwt');
  fs.writeFileSync(secretFile, `${TEST_JWT_SECRET}\n`);

  it('reads the secret from the file, without its trailing line break', () => {
    expect(loadConfig({ JWT_SECRET_FILE: secretFile }).jwtSecret).toBe(TEST_JWT_SECRET);
  });

  it('refuses the variable and its file together, and a file it cannot read', () => {
    expect(() => loadConfig({ JWT_SECRET: TEST_JWT_SECRET, JWT_SECRET_FILE: secretFile })).toThrow(
      'set JWT_SECRET or JWT_SECRET_FILE, not both',
    );
    const missing = path.join(folder, 'missing');
    expect(() => loadConfig({ ADMIN_PASSWORD_FILE: missing })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD_FILE: missing })).toThrow(
      `ADMIN_PASSWORD_FILE: cannot read ${missing} (ENOENT)`,
    );
  });

  /** Each secret with a valid value, what else it needs, and where the configuration holds it. */
  const secrets: {
    name: string;
    value: string;
    alongside?: NodeJS.ProcessEnv;
    read: (config: ServerConfig) => unknown;
  }[] = [
    { name: 'JWT_SECRET', value: TEST_JWT_SECRET, read: (config) => config.jwtSecret },
    {
      name: 'JWT_SECRET_PREVIOUS',
      value: 'the-secret-before-the-rotation-0123456789',
      alongside: { JWT_SECRET: TEST_JWT_SECRET },
      read: (config) => config.jwtPreviousSecret,
    },
    {
      name: 'ADMIN_PASSWORD',
      value: 'Filed#Secret2026',
      alongside: { ADMIN_EMAIL: 'ops@rentacar.example' },
      read: (config) => config.initialAdmin?.password,
    },
    {
      name: 'DATABASE_URL',
      value: 'postgres://rentacar:filed-password@db.internal:5432/rentacar',
      alongside: { JWT_SECRET: TEST_JWT_SECRET },
      read: (config) => config.databaseUrl,
    },
    {
      name: 'REDIS_URL',
      value: 'rediss://:filed-password@cache.internal:6380/2',
      read: (config) => config.redisUrl,
    },
    {
      name: 'SMTP_URL',
      value: 'smtps://mailer:filed-password@smtp.internal:465',
      read: (config) => config.email.smtpUrl,
    },
    {
      name: 'METRICS_TOKEN',
      value: 'filed-metrics-token-0123456789',
      read: (config) => config.metricsToken,
    },
  ];

  it('exist for exactly the secrets', () => {
    const fileVariables = ENVIRONMENT_VARIABLES.filter((name) => name.endsWith('_FILE'));
    expect(fileVariables.sort()).toEqual(secrets.map(({ name }) => `${name}_FILE`).sort());
  });

  it.each(secrets)('reads $name from a file', ({ name, value, alongside, read }) => {
    const file = path.join(folder, name.toLowerCase());
    fs.writeFileSync(file, `${value}\n`);
    expect(read(loadConfig({ ...alongside, [`${name}_FILE`]: file }))).toBe(value);
    expect(() => loadConfig({ ...alongside, [name]: value, [`${name}_FILE`]: file })).toThrow(
      `set ${name} or ${name}_FILE, not both`,
    );
  });

  it('validates a secret read from a file like the variable', () => {
    fs.writeFileSync(secretFile, 'short');
    expect(() => loadConfig({ JWT_SECRET_FILE: secretFile })).toThrow(
      /JWT_SECRET must NOT have fewer than 32 characters/,
    );
  });
});

describe('operator settings', () => {
  it('refuses a TIME_ZONE that is no IANA zone and a pool of no connections', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'TIME_ZONE "Mars/Olympus" is not an IANA time zone',
    );
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX must be >= 1/);
  });

  it("admits the map tiles' origin, OpenStreetMap's by default, and refuses a MAP_TILE_URL without one", () => {
    expect(loadConfig({}).mapTileOrigin).toBe('https://tile.openstreetmap.org');
    expect(
      loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png' }).mapTileOrigin,
    ).toBe('https://tiles.example.com');
    expect(() => loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })).toThrow(
      'MAP_TILE_URL "/tiles/{z}/{x}/{y}.png" must start with an origin like https://tiles.example.com',
    );
  });

  it('writes amounts in US dollars by default, and refuses a CURRENCY or LOCALE it cannot write', () => {
    expect(loadConfig({}).money).toEqual({ currency: 'USD', locale: 'en-US' });
    expect(loadConfig({ CURRENCY: 'EUR', LOCALE: 'de-DE' }).money).toEqual({
      currency: 'EUR',
      locale: 'de-DE',
    });
    expect(() => loadConfig({ CURRENCY: 'XYZ' })).toThrow(
      'CURRENCY "XYZ" is not an ISO 4217 currency code',
    );
    expect(() => loadConfig({ LOCALE: 'not a locale' })).toThrow(
      'LOCALE "not a locale" is not a BCP 47 locale',
    );
  });

  it('charges no tax by default, and takes a TAX_RATE of at most two decimals up to 100', () => {
    expect(loadConfig({}).tax).toEqual({ ratePercent: 0, pricesIncludeTax: false });
    expect(loadConfig({ TAX_RATE: '8.25', PRICES_INCLUDE_TAX: 'true' }).tax).toEqual({
      ratePercent: 8.25,
      pricesIncludeTax: true,
    });
    expect(() => loadConfig({ TAX_RATE: '8.255' })).toThrow(
      'TAX_RATE "8.255" has more than two decimals',
    );
    expect(() => loadConfig({ TAX_RATE: '101' })).toThrow(/TAX_RATE must be <= 100/);
  });
});

describe.each(POSTGRES_ONLY)('DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT_MS on %s', () => {
  const poolMax = 2;
  const statementTimeoutMs = 3_000;
  let server: TestServer;
  let metricsPort: number;
  let locker: pg.Client;

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startTestServer('postgres', {
      jwtSecret: TEST_JWT_SECRET,
      databasePoolMax: poolMax,
      databaseStatementTimeoutMs: statementTimeoutMs,
      metricsPort,
    });
    locker = new pg.Client({ connectionString: POSTGRES_URL });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await server?.destroy();
  });

  /** The server's connections waiting for the vehicles table, which `locker` holds. */
  const waitingForVehicles = async () => {
    const { rows } = await locker.query<{ waiting: number }>(
      `select count(distinct pid)::int as waiting from pg_locks
       where relation = $1::regclass and not granted`,
      [`"${server.databaseSchema}".cars`],
    );
    return rows[0]!.waiting;
  };

  it('holds at most DATABASE_POOL_MAX connections, queues the rest and cancels a statement past the timeout', async () => {
    const vehicles = () => call(`${server.api}/car/visitors/pages?page=0&size=5`);
    expect((await vehicles()).status).toBe(200);
    await locker.query('begin');
    try {
      await locker.query(`lock table "${server.databaseSchema}".cars in access exclusive mode`);
      const started = performance.now();
      const answers = Promise.all(Array.from({ length: 6 }, vehicles));
      await expect.poll(waitingForVehicles).toBe(poolMax);

      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toContain(`rentacar_db_pool_connections_in_use ${poolMax}`);
      const waiting = Number(/^rentacar_db_pool_waiting_requests (\d+)$/m.exec(metrics)?.[1]);
      expect(waiting).toBeGreaterThan(0);
      expect(await waitingForVehicles()).toBe(poolMax);

      // No request waits for the lock for ever: each statement is cancelled after the timeout.
      expect((await answers).map(({ status }) => status)).toEqual(Array(6).fill(500));
      expect(performance.now() - started).toBeGreaterThanOrEqual(statementTimeoutMs);
    } finally {
      await locker.query('rollback');
    }
    expect((await vehicles()).status).toBe(200);
  }, 90_000);
});

describe('JWT_SECRET_PREVIOUS', () => {
  const previous = 'the-secret-before-the-rotation-0123456789';
  const dataDir = temporaryDir();

  it('keeps the tokens of the previous secret valid after a rotation, and only with it', async () => {
    const before = await startTestServer('sqlite', { dataDir, jwtSecret: previous });
    const token = await loginCustomer(before.api);
    await before.close();

    const rotated = await startTestServer('sqlite', {
      dataDir,
      jwtSecret: TEST_JWT_SECRET,
      jwtPreviousSecret: previous,
    });
    expect((await call(`${rotated.api}/user`, { token })).status).toBe(200);
    await rotated.close();

    const after = await startTestServer('sqlite', { dataDir, jwtSecret: TEST_JWT_SECRET });
    expect((await call(`${after.api}/user`, { token })).status).toBe(401);
    await after.destroy();
  }, 120_000);
});

describe('TIME_ZONE on a host in UTC, as a month ends', () => {
  // Fourteen hours ahead of the host. The server's clock is placed at noon on 31 January (UTC):
  // already 1 February, 02:00 at the office, so the two clocks are in different months.
  const zone = 'Pacific/Kiritimati';
  const hostNow = DateTime.fromISO('2026-01-31T12:00:00', { zone: 'utc' });
  let server: ServerProcess;

  beforeAll(async () => {
    server = await spawnServer({
      TZ: 'UTC',
      TIME_ZONE: zone,
      DATA_DIR: temporaryDir(),
      NODE_OPTIONS: `--import=${pathToFileURL(path.join(import.meta.dirname, 'shiftedClock.mjs'))}`,
      SHIFTED_CLOCK_START: hostNow.toISO()!,
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** A two-hour booking of the first demo vehicle, its pick-up on its branch's wall clock. */
  const bookAt = async (token: string, pickUp: string) => {
    const start = DateTime.fromISO(pickUp);
    return call(`${server.api}/reservations/add?carId=${demoVehicles[0]!.id}`, {
      method: 'POST',
      token,
      json: {
        ...booking(1, 2),
        pickUpTime: start.toFormat('MM/dd/yyyy HH:mm:ss'),
        dropOffTime: start.plus({ hours: 2 }).toFormat('MM/dd/yyyy HH:mm:ss'),
      },
    });
  };

  const revenueByMonth = async () => {
    const stats = await call(`${server.api}/admin/stats`, { token: await loginAdmin(server.api) });
    return stats.body.revenueByMonth as { month: string; reservations: number }[];
  };

  it('judges "pick-up in the past" on the branch clock, not the host or office clock', async () => {
    const token = await loginCustomer(server.api);
    // The vehicle's branch is in Chicago, where it is 31 January, 06:00: 05:00 has passed...
    const refused = await bookAt(token, '2026-01-31T05:00:00');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Reservation pick up time/);
    // ...and 08:00 is ahead, though that day is gone at the office and ahead of the host's time.
    expect((await bookAt(token, '2026-01-31T08:00:00')).status).toBe(201);
  });

  it("ends the dashboard's months with the office's month and counts a booking in it", async () => {
    const before = await revenueByMonth();
    // On the host's clock February has not begun: its months would end with January.
    expect(before.map(({ month }) => month).slice(-2)).toEqual(['2026-01', '2026-02']);
    expect(before[0]!.month).toBe('2025-03');

    const token = await loginCustomer(server.api);
    expect((await bookAt(token, '2026-02-01T09:00:00')).status).toBe(201);
    const after = await revenueByMonth();
    expect(after.at(-1)!.reservations).toBe(before.at(-1)!.reservations + 1);
    expect(after.at(-2)!.reservations).toBe(before.at(-2)!.reservations);
  });
});

describe('metrics', () => {
  it('are served to a bearer of METRICS_TOKEN only', async () => {
    const metricsToken = 'metrics-token-0123456789';
    const server = await startTestServer('sqlite', { metricsToken });
    const origin = server.url;
    try {
      expect((await fetch(`${origin}/metrics`)).status).toBe(401);
      const wrong = { headers: { authorization: 'Bearer not-the-token-at-all' } };
      expect((await fetch(`${origin}/metrics`, wrong)).status).toBe(401);

      await call(`${server.api}/login`, {
        method: 'POST',
        json: { email: 'nobody@example.com', password: 'Wrong#Pass1' },
      });
      await call(`${server.api}/car/visitors/pages?page=0&size=5`);
      const response = await fetch(`${origin}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('rentacar_login_failures_total 1');
      expect(text).toMatch(
        /rentacar_http_request_duration_seconds_count\{method="GET",route="\/api\/car\/visitors\/pages",status_code="200"\} 1/,
      );
    } finally {
      await server.destroy();
    }
  });

  it('count refusals by a rate limit, failed logins and bookings created', async () => {
    const metricsToken = 'metrics-token-0123456789';
    const rateLimits = { ...loadConfig({}).rateLimits, loginMaxFailures: 2 };
    const server = await startTestServer('sqlite', { metricsToken, rateLimits });
    try {
      const wrongLogin = () =>
        call(`${server.api}/login`, {
          method: 'POST',
          json: { email: 'nobody@example.com', password: 'Wrong#Pass1' },
        });
      const logins = [await wrongLogin(), await wrongLogin(), await wrongLogin()];
      expect(logins.map(({ status }) => status)).toEqual([400, 400, 429]);

      const token = await loginCustomer(server.api);
      const book = (days: number) =>
        call(`${server.api}/reservations/add?carId=${demoVehicles[0]!.id}`, {
          method: 'POST',
          token,
          json: booking(days, days + 1),
        });
      expect((await book(3)).status).toBe(201);
      // Refused: its pick-up is in the past.
      expect((await book(-3)).status).toBe(400);

      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const text = await response.text();
      expect(text).toContain('rentacar_rate_limit_refusals_total{route="/api/login"} 1');
      expect(text).toContain('rentacar_login_failures_total 2');
      expect(text).toContain('rentacar_bookings_created_total 1');
    } finally {
      await server.destroy();
    }
  });

  it('report the e-mails waiting in the outbox and the age of the oldest', async () => {
    const metricsPort = await freePort();
    // No SMTP_URL: nothing is sent, so a registration's welcome e-mail waits.
    const server = await startTestServer('sqlite', { metricsPort });
    try {
      const figures = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const before = await figures();
      const queuedBefore = Number(/^rentacar_email_outbox_queued (\d+)$/m.exec(before)?.[1]);
      // The server's clock (`Date`) held still while it queues, then moved a minute on.
      vi.useFakeTimers({ toFake: ['Date'] });
      await registerCustomer(server.api);
      vi.setSystemTime(Date.now() + 60_000);
      const after = await figures();
      const queuedAfter = Number(/^rentacar_email_outbox_queued (\d+)$/m.exec(after)?.[1]);
      // Reminders of the demo's bookings may be queued meanwhile as well.
      expect(queuedAfter).toBeGreaterThanOrEqual(queuedBefore + 1);
      const age = Number(/^rentacar_email_outbox_oldest_queued_seconds (\S+)$/m.exec(after)?.[1]);
      expect(age).toBeGreaterThanOrEqual(60);
    } finally {
      vi.useRealTimers();
      await server.destroy();
    }
  });

  it('are not served at all without a token or a port of their own', async () => {
    const server = await startTestServer('sqlite');
    try {
      const response = await fetch(`${server.url}/metrics`);
      // No route: the site's not-found answer (the app's page when it is built), no figures.
      expect(await response.text()).not.toContain('rentacar_');
    } finally {
      await server.destroy();
    }
  });

  it('are served on METRICS_PORT, apart from the site', async () => {
    const metricsPort = await freePort();
    const server = await startTestServer('sqlite', { metricsPort });
    try {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('rentacar_rate_limit_refusals_total');
      expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('rentacar_');
    } finally {
      await server.destroy();
    }
  });
});

describe('liveness and readiness', () => {
  it('turn readiness to 503 when the instance begins to stop, while it still answers', async () => {
    const server = await startTestServer('sqlite');
    try {
      expect((await call(`${server.api}/health/live`)).status).toBe(200);
      expect((await call(`${server.api}/health/ready`)).body).toEqual({ status: 'ready' });
      server.app.beginShutdown();
      expect((await call(`${server.api}/health/ready`)).status).toBe(503);
      expect((await call(`${server.api}/health/live`)).status).toBe(200);
      expect((await call(`${server.api}/car/visitors/pages?page=0&size=5`)).status).toBe(200);
    } finally {
      await server.destroy();
    }
  });
});

/** A TCP relay to the tests' PostgreSQL that a test can cut, as a network outage would. */
async function postgresRelay() {
  const target = new URL(POSTGRES_URL);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        other.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const url = new URL(POSTGRES_URL);
  url.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe.each(POSTGRES_ONLY)('readiness on %s', () => {
  it('turns 503 while the database is unreachable; liveness stays 200', async () => {
    const relay = await postgresRelay();
    const server = await startTestServer('postgres', {
      jwtSecret: TEST_JWT_SECRET,
      databaseUrl: relay.url,
    });
    try {
      expect((await call(`${server.api}/health/ready`)).status).toBe(200);
      await relay.cut();
      const ready = await call(`${server.api}/health/ready`);
      expect(ready).toMatchObject({ status: 503, body: { status: 'database unavailable' } });
      expect((await call(`${server.api}/health/live`)).status).toBe(200);
    } finally {
      await server.destroy();
    }
  });
});
