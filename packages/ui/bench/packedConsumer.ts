/**
 * A scratch consumer project with the packed `@rentacar/ui` installed, as another team would have
 * it: `npm pack` (once per `npm test`: `scripts/packed-once.mjs`), the tarball unpacked into
 * `node_modules`, the peer and runtime dependencies taken from the workspace (no network). Used
 * by the pack test and the size benchmark.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { packedLibrary } from '../scripts/packed-once.mjs';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const workspaceModules = path.resolve(packageDir, '../../node_modules');
export const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/** What a consumer installs next to the package. */
const consumerPackages = [
  ...Object.keys(manifest.peerDependencies),
  ...Object.keys(manifest.dependencies),
  '@types/react',
  '@types/react-dom',
  // A server-rendering consumer has Node's types; styled-components' SSR API refers to them.
  '@types/node',
];

/** Runs a command; a failure reports the command's own output. */
export const run = (
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): string => {
  try {
    return execFileSync(command, args, {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
};

export interface PackedConsumer {
  /** The consumer project's folder. */
  dir: string;
  /** The packed tarball: inside `dir`, or the one `npm test` shares (UI_PACKED_DIR). */
  tarball: string;
  /** The output of the production build (its warnings, if any). */
  buildOutput: string;
}

/** Builds the package for production, packs it and installs the tarball into a new scratch project. */
export function createPackedConsumer(): PackedConsumer {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentacar-ui-consumer-'));
  const { tarball, buildOutput } = packedLibrary(dir, (command, args, { cwd, env }) =>
    run(command, args, cwd, env),
  );

  // Install = unpack the tarball into node_modules, exactly the files a registry install would get.
  const installedPackage = path.join(dir, 'node_modules', manifest.name);
  mkdirSync(installedPackage, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installedPackage, '--strip-components=1'], dir);
  for (const name of consumerPackages) {
    const link = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(workspaceModules, name), link, 'dir');
  }
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'scratch-consumer', private: true, type: 'module' }),
  );
  return { dir, tarball, buildOutput };
}

export interface ConsumerBundle {
  /** Gzip size of the emitted JavaScript, in bytes. */
  gzipBytes: number;
  /** Every module the bundler kept, as resolved file paths. */
  modules: string[];
}

/** Bundles `source` as the consumer's browser entry with Vite's production defaults (minified). */
export async function bundleConsumerEntry(
  consumer: PackedConsumer,
  name: string,
  source: string,
): Promise<ConsumerBundle> {
  const entry = path.join(consumer.dir, `${name}.js`);
  writeFileSync(entry, source);
  const result = (await build({
    root: consumer.dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: { write: false, rolldownOptions: { input: entry } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  return {
    gzipBytes: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0),
    modules: chunks.flatMap((chunk) => Object.keys(chunk.modules)),
  };
}

/** Entry sources of the size benchmark: each renders what it imports, so nothing is dropped. */
export const sizeFixtures = {
  baseline: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { styled, ThemeProvider } from 'styled-components';
const Box = styled.div\`color: \${({ theme }) => theme.color};\`;
createRoot(document.body).render(createElement(ThemeProvider, { theme: { color: 'red' } }, createElement(Box, null, 'Hi')));
`,
  button: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, RentacarThemeProvider } from '@rentacar/ui';
createRoot(document.body).render(createElement(RentacarThemeProvider, null, createElement(Button, null, 'Rent Now')));
`,
  vehicleCard: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { VehicleCard, RentacarThemeProvider } from '@rentacar/ui';
const vehicle = { id: 3, model: 'Ford Transit Custom', pricePerHour: 29 };
createRoot(document.body).render(createElement(RentacarThemeProvider, null, createElement(VehicleCard, { vehicle })));
`,
  everything: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import * as ui from '@rentacar/ui';
createRoot(document.body).render(createElement(ui.RentacarThemeProvider, null, Object.keys(ui).length));
globalThis.rentacarUi = ui;
`,
};

/** Libraries only some components need; a bundle that imports only Button must contain none. */
export const heavyDependencies =
  /node_modules\/(yup|luxon|imask|react-imask|final-form|react-final-form|react-responsive-carousel|react-toastify|@visx\/[a-z]+)\/|vendor\/react-responsive-carousel/;
