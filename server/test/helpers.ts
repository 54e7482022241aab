import { officeTimeZone } from '@rentacar/rules';
import { utcWallClock } from '@rentacar/rules/branches';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, DEMO_CUSTOMER, demoImages, sampleVehicle } from '@rentacar/demo-data';
import { sql } from 'kysely';
import pg from 'pg';
import type { RateLimitConfig } from '../src/config.js';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/database.js';
import {
  ENVIRONMENT_VARIABLES,
  startServer,
  type StartOptions,
  type StartedServer,
} from '../src/index.js';

export type DialectName = 'sqlite' | 'postgres';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** SQLite always; PostgreSQL as well in CI or when DATABASE_URL names one (then it must work). */
export const DIALECTS: DialectName[] =
  process.env.CI !== undefined || process.env.DATABASE_URL !== undefined
    ? ['sqlite', 'postgres']
    : ['sqlite'];

/** PostgreSQL alone, for what only it has (a pool, statement timeouts, several instances). */
export const POSTGRES_ONLY: DialectName[] = DIALECTS.filter((dialect) => dialect === 'postgres');

/** Whether the PostgreSQL of the tests answers (tools skip it when not). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function temporaryDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-server-test-'));
}

export interface TestServer extends StartedServer {
  dialect: DialectName;
  dataDir: string;
  /** The PostgreSQL schema of the tables (unused on SQLite). */
  databaseSchema: string;
  /** `${url}/api` */
  api: string;
  /** Stops the server and drops its database. */
  destroy(): Promise<void>;
}

/**
 * A server on a free port with a fresh, seeded database: a temporary SQLite folder, or a
 * throw-away PostgreSQL schema (dropped by `destroy`, so repeated runs never collide).
 */
export async function startTestServer(
  dialect: DialectName,
  overrides: Partial<StartOptions> = {},
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? temporaryDir();
  const databaseSchema = overrides.databaseSchema ?? uniqueSchemaName();
  const database: Partial<StartOptions> =
    dialect === 'postgres' ? { databaseUrl: POSTGRES_URL, databaseSchema } : {};
  const server = await startServer({ logLevel: 'silent', ...database, ...overrides, dataDir });
  return {
    ...server,
    dialect,
    dataDir,
    databaseSchema,
    api: `${server.url}/api`,
    async destroy() {
      await server.close();
      if (dialect === 'postgres' && overrides.databaseSchema === undefined) {
        await dropSchema(databaseSchema);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rate limits far above what any test sends, so every request reaches its handler, not a 429. */
export const HIGH_RATE_LIMITS: RateLimitConfig = {
  loginMaxFailures: 1_000_000,
  loginWindowMs: 60_000,
  publicMaxRequests: 1_000_000,
  publicWindowMs: 60_000,
  loginAddressMaxRequests: 1_000_000,
  loginAddressWindowMs: 60_000,
  loginEmailMaxFailures: 1_000_000,
  passwordResetMaxRequests: 1_000_000,
  passwordResetWindowMs: 60_000,
};

export const uniqueSchemaName = () => `test_${randomBytes(6).toString('hex')}`;

/**
 * An empty throw-away database (a temporary SQLite folder or PostgreSQL schema) without tables;
 * `cleanups` receives what closes and removes it.
 */
export function temporaryDatabase(
  dialect: DialectName,
  cleanups: (() => Promise<void>)[],
  options: Pick<DatabaseOptions, 'databasePoolMax'> = {},
): { database: Database; schema: string; dataDir: string } {
  const dataDir = temporaryDir();
  const schema = uniqueSchemaName();
  const database = openDatabase({
    dataDir,
    databaseUrl: dialect === 'postgres' ? POSTGRES_URL : undefined,
    databaseSchema: schema,
    ...options,
  });
  cleanups.push(async () => {
    await database.close();
    if (dialect === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { database, schema, dataDir };
}

/** A user row as an installation in use has it (a database with users is never seeded over). */
export const existingUser = (id: number, email: string) => ({
  id,
  firstName: 'Old',
  lastName: `User ${id}`,
  email,
  phoneNumber: '(555) 123-4567',
  address: '1 Old Street',
  zipCode: '12345',
  passwordHash: 'scrypt$not-a-real-hash',
  builtIn: 0,
});

/** A vehicle row as an installation in use has it, priced in the unit of its schema's version. */
export const existingCar = (id: number, model: string, pricePerHour: number) => ({
  id,
  model,
  doors: 4,
  seats: 5,
  luggage: 2,
  transmission: 'Automatic',
  airConditioning: 1,
  fuelType: 'Petrol',
  age: 1,
  pricePerHour,
  builtIn: 0,
});

/** A car row at the branch a fresh schema holds (0025 made it from the shell address). */
export const atFirstBranch = <Car extends object>(car: Car) => ({ ...car, branchId: 1 });

/**
 * Writers of rows straight into a migrated database, past the API: for tests of what the database
 * itself refuses. Its one user and two vehicles come first (`ownerAndTwoCars`); times are also
 * their instants (UTC), as an office on UTC writes them.
 */
export function rawRows(database: () => Database) {
  return {
    async ownerAndTwoCars() {
      const { db } = database();
      await db.insertInto('users').values(existingUser(1, 'rows@example.com')).execute();
      await db
        .insertInto('cars')
        .values([1, 2].map((id) => atFirstBranch(existingCar(id, `Model ${id}`, 1500))))
        .execute();
    },
    reservation: (carId: number, pickUp: string, dropOff: string, status = 'CREATED') =>
      sql`insert into reservations (car_id, user_id, pick_up_time, drop_off_time, pick_up_at,
        drop_off_at, pick_up_location, drop_off_location, status, total_price)
        values (${carId}, 1, ${pickUp}, ${dropOff}, ${pickUp}, ${dropOff}, 'A', 'B', ${status}, 2000)`.execute(
        database().db,
      ),
    block: (carId: number, start: string, end: string) =>
      sql`insert into blocked_periods (car_id, start_time, end_time, start_at, end_at, reason)
        values (${carId}, ${start}, ${end}, ${start}, ${end}, 'Service')`.execute(database().db),
  };
}

/** A reservation row with its instants, its times read in the office's zone. */
export const withInstants = <Row extends { pickUpTime: string; dropOffTime: string }>(
  row: Row,
) => ({
  ...row,
  pickUpAt: utcWallClock(row.pickUpTime, officeTimeZone()),
  dropOffAt: utcWallClock(row.dropOffTime, officeTimeZone()),
});

/** A JWT secret for server processes that need one (production, PostgreSQL). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

/**
 * The environment of a server process a test starts: this one's without any server setting (a
 * `DATABASE_URL` the test run was given would otherwise reach a process started without the
 * `JWT_SECRET` it requires), then `env`.
 */
export function serverProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !ENVIRONMENT_VARIABLES.includes(name),
  );
  return { ...Object.fromEntries(inherited), ...env };
}

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const TSX_ARGS = ['--import', 'tsx', '--conditions=@rentacar/source'];

export interface ServerProcess {
  child: ChildProcess;
  /** `${url}/api` */
  api: string;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then its exit status. */
  stop(): Promise<number | null>;
}

/**
 * `src/main.ts` in its own process, as an operator starts it, with `env` on top of this one's;
 * resolves once it prints its address (on any free port unless `env.PORT` says otherwise).
 */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...TSX_ARGS, 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: serverProcessEnv({ PORT: '0', ...env }),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match !== null) {
        clearInterval(poll);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    }, 50);
    void exited.then((status) => {
      clearInterval(poll);
      reject(new Error(`server exited with ${status}: ${output}`));
    });
  });
  return {
    child,
    url,
    api: `${url}/api`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface ScriptResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a server script (`src/<script>`) to its end, with `stdin` piped in. */
export function runServerScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
): Promise<ScriptResult> {
  const child = spawn(process.execPath, [...TSX_ARGS, `src/${script}`, ...args], {
    cwd: SERVER_ROOT,
    env: serverProcessEnv(env),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) =>
    child.once('close', (status) => resolve({ status, stdout, stderr })),
  );
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

const COUNTED_TABLES = [
  'users',
  'cars',
  'reservations',
  'contactMessages',
  'imageFiles',
  'imageWebpCopies',
] as const;

/** The number of rows of every record table, read from the server's database directly. */
export async function countRecords(
  server: TestServer,
): Promise<Record<(typeof COUNTED_TABLES)[number], number>> {
  const database = openDatabase({
    dataDir: server.dataDir,
    databaseUrl: server.dialect === 'postgres' ? POSTGRES_URL : undefined,
    databaseSchema: server.databaseSchema,
  });
  try {
    const counts = await Promise.all(
      COUNTED_TABLES.map(async (table) => {
        const { count } = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        return [table, Number(count)] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<(typeof COUNTED_TABLES)[number], number>;
  } finally {
    await database.close();
  }
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
}

export async function call(url: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  // An event stream stays open: its status and headers are the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, body: '', text: '' };
  }
  const text = await response.text();
  let parsed: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export async function login(api: string, email: string, password: string): Promise<string> {
  const response = await call(`${api}/login`, { method: 'POST', json: { email, password } });
  if (response.status !== 200) throw new Error(`login ${email} failed: ${response.text}`);
  return response.body.token as string;
}

export const loginAdmin = (api: string) => login(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
export const loginCustomer = (api: string) =>
  login(api, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

let registered = 0;

/** A valid registration of an e-mail no other registration used. */
export function registration() {
  registered += 1;
  const password = 'Secret#2026';
  return {
    firstName: 'Test',
    lastName: `Customer ${registered}`,
    phoneNumber: '(555) 123-4567',
    address: '1 Test Street',
    zipCode: '12345',
    email: `customer-${Date.now()}-${registered}@example.org`,
    password,
    confirmPassword: password,
  };
}

/** Registers a fresh customer and returns its token and e-mail. */
/** Driver details every vehicle of the tests accepts (born 1980, licensed 2000 until 2099). */
export const DRIVER_DETAILS = {
  dateOfBirth: '1980-05-17',
  licenseNumber: 'TEST-1980-0517',
  licenseCountry: 'US',
  licenseIssuedOn: '2000-06-01',
  licenseExpiresOn: '2099-06-01',
};

/** Registers a customer who may book (with `DRIVER_DETAILS`) and logs them in. */
export async function registerCustomer(api: string) {
  const body = registration();
  const { email, password } = body;
  const response = await call(`${api}/register`, { method: 'POST', json: body });
  if (response.status !== 201) throw new Error(`register failed: ${response.text}`);
  const token = await login(api, email, password);
  const driver = await call(`${api}/user/driver`, {
    method: 'PUT',
    token,
    json: DRIVER_DETAILS,
  });
  if (driver.status !== 200) throw new Error(`driver details failed: ${driver.text}`);
  return { email, password, token };
}

/** `MM/dd/yyyy HH:mm:ss` for a local time `days` days from now at `hour`:00. */
export function payloadTime(days: number, hour: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:00:00`;
}

export function booking(fromDays: number, toDays: number) {
  return {
    pickUpTime: payloadTime(fromDays, 10),
    dropOffTime: payloadTime(toDays, 10),
    pickUpLocation: 'Test Airport',
    dropOffLocation: 'Test Station',
  };
}

/** A valid vehicle body (with an uploaded image id in the path); tests break or change one field. */
/** A vehicle body at branch 1 (the demo's first, or the one a fresh schema holds). */
export const VEHICLE_INPUT = {
  ...sampleVehicle({ model: 'Checked Car', fuelType: 'Hybrid', age: 1 }),
  branchId: 1,
};

/** A real PNG: the first demo vehicle image. */
export const PNG = fs.readFileSync(
  new URL(`../../packages/demo-data/images/${demoImages[0]!.fileName}`, import.meta.url),
);

/** The multipart body of an upload of `PNG`. */
export function pngForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'car.png');
  return form;
}

/** Uploads `PNG` as `token` and returns the call's answer. */
export const uploadPng = (api: string, token: string) =>
  call(`${api}/files/upload`, { method: 'POST', token, body: pngForm() });
