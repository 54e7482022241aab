// `npm run check:release` (part of `npm test`, after the app's build): the server's release
// installs and runs without the development toolchain. It builds the server, assembles the
// release in an empty temporary folder, runs `npm ci --omit=dev` there, checks that no
// development tool was installed, prints the size of node_modules, then starts the release with
// NODE_ENV=production on PostgreSQL and checks health and an ADMIN_* login.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assembleRelease, RELEASE_INSTALL } from './server-release.mjs';

const DEVELOPMENT_TOOLS = ['tsx', 'vite', 'vitest', 'playwright', 'storybook', 'lighthouse'];
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'ops@rentacar.example', password: 'Release#Check2026' };
const START_TIMEOUT_MS = 60_000;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-release-'));
const schema = `release_${randomBytes(6).toString('hex')}`;

function fail(message) {
  console.error(`check:release: ${message}`);
  process.exitCode = 1;
}

/** The release started as an operator would, resolved with its URL once it listens. */
function startRelease() {
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within 60 s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    child.stdout.on('data', () => {
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once('exit', (status) => {
      clearTimeout(timer);
      reject(new Error(`the release exited with ${status}:\n${output}`));
    });
  });
  return { child, url };
}

try {
  execFileSync('npm', ['run', 'build', '-w', '@rentacar/server'], { stdio: 'inherit' });
  assembleRelease(folder);
  // Only the npm registry is reachable here: better-sqlite3 compiles instead of downloading its
  // prebuilt binary from GitHub (which an operator's machine usually can).
  execFileSync('npm', RELEASE_INSTALL, {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, npm_config_build_from_source: 'true' },
  });
  const installed = DEVELOPMENT_TOOLS.filter((tool) =>
    fs.existsSync(path.join(folder, 'node_modules', tool)),
  );
  if (installed.length > 0) fail(`node_modules holds development tools: ${installed.join(', ')}`);
  const size = execFileSync('du', ['-sh', 'node_modules'], { cwd: folder, encoding: 'utf8' });
  console.log(`check:release: production node_modules is ${size.split('\t')[0]}`);

  const release = startRelease();
  try {
    const url = await release.url;
    const health = await fetch(`${url}/api/health`);
    if (health.status !== 200) fail(`GET /api/health answered ${health.status}`);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();
    if (login.status !== 200 || typeof token !== 'string') {
      fail(`the ADMIN_* login answered ${login.status}`);
    }
    if (process.exitCode === undefined) {
      console.log('check:release: the release starts on PostgreSQL; health and login work');
    }
  } finally {
    release.child.kill('SIGTERM');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect().then(
    () => client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end()),
    () => undefined,
  );
  fs.rmSync(folder, { recursive: true, force: true });
}
