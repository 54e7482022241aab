// Generates from the root openapi.yaml: src/schema.d.ts (types), src/limits.ts (the bounds the
// mock enforces) and src/enums.ts (the values of every named enum). scripts/check-generated.mjs (repo root) imports GENERATED_FILES to fail the test
// command on a stale file.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import ts from 'typescript';
import { parse } from 'yaml';

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

export const limitsPath = fileURLToPath(new URL('../src/limits.ts', import.meta.url));

/** The schema keywords that bound a value; `x-pattern-reason` words a failed pattern. */
const LIMIT_KEYWORDS = {
  minLength: 'minLength',
  maxLength: 'maxLength',
  pattern: 'pattern',
  'x-pattern-reason': 'patternReason',
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'exclusiveMinimum',
};

function resolve(document, node) {
  if (node?.$ref === undefined) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((at, key) => at[key], document);
  return resolve(document, target);
}

function limitsOf(document, schema) {
  const resolved = resolve(document, schema);
  const limits = {};
  for (const [keyword, name] of Object.entries(LIMIT_KEYWORDS)) {
    if (resolved[keyword] !== undefined) limits[name] = resolved[keyword];
  }
  return limits;
}

/**
 * Per request body schema (by component name) the limits of each field, and per parameter name
 * the limits of that parameter (a name means the same everywhere, or generation fails).
 */
function contractLimits(document) {
  const bodies = {};
  const parameters = {};
  for (const pathItem of Object.values(document.paths)) {
    const operations = Object.values(pathItem).filter((value) => value?.operationId);
    for (const operation of operations) {
      for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        const { name, schema } = resolve(document, parameter);
        const limits = JSON.stringify(limitsOf(document, schema));
        if (parameters[name] !== undefined && parameters[name] !== limits) {
          throw new Error(`Parameter ${name} has different limits in different operations`);
        }
        parameters[name] = limits;
      }
      const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
      if (ref === undefined) continue;
      const schemaName = ref.split('/').at(-1);
      const schema = resolve(document, { $ref: ref });
      bodies[schemaName] = Object.fromEntries(
        Object.entries(schema.properties).map(([field, property]) => [
          field,
          limitsOf(document, property),
        ]),
      );
    }
  }
  const sortedEntries = (record, value) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, value(record[key])]),
    );
  return {
    bodies: sortedEntries(bodies, (fields) => fields),
    parameters: sortedEntries(parameters, (limits) => JSON.parse(limits)),
  };
}

export async function generateLimitsSource() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const { bodies, parameters } = contractLimits(document);
  const source = `// Generated from openapi.yaml by packages/api/scripts/generate.mjs: do not edit.

/** Bounds of one request value as openapi.yaml states them (\`patternReason\` words a failed pattern). */
export interface ValueLimits {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly patternReason?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
}

/** The limits of every field of every JSON request body, by the body schema's name. */
export const BODY_LIMITS = ${JSON.stringify(bodies)} as const satisfies Record<string, Record<string, ValueLimits>>;

/** The limits of every path and query parameter, by name. */
export const PARAMETER_LIMITS = ${JSON.stringify(parameters)} as const satisfies Record<string, ValueLimits>;
`;
  const config = await prettier.resolveConfig(limitsPath);
  return prettier.format(source, { ...config, filepath: limitsPath });
}

export const enumsPath = fileURLToPath(new URL('../src/enums.ts', import.meta.url));

/** `FuelType` -> `FUEL_TYPES`, `ReservationStatus` -> `RESERVATION_STATUSES`. */
function valuesConstantName(schemaName) {
  const snake = schemaName.replace(/(?<=[a-z\d])(?=[A-Z])/g, '_').toUpperCase();
  return /(S|X|CH|SH)$/.test(snake) ? `${snake}ES` : `${snake}S`;
}

/** Every named string enum of the contract (`components.schemas`) as a value array. */
export async function generateEnumsSource() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const constants = Object.entries(document.components.schemas)
    .filter(([, schema]) => Array.isArray(schema.enum))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) => `/** Every value of the contract's \`${name}\`, in its order. */
export const ${valuesConstantName(name)} = ${JSON.stringify(schema.enum)} as const satisfies readonly components['schemas']['${name}'][];`,
    );
  const source = `// Generated from openapi.yaml by packages/api/scripts/generate.mjs: do not edit.
import type { components } from './schema';

${constants.join('\n\n')}
`;
  const config = await prettier.resolveConfig(enumsPath);
  return prettier.format(source, { ...config, filepath: enumsPath });
}

/** Every generated file with the function that produces its content. */
export const GENERATED_FILES = [
  { path: schemaPath, generate: generateSchemaSource },
  { path: limitsPath, generate: generateLimitsSource },
  { path: enumsPath, generate: generateEnumsSource },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { path, generate } of GENERATED_FILES) {
    await writeFile(path, await generate());
    console.log(`Wrote ${path}`);
  }
}
