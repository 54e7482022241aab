import fs from 'node:fs';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@rentacar/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  POSTGRES_URL,
  TEST_JWT_SECRET,
  call,
  dropSchema,
  login,
  registerCustomer,
  runServerScript,
  spawnServer,
  startTestServer,
  temporaryDir,
  uniqueSchemaName,
  type DialectName,
  type ServerProcess,
  type TestServer,
} from './helpers.js';

const ADMIN_EMAIL = 'Operator@Example.org';
const ADMIN_PASSWORD = 'First#Admin2026';
/** How the server stores ADMIN_EMAIL (logins match it in any letter case). */
const STORED_ADMIN_EMAIL = ADMIN_EMAIL.toLowerCase();

/** The environment of a database of `dialect` that nobody used yet. */
function freshDatabaseEnv(dialect: DialectName): NodeJS.ProcessEnv {
  return dialect === 'postgres'
    ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: uniqueSchemaName(), DATA_DIR: temporaryDir() }
    : { DATABASE_URL: '', DATA_DIR: temporaryDir() };
}

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: TEST_JWT_SECRET,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  LOG_LEVEL: 'warn',
};

describe.each(DIALECTS)('a production start on %s', (dialect) => {
  const databaseEnv = freshDatabaseEnv(dialect);
  let server: ServerProcess;

  beforeAll(async () => {
    server = await spawnServer({ ...PRODUCTION_ENV, ...databaseEnv });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (databaseEnv.DATABASE_SCHEMA) await dropSchema(databaseEnv.DATABASE_SCHEMA);
    fs.rmSync(databaseEnv.DATA_DIR!, { recursive: true, force: true });
  });

  it('has no demo data and says nothing about demo accounts', async () => {
    expect(server.output()).not.toContain('Demo accounts');
    for (const account of [DEMO_ADMIN, DEMO_CUSTOMER]) {
      const response = await call(`${server.api}/login`, { method: 'POST', json: account });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Bad credentials');
    }
    const vehicles = await call(`${server.api}/car/visitors/pages?page=0&size=5`);
    expect(vehicles.body.totalElements).toBe(0);
  });

  it('creates the ADMIN_* administrator, who can change its password', async () => {
    const token = await login(server.api, ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = await call(`${server.api}/user`, { token });
    expect(me.body).toMatchObject({
      email: STORED_ADMIN_EMAIL,
      roles: ['Administrator'],
      builtIn: false,
    });

    const newPassword = 'Second#Admin2026';
    const change = await call(`${server.api}/user/auth`, {
      method: 'PATCH',
      token,
      json: { oldPassword: ADMIN_PASSWORD, newPassword, confirmNewPassword: newPassword },
    });
    expect(change.status).toBe(200);
    // The session of the old password ends with it.
    expect((await call(`${server.api}/user`, { token })).status).toBe(401);
    await expect(login(server.api, ADMIN_EMAIL, newPassword)).resolves.toBeTruthy();
    const old = await call(`${server.api}/login`, {
      method: 'POST',
      json: { email: STORED_ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(old.status).toBe(400);
  });
});

// Each case is its own process: run them side by side.
describe.concurrent('a production start that is refused', () => {
  it.each([
    [
      'a weak ADMIN_PASSWORD',
      { ...PRODUCTION_ENV, ADMIN_PASSWORD: 'password' },
      'Invalid configuration: ADMIN_PASSWORD is too weak: At least 8 characters',
    ],
    [
      'no JWT_SECRET',
      { ...PRODUCTION_ENV, JWT_SECRET: '' },
      'Invalid configuration: JWT_SECRET is required (at least 32 characters) when NODE_ENV=production',
    ],
    [
      'demo data',
      { ...PRODUCTION_ENV, SEED_DEMO_DATA: 'true' },
      'Invalid configuration: SEED_DEMO_DATA=true with NODE_ENV=production',
    ],
  ])('with %s stops with one line and status 1', async (_case, env, message) => {
    const dataDir = temporaryDir();
    const result = await runServerScript('main.ts', [], { ...env, DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining(message)]);
    // Nothing was created: the start stopped before touching storage.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('starts with demo data in production only when that is explicitly allowed', async () => {
    const dataDir = temporaryDir();
    const server = await spawnServer({
      ...PRODUCTION_ENV,
      SEED_DEMO_DATA: 'true',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
    });
    try {
      expect(server.output()).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
      await expect(login(server.api, DEMO_ADMIN.email, DEMO_ADMIN.password)).resolves.toBeTruthy();
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.concurrent('npm run create-admin', () => {
  let server: TestServer;
  // The CLI writes to the running server's SQLite file, as an operator would.
  const createAdmin = (email: string, password: string) =>
    runServerScript(
      'create-admin-cli.ts',
      ['--email', email],
      { DATA_DIR: server.dataDir, DATABASE_URL: '' },
      `${password}\n`,
    );

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.destroy());

  it('creates an administrator from a piped password', async () => {
    const result = await createAdmin('New.Admin@Example.org', 'Piped#Secret1');
    expect(result).toMatchObject({ status: 0, stdout: expect.stringContaining('created') });
    const token = await login(server.api, 'new.admin@example.org', 'Piped#Secret1');
    const me = await call(`${server.api}/user`, { token });
    expect(me.body).toMatchObject({ roles: ['Administrator'], builtIn: false });
    const users = await call(`${server.api}/user/auth/pages?page=0&size=1`, { token });
    expect(users.status).toBe(200);
  });

  it('promotes an existing customer, who then signs in with the new password', async () => {
    const customer = await registerCustomer(server.api);
    const result = await createAdmin(customer.email, 'Promoted#Secret1');
    expect(result).toMatchObject({ status: 0, stdout: expect.stringContaining('administrator') });
    const token = await login(server.api, customer.email, 'Promoted#Secret1');
    const me = await call(`${server.api}/user`, { token });
    expect(me.body.roles).toEqual(['Customer', 'Administrator']);
  });

  it.each([
    ['a weak password', 'weak.admin@example.org', 'short', 'The password is too weak'],
    ['a built-in demo account', DEMO_CUSTOMER.email, 'Strong#Secret1', 'built-in demo account'],
  ])('refuses %s with status 1', async (_case, email, password, message) => {
    const result = await createAdmin(email, password);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    const attempt = await call(`${server.api}/login`, {
      method: 'POST',
      json: { email, password },
    });
    expect(attempt.status).toBe(400);
  });
});
