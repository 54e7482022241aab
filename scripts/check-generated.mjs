// Fails when a file generated from openapi.yaml (packages/api/src/schema.d.ts, enums.ts,
// bounds.ts, operations.json) no longer matches it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_FILES } from '../packages/api/scripts/generate.mjs';

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
console.log('Generated API files match openapi.yaml.');
