// `npm run check:ui-registry` (part of `npm test`, and of `npm run release` before it publishes):
// @rentacar/ui installs from a registry as another team installs it. It builds and packs the
// package (or, within `npm test`, takes the tarball the pack test shares: packages/ui/scripts/
// packed-once.mjs), checks its types and manifest (attw's esm-only profile, publint), starts a throwaway verdaccio
// (config and storage in a temporary folder, a free port), publishes the packed package there,
// then copies packages/ui/release-fixture/ and in it runs one plain `npm install
// @rentacar/ui@<version>` (only the @rentacar scope comes from verdaccio; the rest from the usual
// registry through npm's cache), a Vite build, type checks with `moduleResolution` bundler and
// nodenext, and a server render. Nothing is published anywhere else.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { packedLibrary } from '../packages/ui/scripts/packed-once.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packageDir = path.join(root, 'packages/ui');
const fixtureDir = path.join(packageDir, 'release-fixture');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const { name, version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json')));
const START_TIMEOUT_MS = 30_000;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-ui-registry-'));
const consumerDir = path.join(folder, 'consumer');
const timings = [];

/**
 * Runs a step and times it; answers its standard output. A failure, or with `quiet` anything on
 * standard error (React's and styled-components' warnings go there), fails the check with the
 * step's output.
 */
function step(label, command, args, { quiet = false, ...options } = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: 'pipe', ...options });
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0 || (quiet && result.stderr !== '')) {
    throw new Error(`${label} failed:\n${result.stdout}${result.stderr}${result.error ?? ''}`);
  }
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Asks until the registry answers, or fails after START_TIMEOUT_MS. */
async function waitForRegistry(url, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/-/ping`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`verdaccio did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Registers a throwaway publisher and answers its token. */
async function createPublisher(url) {
  const user = `release-${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${url}/-/user/org.couchdb.user:${user}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: user, password: randomBytes(16).toString('hex') }),
  });
  if (!response.ok) throw new Error(`verdaccio refused a user: ${response.status}`);
  return (await response.json()).token;
}

let registry;
try {
  // The tarball the pack test checks too, when `npm test` runs both (UI_PACKED_DIR).
  const { tarball, integrity } = packedLibrary(folder, (command, args, options) =>
    step(`${command} ${args[0]}`, command, args, options),
  );
  step('attw', bin('attw'), [tarball, '--profile', 'esm-only'], { cwd: root });
  step('publint', bin('publint'), ['--strict', packageDir], { cwd: root });

  // A verdaccio that keeps everything in `folder` and proxies nothing: it only holds our scope.
  const port = await freePort();
  const config = path.join(folder, 'verdaccio.yaml');
  fs.writeFileSync(
    config,
    [
      `storage: ${path.join(folder, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${path.join(folder, 'htpasswd')}`,
      'packages:',
      "  '@rentacar/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  let registryOutput = '';
  registry = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/verdaccio/bin/verdaccio'),
      '--config',
      config,
      '--listen',
      `127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  registry.stdout.on('data', (chunk) => (registryOutput += chunk));
  registry.stderr.on('data', (chunk) => (registryOutput += chunk));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  await waitForRegistry(url, registry, () => registryOutput);
  timings.push(`registry start ${((performance.now() - started) / 1000).toFixed(1)} s`);

  fs.cpSync(fixtureDir, consumerDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  // Project-level npm settings: our scope from verdaccio, with the publisher's token for it.
  const token = await createPublisher(url);
  fs.writeFileSync(
    path.join(consumerDir, '.npmrc'),
    `@rentacar:registry=${url}/\n//127.0.0.1:${port}/:_authToken=${token}\n`,
  );
  // `--registry` and the scope's registry both name verdaccio, and the user's npm settings (where
  // a maintainer's real registry token lives) are replaced by an empty file: even a
  // `publishConfig` added to the package later cannot make this step publish anywhere else.
  const noUserConfig = path.join(folder, 'empty-npmrc');
  fs.writeFileSync(noUserConfig, '');
  step('publish', 'npm', ['publish', tarball, '--registry', `${url}/`], {
    cwd: consumerDir,
    env: { ...process.env, npm_config_userconfig: noUserConfig },
  });
  step(
    'install',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', `${name}@${version}`],
    { cwd: consumerDir },
  );
  const lock = JSON.parse(fs.readFileSync(path.join(consumerDir, 'package-lock.json'), 'utf8'));
  const installed = lock.packages[`node_modules/${name}`];
  // The very tarball published above, not a namesake from another registry.
  if (installed?.integrity !== integrity) {
    throw new Error(`installed ${JSON.stringify(installed)}, not the packed ${name}@${version}`);
  }
  step('vite build', 'npm', ['run', 'build'], { cwd: consumerDir });
  step('typecheck', 'npm', ['run', 'typecheck'], { cwd: consumerDir });
  const { html, css } = JSON.parse(
    step('render', 'node', ['render.mjs'], { cwd: consumerDir, quiet: true }),
  );
  if (!html.includes('Ford Transit Custom') || !html.includes('aria-busy="true"')) {
    throw new Error(`the server render lacks the components:\n${html}`);
  }
  if (!css.includes('#0b5fff')) throw new Error('the server render lacks the custom palette');
  console.log(`check:ui-registry: ${name}@${version} installs, builds, type-checks and renders.`);
  console.log(`check:ui-registry: ${timings.join(', ')}`);
} catch (error) {
  console.error(`check:ui-registry: ${error.message}`);
  process.exitCode = 1;
} finally {
  registry?.kill();
  fs.rmSync(folder, { recursive: true, force: true });
}
