// The server's release: what a production machine needs to run it, in one folder, installed with
// `npm ci --omit=dev`. `node scripts/server-release.mjs <folder>` assembles it (after
// `npm run build`); scripts/check-server-release.mjs assembles, installs and starts one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
const isOurs = (name) => name.startsWith('@rentacar/');
const npmDependencies = (dependencies = {}) =>
  Object.fromEntries(Object.entries(dependencies).filter(([name]) => !isOurs(name)));

/**
 * The release's package.json: the server's npm dependencies and those of the workspace packages
 * its build bundles (their code imports them from the release's node_modules).
 */
function releasePackage() {
  const root = readJson('package.json');
  const server = readJson('server/package.json');
  const bundled = ['packages/contract', 'packages/rules', 'packages/demo-data', 'packages/emails'];
  const dependencies = Object.assign(
    {},
    ...bundled.map((folder) => npmDependencies(readJson(`${folder}/package.json`).dependencies)),
    npmDependencies(server.dependencies),
  );
  return {
    name: server.name,
    version: server.version,
    private: true,
    type: 'module',
    engines: root.engines,
    scripts: { start: 'node --enable-source-maps dist/main.js' },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort()),
  };
}

/**
 * The release's package-lock.json, cut from the repository's: exactly the versions the tests ran
 * with, for the packages `dependencies` reach from the server's folder (npm's lookup: the
 * nearest node_modules up the tree), at the places they have in the repository.
 */
function releaseLock(dependencies) {
  const { packages } = readJson('package-lock.json');
  const entries = {};
  const resolve = (from, name) => {
    for (let folder = from; ; folder = path.posix.dirname(folder)) {
      const location = `${folder === '.' ? '' : `${folder}/`}node_modules/${name}`;
      if (packages[location] !== undefined) return location;
      if (folder === '.' || folder === '') return undefined;
    }
  };
  const visit = (from, name, optional) => {
    const location = resolve(from, name);
    if (location === undefined) {
      if (optional) return;
      throw new Error(`${name} (needed from ${from || 'the server'}) is not in package-lock.json`);
    }
    if (entries[location] !== undefined) return;
    const entry = packages[location];
    // Everything the release installs is a runtime dependency of it.
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = entry;
    entries[location] = kept;
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    for (const dependency of Object.keys(entry.dependencies ?? {}))
      visit(location, dependency, false);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
      visit(location, dependency, true);
    }
    for (const dependency of Object.keys(entry.peerDependencies ?? {})) {
      visit(location, dependency, optionalPeers[dependency]?.optional === true);
    }
  };
  for (const name of Object.keys(dependencies)) visit('server', name, false);
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
}

/** What the release holds besides its package files: the built server and app, the contract. */
export const RELEASE_FILES = ['openapi.yaml', 'server/dist', 'app/dist'];

/** The command that installs a release's runtime dependencies, run in its folder. */
export const RELEASE_INSTALL = ['ci', '--omit=dev', '--no-audit', '--no-fund'];

/** Writes the release into `folder` (which must be empty or absent). */
export function assembleRelease(folder) {
  for (const built of ['server/dist/main.js', 'app/dist/index.html']) {
    if (!fs.existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} is missing: run npm run build first`);
    }
  }
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty`);
  }
  for (const file of RELEASE_FILES) {
    fs.cpSync(path.join(repoRoot, file), path.join(folder, file), { recursive: true });
  }
  // The repository's layout, cut down: a root with the server as its one workspace, so every
  // package keeps its place (and version) of the repository's lock file.
  const root = readJson('package.json');
  const server = releasePackage();
  const manifest = {
    name: root.name,
    version: root.version,
    private: true,
    type: 'module',
    engines: root.engines,
    workspaces: ['server'],
    scripts: { start: 'npm run start -w @rentacar/server' },
    allowScripts: root.allowScripts,
  };
  const lock = {
    name: root.name,
    version: root.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: root.name, version: root.version, workspaces: ['server'], engines: root.engines },
      [`node_modules/${server.name}`]: { resolved: 'server', link: true },
      server: { name: server.name, version: server.version, dependencies: server.dependencies },
      ...releaseLock(server.dependencies),
    },
  };
  const write = (file, value) =>
    fs.writeFileSync(path.join(folder, file), `${JSON.stringify(value, null, 2)}\n`);
  write('package.json', manifest);
  write('server/package.json', server);
  write('package-lock.json', lock);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (folder === undefined) {
    console.error('usage: node scripts/server-release.mjs <empty folder>');
    process.exit(1);
  }
  assembleRelease(path.resolve(folder));
  console.log(
    `Release assembled in ${folder}; install it there with: npm ${RELEASE_INSTALL.join(' ')}`,
  );
}
