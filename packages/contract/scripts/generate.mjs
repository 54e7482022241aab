// Generates from the root openapi.yaml: src/schema.d.ts (types), src/operations.json (the route
// table and request schemas the mock validates with), src/enums.ts (every named enum's values) and
// src/bounds.ts (every named string schema's longest length and `x-max-rental-days`), src/rateLimits.ts (the
// operations' `x-rate-limit` and `x-failed-login-limit`) and src/resources.ts (each tag's operations).
// scripts/check-generated.mjs (repo root) imports GENERATED_FILES to fail the test command on a
// stale file.
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
  return `// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.\n${astToString(ast)}`;
}

export const operationsPath = fileURLToPath(new URL('../src/operations.json', import.meta.url));

/** `node` with every `$ref` replaced by what it points at (the contract's schemas are not recursive). */
function dereference(document, node) {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item));
  if (typeof node !== 'object' || node === null) return node;
  if (node.$ref !== undefined) {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at, key) => at[key], document);
    return dereference(document, target);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(document, value)]),
  );
}

/** Path or query parameters as one object schema, as fastify-openapi-glue gives them to Fastify. */
function parametersSchema(parameters) {
  if (parameters.length === 0) return undefined;
  const required = parameters.filter((parameter) => parameter.required).map(({ name }) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of the contract with its route, audience and request schemas. */
function contractOperations(document) {
  return Object.entries(document.paths).flatMap(([path, pathItem]) =>
    HTTP_METHODS.filter((method) => pathItem[method] !== undefined).map((method) => {
      const operation = dereference(document, pathItem[method]);
      const parameters = [
        ...dereference(document, pathItem.parameters ?? []),
        ...(operation.parameters ?? []),
      ];
      const content = operation.requestBody?.content;
      const schemas = {
        params: parametersSchema(parameters.filter((parameter) => parameter.in === 'path')),
        querystring: parametersSchema(parameters.filter((parameter) => parameter.in === 'query')),
        body: content?.['application/json']?.schema,
      };
      return {
        operationId: operation.operationId,
        resource: operation.tags[0],
        method,
        path,
        roles: operation['x-roles'],
        ...(operation['x-rate-limit'] === undefined
          ? {}
          : { rateLimit: operation['x-rate-limit'].name }),
        ...(content === undefined ? {} : { bodyMediaTypes: Object.keys(content) }),
        schemas: Object.fromEntries(
          Object.entries(schemas).filter(([, schema]) => schema !== undefined),
        ),
      };
    }),
  );
}

export async function generateOperationsSource() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const source = JSON.stringify(contractOperations(document));
  const config = await prettier.resolveConfig(operationsPath);
  return prettier.format(source, { ...config, filepath: operationsPath });
}

export const enumsPath = fileURLToPath(new URL('../src/enums.ts', import.meta.url));

/** `SearchText` -> `SEARCH_TEXT`. */
const constantName = (schemaName) =>
  schemaName.replace(/(?<=[a-z\d])(?=[A-Z])/g, '_').toUpperCase();

/** `FuelType` -> `FUEL_TYPES`, `ReservationStatus` -> `RESERVATION_STATUSES`. */
function valuesConstantName(schemaName) {
  const snake = constantName(schemaName);
  return /(S|X|CH|SH)$/.test(snake) ? `${snake}ES` : `${snake}S`;
}

/** Every named enum of the contract (`components.schemas`) as a value array. */
export async function generateEnumsSource() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const constants = Object.entries(document.components.schemas)
    .filter(([, schema]) => Array.isArray(schema.enum))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) => `/** Every value of the contract's \`${name}\`, in its order. */
export const ${valuesConstantName(name)} = ${JSON.stringify(schema.enum)} as const satisfies readonly components['schemas']['${name}'][];`,
    );
  const source = `// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
import type { components } from './schema';

${constants.join('\n\n')}
`;
  const config = await prettier.resolveConfig(enumsPath);
  return prettier.format(source, { ...config, filepath: enumsPath });
}

/**
 * The operations' `x-max-rental-days`: a booking or an edit lasting longer answers 400. Every
 * operation that states it states the same number: the contract is refused otherwise.
 */
function maxRentalDays(document) {
  const values = new Set(
    operationObjects(document)
      .map((operation) => operation['x-max-rental-days'])
      .filter((value) => value !== undefined),
  );
  if (values.size !== 1 || !Number.isInteger([...values][0])) {
    throw new Error('openapi.yaml needs one whole x-max-rental-days on its booking operations');
  }
  return [...values][0];
}

export const boundsPath = fileURLToPath(new URL('../src/bounds.ts', import.meta.url));

/**
 * Every named string schema's `maxLength` (`SearchText` -> `SEARCH_TEXT_MAX_LENGTH`), for clients
 * that cut or limit what they send.
 */
export async function generateBoundsSource() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const constants = Object.entries(document.components.schemas)
    .filter(([, schema]) => schema.type === 'string' && Number.isInteger(schema.maxLength))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) => `/** The longest value of the contract's \`${name}\`, in characters. */
export const ${constantName(name)}_MAX_LENGTH = ${schema.maxLength};`,
    );
  const source = `// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.

${constants.join('\n\n')}

/** The longest rental in days of 24 h (\`x-max-rental-days\` of the booking operations). */
export const MAX_RENTAL_DAYS = ${maxRentalDays(document)};
`;
  const config = await prettier.resolveConfig(boundsPath);
  return prettier.format(source, { ...config, filepath: boundsPath });
}

export const rateLimitsPath = fileURLToPath(new URL('../src/rateLimits.ts', import.meta.url));

/** Every operation object of the contract, whatever its path and method. */
const operationObjects = (document) =>
  Object.values(document.paths).flatMap((pathItem) =>
    HTTP_METHODS.map((method) => pathItem[method]).filter((operation) => operation !== undefined),
  );

/**
 * The per-client-address limits by name (`x-rate-limit`), each with the operations it counts and
 * its default `max` and `windowSeconds`, and the per-e-mail failed-login limit
 * (`x-failed-login-limit`). One name has one limit: the contract is refused otherwise.
 */
export async function generateRateLimitsSource() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const limits = {};
  const emailLimits = {};
  let failedLoginLimit;
  for (const operation of operationObjects(document)) {
    const limit = operation['x-rate-limit'];
    if (limit !== undefined) {
      const { name, max, windowSeconds } = limit;
      const known = limits[name];
      if (known !== undefined && (known.max !== max || known.windowSeconds !== windowSeconds)) {
        throw new Error(`x-rate-limit ${name} has two different limits in openapi.yaml`);
      }
      limits[name] = {
        max,
        windowSeconds,
        operations: [...(known?.operations ?? []), operation.operationId],
      };
    }
    const emailLimit = operation['x-email-rate-limit'];
    if (emailLimit !== undefined) {
      const { name, max, windowSeconds } = emailLimit;
      if (emailLimits[name] !== undefined) {
        throw new Error(`x-email-rate-limit ${name} is used by two operations in openapi.yaml`);
      }
      emailLimits[name] = { max, windowSeconds, operations: [operation.operationId] };
    }
    failedLoginLimit = operation['x-failed-login-limit'] ?? failedLoginLimit;
  }
  const source = `// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
import type { operations } from './schema';

/** A per-client-address limit: \`max\` requests of its operations within \`windowSeconds\`. */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
  readonly operations: readonly (keyof operations)[];
}

/** Every \`x-rate-limit\` of the contract by name, with its default figures. */
export const RATE_LIMITS = ${JSON.stringify(limits)} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Every \`x-email-rate-limit\` by name: requests per e-mail address (or per account) rather than per
 * client address, with its default figures.
 */
export const EMAIL_RATE_LIMITS = ${JSON.stringify(emailLimits)} as const satisfies Record<string, RateLimit>;

export type EmailRateLimitName = keyof typeof EMAIL_RATE_LIMITS;

/**
 * \`x-failed-login-limit\`: failed logins per e-mail and client address within \`windowSeconds\`
 * before that pair answers 429 (\`max\`), and per e-mail from any address (\`perEmailMax\`).
 */
export const FAILED_LOGIN_LIMIT = ${JSON.stringify(failedLoginLimit)} as const;
`;
  const config = await prettier.resolveConfig(rateLimitsPath);
  return prettier.format(source, { ...config, filepath: rateLimitsPath });
}

export const resourcesPath = fileURLToPath(new URL('../src/resources.ts', import.meta.url));

/**
 * The resources: each tag of the contract with its operations. The mock's handlers, the server's
 * routes, the contract suite and the app's features are named after them. An operation has
 * exactly one tag of `tags`: the contract is refused otherwise.
 */
export async function generateResourcesSource() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const resources = Object.fromEntries(document.tags.map(({ name }) => [name, []]));
  for (const operation of operationObjects(document)) {
    const [tag, ...more] = operation.tags ?? [];
    if (resources[tag] === undefined || more.length > 0) {
      throw new Error(`${operation.operationId} needs exactly one tag of openapi.yaml's tags`);
    }
    resources[tag].push(operation.operationId);
  }
  const source = `// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
import type { operations } from './schema';

/** Every resource (a tag of openapi.yaml) with its operations, in the contract's order. */
export const RESOURCE_OPERATIONS = ${JSON.stringify(resources)} as const satisfies Record<string, readonly (keyof operations)[]>;

/** A resource's name: the one word the mock, the server, the contract suite and the app use for it. */
export type Resource = keyof typeof RESOURCE_OPERATIONS;

/** The operations of one resource. */
export type ResourceOperationId<Name extends Resource> = (typeof RESOURCE_OPERATIONS)[Name][number];
`;
  const config = await prettier.resolveConfig(resourcesPath);
  return prettier.format(source, { ...config, filepath: resourcesPath });
}

/** Every generated file with the function that produces its content. */
export const GENERATED_FILES = [
  { path: schemaPath, generate: generateSchemaSource },
  { path: operationsPath, generate: generateOperationsSource },
  { path: enumsPath, generate: generateEnumsSource },
  { path: boundsPath, generate: generateBoundsSource },
  { path: rateLimitsPath, generate: generateRateLimitsSource },
  { path: resourcesPath, generate: generateResourcesSource },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { path, generate } of GENERATED_FILES) {
    await writeFile(path, await generate());
    console.log(`Wrote ${path}`);
  }
}
