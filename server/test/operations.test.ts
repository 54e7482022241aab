import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_CUSTOMER, demoImages } from '@rentacar/demo-data';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENVIRONMENT_VARIABLES, ConfigError, loadConfig } from '../src/index.js';
import {
  call,
  DRIVER_DETAILS,
  loginAdmin,
  loginCustomer,
  registerCustomer,
  registration,
  serverProcessEnv,
  spawnServer,
  startTestServer,
  TEST_JWT_SECRET,
  temporaryDir,
  type TestServer,
} from './helpers.js';

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT must be integer/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must NOT have fewer than 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be equal to one of the allowed values/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL must match pattern/],
    [{ CORS_ORIGINS: 'example.com' }, /CORS_ORIGINS entry "example.com"/],
    [{ PUBLIC_URL: 'rentacar.example.com' }, /PUBLIC_URL "rentacar.example.com" must be an origin/],
    [{ PUBLIC_URL: 'https://rentacar.example.com/shop' }, /PUBLIC_URL .* must be an origin/],
    [{ RENDERED_PAGE_CACHE_SECONDS: '-1' }, /RENDERED_PAGE_CACHE_SECONDS must be >= 0/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be integer'],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', JWT_SECRET: TEST_JWT_SECRET },
      'Cannot start: connect ECONNREFUSED',
    ],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' },
      'Invalid configuration: JWT_SECRET is required (at least 32 characters) when DATABASE_URL is set',
    ],
  ])('`npm start` with %o prints the problem and exits with status 1', async (env, message) => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=@rentacar/source', 'src/main.ts'],
      { cwd: serverRoot, env: serverProcessEnv({ ...env, DATA_DIR: temporaryDir() }) },
    );
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
  });
});

describe('the documented defaults', () => {
  const guides = ['../docs/deploy.md', 'README.md'];

  it.each(guides)('%s states the default of every rate limit the server applies', (guide) => {
    const text = fs.readFileSync(path.resolve(serverRoot, guide), 'utf8');
    const documented = Object.fromEntries(
      [...text.matchAll(/^\| `(RATE_LIMIT_\w+)` +\| `(\d+)` /gm)].map(([, name, value]) => [
        name,
        value,
      ]),
    );
    const rateLimitVariables = ENVIRONMENT_VARIABLES.filter((name) =>
      name.startsWith('RATE_LIMIT_'),
    );
    expect(Object.keys(documented).sort()).toEqual(rateLimitVariables.sort());
    // Setting each variable to its documented default changes nothing.
    expect(loadConfig(documented).rateLimits).toEqual(loadConfig({}).rateLimits);
  });
});

describe('the server process', () => {
  it('logs requests with ids but no secrets, and stops cleanly on SIGTERM', async () => {
    const server = await spawnServer({ LOG_LEVEL: 'debug', DATA_DIR: temporaryDir() });
    expect(server.output()).toContain(`${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    const startupLength = server.output().length;

    const token = await loginCustomer(server.api);
    await call(`${server.api}/user`, { token, headers: { 'x-request-id': 'trace-me-42' } });
    expect(await server.stop()).toBe(0);

    const log = server.output().slice(startupLength);
    expect(log).toContain('"reqId":"trace-me-42"');
    expect(log).not.toContain(DEMO_CUSTOMER.password);
    expect(log).not.toContain(token);
  });
});

describe('driver details in the logs', () => {
  it('names no licence number in a log line or an error, whatever the refusal', async () => {
    const server = await spawnServer({ LOG_LEVEL: 'trace', DATA_DIR: temporaryDir() });
    const { token } = await registerCustomer(server.api);
    const licenseNumber = 'SECRET-4711';
    const refusals = [
      { ...DRIVER_DETAILS, licenseNumber, dateOfBirth: '2999-01-01' },
      { ...DRIVER_DETAILS, licenseNumber, licenseExpiresOn: '1999-01-01' },
      { ...DRIVER_DETAILS, licenseNumber: `${licenseNumber}/9` },
      { ...DRIVER_DETAILS, licenseNumber: `${licenseNumber}${'9'.repeat(20)}` },
    ];
    const answers = [];
    for (const body of refusals) {
      answers.push(await call(`${server.api}/user/driver`, { method: 'PUT', token, json: body }));
    }
    expect(await server.stop()).toBe(0);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    for (const answer of answers) expect(answer.text).not.toContain(licenseNumber);
    const log = server.output();
    expect(log).toContain('"url":"/api/user/driver"');
    expect(log).not.toContain(licenseNumber);
  });
});

describe('serving', () => {
  let server: TestServer;
  const appDistDir = temporaryDir();

  beforeAll(async () => {
    fs.mkdirSync(path.join(appDistDir, 'assets'));
    fs.writeFileSync(path.join(appDistDir, 'index.html'), '<!doctype html><title>Rentacar</title>');
    fs.writeFileSync(path.join(appDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    server = await startTestServer('sqlite', {
      appDistDir,
      corsOrigins: ['https://rentacar.example'],
      mapTileOrigin: 'https://tiles.example.com',
    });
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  it('serves the built app, its assets, and index.html for client routes', async () => {
    for (const page of ['/', '/vehicles/3', '/admin/users']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Rentacar</title>');
    }
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('answers unknown API routes with JSON, not the app', async () => {
    const response = await call(`${server.api}/vehicles`);
    expect(response.status).toBe(404);
    expect(response.body.status).toBe('NOT_FOUND');
  });

  it('has a health check and an interactive API reference', async () => {
    expect((await call(`${server.api}/health`)).body).toEqual({ status: 'ok', database: 'sqlite' });
    const docs = await fetch(`${server.api}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
    const document = await call(`${server.api}/docs/json`);
    expect(document.body.servers).toEqual([expect.objectContaining({ url: '/api' })]);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The branch maps' tiles, from the configured tile server only.
    expect(response.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tiles.example.com;",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('allows cross-origin calls from configured origins only', async () => {
    const allowed = await fetch(`${server.api}/car/visitors/all`, {
      headers: { origin: 'https://rentacar.example' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://rentacar.example');
    const image = await fetch(`${server.api}/files/display/${demoImages[0]!.id}`);
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const other = await fetch(`${server.api}/car/visitors/all`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers a password or its hash', async () => {
    const admin = await loginAdmin(server.api);
    const customer = await loginCustomer(server.api);
    const answers = await Promise.all([
      call(`${server.api}/user`, { token: customer }),
      call(`${server.api}/user`, { token: admin }),
      call(`${server.api}/user/auth/pages?size=100`, { token: admin }),
      call(`${server.api}/user/2/auth`, { token: admin }),
      call(`${server.api}/reservations/auth/all`, { token: customer }),
      call(`${server.api}/reservations/admin/all/pages`, { token: admin }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(/password|scrypt\$/i);
    }
  });
});

describe('rate limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.destroy());

  it('refuses logins for an e-mail after 5 failures, even with the right password', async () => {
    const attempt = (password: string) =>
      call(`${server.api}/login`, {
        method: 'POST',
        json: { email: DEMO_CUSTOMER.email, password },
      });
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt('Wrong#1234')).body.message).toBe('Bad credentials');
    }
    const blocked = await attempt(DEMO_CUSTOMER.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many requests, please try again later');
    // Other accounts are not affected.
    expect(await loginAdmin(server.api)).toBeTruthy();
  });

  it('answers the 31st contact message of a minute from one client with 429', async () => {
    const send = () =>
      call(`${server.api}/contactmessage/visitors`, {
        method: 'POST',
        json: {
          name: 'Visitor',
          email: 'visitor@example.org',
          subject: 'Repeated',
          body: 'Sending this many times.',
        },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await send()).status);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits registrations per client too', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await call(`${server.api}/register`, { method: 'POST', json: {} });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    await expect(registerCustomer(server.api)).rejects.toThrow(/429|Too many/);
  });
});

describe('login limit per client address', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      trustProxy: true,
      rateLimits: { ...loadConfig({}).rateLimits, loginAddressMaxRequests: 3 },
    });
  });
  afterAll(() => server.destroy());

  const loginFrom = (address: string, email: string, password: string) =>
    call(`${server.api}/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      json: { email, password },
    });

  it('answers 429 once one address has tried as often as allowed, whatever the e-mails', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push(
        (await loginFrom('203.0.113.7', `nobody-${index}@example.org`, 'Guess#1234')).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await loginFrom('203.0.113.7', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests, please try again later');

    const otherClient = await loginFrom('203.0.113.8', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(otherClient.status).toBe(200);
  });
});

describe('login limit window per client address', () => {
  let server: TestServer;
  // Not the default, so a server that ignored the setting would answer otherwise.
  const windowMs = 45_000;

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      trustProxy: true,
      rateLimits: {
        ...loadConfig({}).rateLimits,
        loginAddressMaxRequests: 1,
        loginAddressWindowMs: windowMs,
      },
    });
  });
  afterAll(() => server.destroy());

  it('lets an address try again once its configured window has passed', async () => {
    const login = () =>
      call(`${server.api}/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      });
    // The limiter reads `Date`: held still, both logins fall in one window however slow they are.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      expect((await login()).status).toBe(200);
      expect((await login()).status).toBe(429);
      vi.setSystemTime(start + windowMs - 1);
      expect((await login()).status).toBe(429);
      vi.setSystemTime(start + windowMs);
      expect((await login()).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('password hashing under a flood', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Each request from an address of its own, so only the hashing lanes can refuse them.
    server = await startTestServer('sqlite', { trustProxy: true });
  });
  afterAll(() => server.destroy());

  // More than hash at once (one per core) and wait (a short list), yet few enough to finish
  // within the test's time when nothing refuses them.
  const FLOOD = availableParallelism() + 24;
  let clients = 0;
  const fromNewClient = () => {
    clients += 1;
    return { 'x-forwarded-for': `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}` };
  };
  const post = (operation: string, json: object) =>
    call(`${server.api}/${operation}`, { method: 'POST', headers: fromNewClient(), json });
  const messagesOf = (responses: { body: { message: string } }[]) =>
    new Set(responses.map((response) => response.body.message));

  it('refuses a flood of logins with 429 at once, while health and known accounts still answer', async () => {
    const flood = Promise.all(
      Array.from({ length: FLOOD }, (_, index) =>
        post('login', { email: `flood-${index}@example.org`, password: 'Guess#1234' }),
      ),
    );
    const [health, customerLogin] = await Promise.all([
      call(`${server.api}/health`),
      post('login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    ]);
    const answers = await flood;

    expect(health.status).toBe(200);
    expect(customerLogin.status).toBe(200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(messagesOf(refused)).toEqual(new Set(['Too many requests, please try again later']));
    const judged = answers.filter((answer) => answer.status !== 429);
    expect(judged.length).toBeGreaterThan(0);
    expect(messagesOf(judged)).toEqual(new Set(['Bad credentials']));
  });

  it('refuses a flood of registrations with 429, registering the others', async () => {
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, () => post('register', registration())),
    );
    const statuses = new Set(answers.map((answer) => answer.status));
    expect(statuses).toEqual(new Set([201, 429]));
  });
});
