// Fails when a file generated from openapi.yaml (packages/contract/src/schema.d.ts, enums.ts,
// bounds.ts, rateLimits.ts, resources.ts, operations.json) no longer matches it, or a message
// catalog no longer matches the code.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
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
if (stale) process.exit(1);
console.log('Generated contract files match openapi.yaml.');

// The message catalogs: the .po files must hold every message of the code (`npm run i18n:extract`)
// and the committed compiled catalogs (`{locale}.ts`) must be those of the .po files (`npm run
// i18n:compile`). Both commands run here, then every catalog file goes back to what it was.
const linguiConfig = getConfig({ configPath: path.resolve('lingui.config.ts') });
const catalogDirs = linguiConfig.catalogs.map(({ path: catalogPath }) => path.dirname(catalogPath));
const readCatalogFiles = async () => {
  const files = new Map();
  for (const dir of catalogDirs) {
    for (const name of await readdir(dir).catch(() => [])) {
      files.set(path.join(dir, name), await readFile(path.join(dir, name), 'utf8'));
    }
  }
  return files;
};
const committedCatalogs = await readCatalogFiles();
try {
  for (const script of ['i18n:extract', 'i18n:compile']) {
    execFileSync('npm', ['run', '--silent', script], { stdio: 'ignore' });
  }
  for (const [file, content] of await readCatalogFiles()) {
    if (committedCatalogs.get(file) !== content) {
      console.error(
        `${path.relative(process.cwd(), file)} is stale: run \`npm run i18n:extract && npm run i18n:compile\` and commit the result.`,
      );
      stale = true;
    }
  }
} finally {
  for (const file of (await readCatalogFiles()).keys()) {
    if (!committedCatalogs.has(file)) await rm(file);
  }
  for (const [file, content] of committedCatalogs) await writeFile(file, content);
}
if (stale) process.exit(1);
console.log('Message catalogs match the code.');
