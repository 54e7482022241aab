// Fails when a file generated from openapi.yaml (packages/contract/src/schema.d.ts, enums.ts,
// bounds.ts, rateLimits.ts, resources.ts, operations.json) no longer matches it.
import { readFile } from 'node:fs/promises';
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
if (stale) process.exit(1);
console.log('Generated contract files match openapi.yaml.');
