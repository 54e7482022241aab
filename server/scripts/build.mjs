// `npm run build -w @rentacar/server`: the server as plain JavaScript in server/dist, run with
// `node` (no tsx). esbuild bundles our own workspace packages, which export TypeScript source,
// and leaves every npm dependency to node_modules, so native modules (better-sqlite3, sharp)
// and pino's worker threads load as installed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const outdir = path.join(serverRoot, 'dist');
const demoDataRoot = path.resolve(serverRoot, '../packages/demo-data');
/** Where the bundle keeps the seed images, as demo-data's `images/` beside its `src/`. */
const demoDataOut = 'demo-data';

/** npm packages stay imports; `@rentacar/*` (TypeScript source) and relative files are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@rentacar/') ? undefined : { path: specifier, external: true },
    );
  },
};

/**
 * demo-data finds its images relative to its own module (`new URL('../images/..',
 * import.meta.url)`); in the bundle that module is a chunk of dist/, so its base becomes the
 * copy of its folder under dist/.
 */
const demoDataImages = {
  name: 'demo-data-images',
  setup(builder) {
    const indexFile = path.join(demoDataRoot, 'src', 'index.ts');
    builder.onLoad({ filter: /demo-data[\\/]src[\\/]index\.ts$/ }, async ({ path: file }) => {
      if (file !== indexFile) return undefined;
      const source = await fs.promises.readFile(file, 'utf8');
      const base = `new URL('./${demoDataOut}/src/index.js', import.meta.url)`;
      return { contents: source.replaceAll('import.meta.url', base), loader: 'ts' };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/seed-cli.ts', 'src/create-admin-cli.ts'],
  absWorkingDir: serverRoot,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['@rentacar/source'],
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, demoDataImages],
});
fs.cpSync(path.join(demoDataRoot, 'images'), path.join(outdir, demoDataOut, 'images'), {
  recursive: true,
});
console.log(`Server built into ${path.relative(process.cwd(), outdir) || '.'}`);
