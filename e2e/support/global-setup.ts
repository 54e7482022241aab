import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import pg from 'pg';
import { POSTGRES_URL, type DatabaseName } from './databases.js';
import { mailDirVariable, startMailbox, type Mailbox } from './mailbox.js';
import { READY_PREFIX, serverUrlVariable } from './server-protocol.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_START_TIMEOUT_MS = 120_000;

/**
 * Builds the app from the current sources into a private folder the test servers serve: always
 * fresh, and safe from anyone rebuilding app/dist while the journeys run. Only the bundle is built
 * (`vite build`); the app's `build` script adds reports on top.
 */
function buildApp(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-e2e-app-'));
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', outDir],
    {
      cwd: path.join(repoRoot, 'app'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0 || !fs.existsSync(path.join(outDir, 'index.html'))) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`e2e: the app build failed (exit ${build.status ?? build.signal})`);
  }
  return outDir;
}

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

function waitForReadyLine(child: ChildProcess, label: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`e2e: the ${label} server did not start within ${SERVER_START_TIMEOUT_MS} ms`),
        ),
      SERVER_START_TIMEOUT_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e: the ${label} server exited with code ${code} before it was ready`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith(READY_PREFIX)) {
        console.log(`[${label} server] ${line}`);
        return;
      }
      clearTimeout(timer);
      resolve((JSON.parse(line.slice(READY_PREFIX.length)) as { url: string }).url);
    });
  });
}

async function dropSchema(schema: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * The real server in its own process (its TypeScript through tsx, as `npm run dev` runs it; `npm
 * start` runs the build), on a free port with a fresh database seeded with the demo data: a
 * temporary SQLite folder, or a throw-away PostgreSQL schema so other suites sharing the database
 * are never touched.
 */
async function startServer(
  database: DatabaseName,
  appDistDir: string,
  smtpUrl: string,
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rentacar-e2e-${database}-`));
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    APP_DIST_DIR: appDistDir,
    SMTP_URL: smtpUrl,
  };
  delete env.DATABASE_URL;
  delete env.PORT;
  // A server on PostgreSQL requires a shared JWT secret (instances must accept each other's tokens).
  if (database === 'postgres') {
    const jwtSecret = randomBytes(32).toString('hex');
    Object.assign(env, {
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: jwtSecret,
    });
  }

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@rentacar/source', 'e2e/support/server-main.ts'],
    // The IPC channel closes when this runner goes, however it ends: the server then stops too.
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (database === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await waitForReadyLine(child, database);
    return { url, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * The app build of this run of `npm test` (`E2E_APP_DIST`, a copy of `check:bundle`'s, which
 * `scripts/run-tests.mjs` owns and removes), else a fresh one of its own.
 */
function appBuild(): { dir: string; ownBuild: boolean } {
  const shared = process.env.E2E_APP_DIST;
  if (shared === undefined || shared === '') return { dir: buildApp(), ownBuild: true };
  if (!fs.existsSync(path.join(shared, 'index.html'))) {
    throw new Error(`e2e: E2E_APP_DIST=${shared} holds no app build (no index.html)`);
  }
  return { dir: shared, ownBuild: false };
}

/**
 * Builds the app (or takes the run's build) and starts one mail server and one server (sending
 * to it) per project; returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const { dir: appDistDir, ownBuild } = appBuild();
  const servers: RunningServer[] = [];
  const mailboxes: Mailbox[] = [];
  const mailDirs: string[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(mailboxes.map((mailbox) => mailbox.stop()));
    for (const folder of [...(ownBuild ? [appDistDir] : []), ...mailDirs]) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  };
  try {
    for (const project of config.projects) {
      const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), `rentacar-e2e-mail-${project.name}-`));
      mailDirs.push(mailDir);
      const mailbox = await startMailbox(mailDir);
      mailboxes.push(mailbox);
      process.env[mailDirVariable(project.name)] = mailDir;
      const server = await startServer(project.name as DatabaseName, appDistDir, mailbox.url);
      servers.push(server);
      // Workers inherit the environment of the runner, which is how the tests find their server.
      process.env[serverUrlVariable(project.name)] = server.url;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
