/** The server of a benchmark, started as `npm start` would start it, in its own process. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import type { ServerConfig } from '../src/index.js';

/** BENCH_PORT: the first port of a range to start servers on (one more each); else any free one. */
let nextPort = process.env.BENCH_PORT === undefined ? 0 : Number(process.env.BENCH_PORT);

async function freePort(): Promise<number> {
  if (nextPort > 0) return nextPort++;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The server runs as `npm start` would, in its own process, so autocannon does not share its
 * event loop.
 */
export async function startServerProcess(
  config: ServerConfig,
  extraEnv: Record<string, string> = {},
  entry = 'src/main.ts',
  nodeFlags: string[] = [],
) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', '--conditions=@rentacar/source', entry],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.databaseUrl ?? '',
        DATABASE_SCHEMA: config.databaseSchema,
        // Required on PostgreSQL; tokens of this run only.
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
