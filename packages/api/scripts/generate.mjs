// Generates src/schema.d.ts from the root openapi.yaml. scripts/check-generated.mjs (repo root)
// imports generateSchemaSource and schemaPath to fail the test command on a stale file.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const contractUrl = new URL('../../../openapi.yaml', import.meta.url);
// Binary bodies (image upload, image bytes, spreadsheets) travel as Blobs in fetch, not as strings.
const blobType = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

export const schemaPath = fileURLToPath(new URL('../src/schema.d.ts', import.meta.url));

export async function generateSchemaSource() {
  const ast = await openapiTS(contractUrl, {
    transform: (schemaObject) => (schemaObject.format === 'binary' ? blobType : undefined),
  });
  return `// Generated from openapi.yaml by packages/api/scripts/generate.mjs: do not edit.\n${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(schemaPath, await generateSchemaSource());
  console.log(`Wrote ${schemaPath}`);
}
