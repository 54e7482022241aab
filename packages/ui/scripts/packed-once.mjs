// `@rentacar/ui` built for production and packed, once per run of `npm test`: the registry check
// (`scripts/check-ui-registry.mjs`) and the pack test (`test/pack.test.ts`) check the same tarball.
// With UI_PACKED_DIR set (`scripts/run-tests.mjs` sets it), the first caller builds and packs into
// that folder and a later one takes what it holds; without it, each call builds and packs anew.
import fs from 'node:fs';
import path from 'node:path';

const packageDir = path.resolve(import.meta.dirname, '..');
const BUILD_OUTPUT = 'build-output.txt';
const PACKED = 'pack.json';

/**
 * Builds and packs into `folder`; `run(command, args, options)` runs a command and answers its
 * standard output (it throws on a failure).
 */
function buildAndPack(folder, run) {
  fs.mkdirSync(folder, { recursive: true });
  // Vitest runs with NODE_ENV=test; the published build must be the production one.
  const buildOutput = run('npm', ['run', 'build'], {
    cwd: packageDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const packed = run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: packageDir });
  fs.writeFileSync(path.join(folder, BUILD_OUTPUT), buildOutput);
  fs.writeFileSync(path.join(folder, PACKED), packed);
  return folder;
}

/**
 * The packed library: its tarball's path, its file name and integrity as `npm pack` reported
 * them, and the standard output of its build. Without UI_PACKED_DIR it is packed into
 * `ownFolder`.
 */
export function packedLibrary(ownFolder, run) {
  const shared = process.env.UI_PACKED_DIR;
  let folder;
  if (shared === undefined || shared === '') {
    folder = buildAndPack(ownFolder, run);
  } else if (fs.existsSync(path.join(shared, PACKED))) {
    folder = shared;
  } else {
    // Packed beside it and moved in whole, so a folder that holds `pack.json` is complete.
    const partial = `${shared}.partial-${process.pid}`;
    buildAndPack(partial, run);
    fs.renameSync(partial, shared);
    folder = shared;
  }
  const [{ filename, integrity }] = JSON.parse(fs.readFileSync(path.join(folder, PACKED), 'utf8'));
  return {
    tarball: path.join(folder, filename),
    filename,
    integrity,
    buildOutput: fs.readFileSync(path.join(folder, BUILD_OUTPUT), 'utf8'),
  };
}
