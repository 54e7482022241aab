// Fails when packages/api/src/schema.d.ts no longer matches openapi.yaml.
import { readFile } from 'node:fs/promises';
import { generateSchemaSource, schemaPath } from '../packages/api/scripts/generate.mjs';

const expected = await generateSchemaSource();
const committed = await readFile(schemaPath, 'utf8');
if (expected !== committed) {
  console.error(
    'packages/api/src/schema.d.ts is stale: run `npm run generate` and commit the result.',
  );
  process.exit(1);
}
console.log('Generated API types match openapi.yaml.');
