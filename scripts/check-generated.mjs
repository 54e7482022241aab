// Fails when a file generated from openapi.yaml (packages/contract/src/schema.d.ts, enums.ts,
// bounds.ts, rateLimits.ts, resources.ts, operations.json) no longer matches it, or a message
// catalog (`<workspace>/src/locales/*.po` and their compiled `.ts`) no longer matches the sources.
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_FILES } from '../packages/contract/scripts/generate.mjs';

let stale = false;
for (const { path: filePath, generate } of GENERATED_FILES) {
  const committed = await readFile(filePath, 'utf8').catch(() => '');
  if ((await generate()) !== committed) {
    console.error(
      `${path.relative(process.cwd(), filePath)} is stale: run \`npm run generate\` and commit the result.`,
    );
    stale = true;
  }
}

/** The committed catalogs (lingui.config.ts): extracted, then compiled to TypeScript. */
const CATALOG_DIRS = ['app/src/locales', 'packages/ui/src/locales'];

async function readCatalogs() {
  const files = new Map();
  for (const dir of CATALOG_DIRS) {
    for (const name of await readdir(dir).catch(() => [])) {
      files.set(path.join(dir, name), await readFile(path.join(dir, name), 'utf8'));
    }
  }
  return files;
}

// Lingui writes its catalogs in place: they are regenerated, compared, and put back as they were.
const committedCatalogs = await readCatalogs();
for (const script of ['i18n:extract', 'i18n:compile']) {
  const run = spawnSync('npm', ['run', '--silent', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run ${script} failed:\n${run.stderr}`);
}
const freshCatalogs = await readCatalogs();
for (const [file, fresh] of freshCatalogs) {
  if (committedCatalogs.get(file) !== fresh) {
    console.error(`${file} is stale: run \`npm run i18n:extract && npm run i18n:compile\`.`);
    stale = true;
  }
}
for (const [file, committed] of committedCatalogs) await writeFile(file, committed);

if (stale) process.exit(1);
console.log('Generated contract files match openapi.yaml; the catalogs match the sources.');
