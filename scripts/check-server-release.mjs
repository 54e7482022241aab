// `npm run check:release` (part of `npm test`, after the app's build): the server's release
// installs and runs without the development toolchain. It builds the server, assembles the
// release in an empty temporary folder, runs `npm ci --omit=dev` there (better-sqlite3 offered
// the repository's compiled binary as its prebuilt one), checks that its SQLite binary runs and
// that no development tool was installed, prints the size of node_modules, then starts the
// release with NODE_ENV=production on PostgreSQL and checks health and an ADMIN_* login.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assembleRelease, RELEASE_INSTALL } from './server-release.mjs';

/** Development tools, by the package names they install as (a scope counts whole). */
const DEVELOPMENT_TOOLS = [
  'tsx',
  'vite',
  'vitest',
  '@vitest/',
  'playwright',
  'playwright-core',
  '@playwright/',
  'storybook',
  '@storybook/',
  'lighthouse',
];
const isDevelopmentTool = (name) =>
  DEVELOPMENT_TOOLS.some((tool) => (tool.endsWith('/') ? name.startsWith(tool) : name === tool));
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'ops@rentacar.example', password: 'Release#Check2026' };
const START_TIMEOUT_MS = 60_000;

const repoRoot = path.resolve(import.meta.dirname, '..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-release-'));
const prebuilds = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-release-prebuilds-'));
const schema = `release_${randomBytes(6).toString('hex')}`;

function fail(message) {
  console.error(`check:release: ${message}`);
  process.exitCode = 1;
}

/**
 * Every package installed under `modulesDir`, nested ones included, as `[name, folder]`: a tool
 * hoisted nowhere but pulled in deep down still counts.
 */
function installedPackages(modulesDir) {
  const found = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const names = entry.name.startsWith('@')
        ? fs.readdirSync(path.join(dir, entry.name)).map((name) => `${entry.name}/${name}`)
        : [entry.name];
      for (const name of names) {
        const folder = path.join(dir, name);
        if (!fs.existsSync(path.join(folder, 'package.json'))) continue;
        found.push([name, folder]);
        const nested = path.join(folder, 'node_modules');
        if (fs.existsSync(nested)) visit(nested);
      }
    }
  };
  visit(modulesDir);
  return found;
}

/**
 * The install's settings that offer better-sqlite3 the binary the repository's `npm ci` compiled,
 * as prebuild-install names and packs a prebuilt one
 * (`<name>-v<version>-node-v<abi>-<platform><libc>-<arch>.tar.gz`) in a local folder; none when
 * there is no such binary (then the install compiles, as it would after GitHub failed).
 */
function localPrebuild() {
  const packageDir = path.join(repoRoot, 'node_modules/better-sqlite3');
  const binary = 'build/Release/better_sqlite3.node';
  if (!fs.existsSync(path.join(packageDir, binary)))
    return { npm_config_build_from_source: 'true' };
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const libc = process.report.getReport().header.glibcVersionRuntime === undefined ? 'musl' : '';
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}${libc}-${process.arch}.tar.gz`;
  execFileSync('tar', ['-czf', path.join(prebuilds, name), '-C', packageDir, binary]);
  // npm warns that it does not know this setting and passes it on to the install scripts; the
  // prebuild-install's own name for it (with a hyphen) is lost in the scripts' shell.
  return { npm_config_better_sqlite3_local_prebuilds: prebuilds };
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
  // Only the npm registry is reachable here, not GitHub, where better-sqlite3's install fetches
  // its prebuilt binary on an operator's machine. It is offered the binary `npm ci` compiled for
  // the repository instead, as a local prebuild: the install runs as an operator's does, without
  // compiling a second time. Another version or Node finds no file of its name and compiles.
  execFileSync('npm', RELEASE_INSTALL, {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, ...localPrebuild() },
  });
  // The binary the release installed loads and runs SQL in this Node.
  execFileSync(
    process.execPath,
    ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
    { cwd: path.join(folder, 'server'), stdio: 'inherit' },
  );
  const packages = installedPackages(path.join(folder, 'node_modules'));
  const tools = packages.filter(([name]) => isDevelopmentTool(name));
  if (tools.length > 0) {
    fail(
      `node_modules holds development tools: ${tools.map(([, at]) => path.relative(folder, at)).join(', ')}`,
    );
  }
  const megabytes = execFileSync('du', ['-sm', 'node_modules'], { cwd: folder, encoding: 'utf8' });
  console.log(
    `check:release: production node_modules is ${megabytes.split('\t')[0]} MB, ${packages.length} packages`,
  );

  const release = startRelease();
  try {
    const url = await release.url;
    for (const probe of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const answer = await fetch(`${url}${probe}`);
      if (answer.status !== 200) fail(`GET ${probe} answered ${answer.status}`);
    }
    // The home page is rendered on the server by the app's build the release carries: its
    // sections are in the HTML, not only the app's empty shell.
    const home = await fetch(url);
    const page = await home.text();
    if (home.status !== 200 || !page.includes('Popular Vehicle Models')) {
      fail(`GET / answered ${home.status} without a rendered page`);
    }
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
      console.log(
        'check:release: the release starts on PostgreSQL; probes, the rendered home page and login work',
      );
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
  fs.rmSync(prebuilds, { recursive: true, force: true });
}
