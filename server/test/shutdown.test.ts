import fs from 'node:fs';
import http from 'node:http';
import { DEMO_CUSTOMER } from '@rentacar/demo-data';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnServer, temporaryDir, type ServerProcess } from './helpers.js';

const DRAIN_MS = 3_000;

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = temporaryDir();
  server = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    LOG_LEVEL: 'warn',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A login whose body arrives in two parts: in flight until `finish` sends the rest. It asks for
 * `100 Continue`, so `received` settles once the server has read its headers.
 */
function slowLogin(api: string) {
  const body = JSON.stringify(DEMO_CUSTOMER);
  const half = Math.floor(body.length / 2);
  const request = http.request(`${api}/login`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const received = new Promise<void>((resolve) => request.once('continue', resolve));
  const answer = new Promise<{ status: number; body: { token?: string } }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  void received.then(() => request.write(body.slice(0, half)));
  return {
    answer,
    received,
    finish: () => request.end(body.slice(half)),
  };
}

/** Asks on a new connection each time (no keep-alive), as a load balancer's probe does. */
async function readiness(api: string) {
  const response = await fetch(`${api}/health/ready`, { headers: { connection: 'close' } });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Resolves with the error code once a new connection is refused. */
async function untilRefused(api: string): Promise<string> {
  for (;;) {
    try {
      await fetch(`${api}/health/live`, { headers: { connection: 'close' } });
    } catch (error) {
      return ((error as Error & { cause?: { code?: string } }).cause?.code ?? '') as string;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('on SIGTERM fails readiness first, then refuses connections, finishes the request in flight and exits 0', async () => {
  expect(await readiness(server.api)).toEqual({ status: 200, body: { status: 'ready' } });
  const login = slowLogin(server.api);
  // The server has the request's headers before the signal.
  await login.received;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));

  server.child.kill('SIGTERM');
  // While the balancer notices, readiness says no and new requests are still served.
  await expect
    .poll(() => readiness(server.api), { timeout: DRAIN_MS })
    .toEqual({
      status: 503,
      body: { status: 'stopping' },
    });
  const live = await fetch(`${server.api}/health/live`, { headers: { connection: 'close' } });
  expect(live.status).toBe(200);

  // After the drain, no new connection is taken, while the slow login is still open.
  expect(await untilRefused(server.api)).toBe('ECONNREFUSED');
  expect(server.child.exitCode).toBeNull();

  login.finish();
  const answer = await login.answer;
  expect(answer.status).toBe(200);
  expect(answer.body.token).toEqual(expect.any(String));
  expect(await exited).toBe(0);
}, 30_000);
