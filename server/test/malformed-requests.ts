/**
 * Malformed requests for every operation of the contract, as fast-check arbitraries, and the
 * check of an answer: shared by the fuzz test (`fuzz.test.ts`) and the before/after probe
 * (`bench/probe-malformed.ts`). The operations are read from the served contract, so a new
 * operation is covered without touching this file.
 */
import http from 'node:http';
import { ERROR_STATUS_NAMES } from '@rentacar/contract';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import {
  HIGH_RATE_LIMITS,
  loginAdmin,
  registerCustomer,
  startTestServer,
  type DialectName,
  type TestServer,
} from './helpers.js';

export type Role = 'visitor' | 'customer' | 'admin';

export const ROLES: readonly Role[] = ['visitor', 'customer', 'admin'];

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The contract's path template under /api, e.g. `/car/visitors/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The request body's media type and schema; absent when the operation takes no body. */
  body?: { mediaType: string; schema: JsonSchema };
}

type Document = {
  paths: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;

/** Replaces every local `$ref` by its target (the contract has no cyclic references). */
function resolveRefs(document: Document, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(document, item));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document);
    return resolveRefs(document, target);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, resolveRefs(document, value)]),
  );
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the contract as served at `${api}/docs/json`. */
export async function loadOperations(api: string): Promise<ContractOperation[]> {
  const document = (await (await fetch(`${api}/docs/json`)).json()) as Document;
  const resolved = resolveRefs(document, document.paths) as Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return Object.entries(resolved).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const operation = item[method];
      const content = operation.requestBody?.content as Record<string, { schema: JsonSchema }>;
      const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
      return {
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])] as Parameter[],
        body: mediaType === undefined ? undefined : { mediaType, schema: media!.schema },
      };
    }),
  );
}

/** A value the contract accepts for `schema`, so that a request reaches its malformed part. */
function validValue(schema: JsonSchema): unknown {
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [validValue(schema.items ?? {})];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          validValue(property),
        ]),
      );
    default:
      if (schema.format === 'email') return 'fuzz@example.org';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Valid text for fuzzing'.padEnd(schema.minLength ?? 0, 'x');
  }
}

/** A JSON number written verbatim, for values JavaScript cannot hold (`99999999999999999999`). */
class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text that may contain raw number tokens. */
function toJsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const TEN_KB = 10 * 1024;

/** Strings the database must never see: over-long, with NUL or other control characters. */
const malformedString = fc.oneof(
  { weight: 4, arbitrary: fc.constant('x'.repeat(TEN_KB)) },
  // 900 kB stays below the 1 MB body limit, so it reaches validation; rare, it is slow.
  { weight: 1, arbitrary: fc.constant('y'.repeat(900 * 1024)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('a\u0000b', '\u0000', 'a\u0007b', '\u001b[31mred', 'x\u007f'),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 0, max: 31 }),
        fc.string({ maxLength: 20 }),
      )
      .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t', '💥'.repeat(5000)) },
);

/** Numbers beyond the contract's bounds or of the wrong kind, as JSON values. */
const malformedNumber = fc.oneof(
  fc.constantFrom<unknown>(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -1,
    1.5,
    0.0001,
    1e20,
    -1e20,
    new RawNumber('99999999999999999999'),
    new RawNumber('922337203685477580'),
    new RawNumber('1e400'),
    new RawNumber('-0'),
  ),
  fc.oneof(
    fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
    fc.double({ noNaN: true }),
  ),
);

/** Values of the wrong JSON type for any field. */
const wrongType = fc.constantFrom<unknown>(null, true, [], {}, ['a'], { nested: 'x' }, '4', 4);

const malformedJsonValue = fc.oneof(malformedString, malformedNumber, wrongType);

/** The contract's own judgement of a field's value, independent of the server under test. */
const referenceValidator = new Ajv({ strict: false, logger: false });
addFormats.default(referenceValidator);

/**
 * A value that breaks `property` as the server will read it. The generators above sometimes hit
 * a valid one (`'4'` for a name, `1.5` for a price, a short text with a tab for a message body);
 * such a request is not malformed and may rightly create a record.
 */
function breaking(property: JsonSchema) {
  const accepts = referenceValidator.compile(property);
  return malformedJsonValue.filter((value) => !accepts(JSON.parse(toJsonText(value))));
}

/** Path and query texts, already URL-encoded; some with broken or overlong encodings. */
const malformedUrlText = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      '2147483648',
      '4294967296',
      '-1',
      '-2147483649',
      '1.5',
      'abc',
      'Infinity',
      '-Infinity',
      'NaN',
      '1e20',
      '99999999999999999999',
      '922337203685477580',
      '9223372036854775808',
      '',
      '%20',
      '%00',
      'a%00b',
      '%0a',
      '%',
      '%zz',
      '%E0%A4%A',
      '%c0%ae%c0%ae%c0%af',
      '..%c0%ae%c0%ae%c0%afetc',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%ff%fe',
    ),
  },
  { weight: 1, arbitrary: fc.constant(encodeURIComponent('z'.repeat(4 * 1024))) },
  // Beyond Node's 16 kB header limit: refused by its HTTP parser before Fastify routes it.
  { weight: 1, arbitrary: fc.constant('q'.repeat(20 * 1024)) },
  // Never a number: `0x10` or ` 5` would be coerced to a real id and reach a handler.
  {
    weight: 2,
    arbitrary: fc.string({ maxLength: 30 }).map((text) => `z${encodeURIComponent(text)}`),
  },
);

/** Whole bodies the contract's JSON operations refuse, with the content type they are sent as. */
const malformedWholeBody = fc.constantFrom(
  { contentType: 'application/json', text: '{"firstName": "Jane",' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '[]' },
  { contentType: 'application/json', text: '"text"' },
  { contentType: 'application/json', text: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', text: '\u0000' },
  {
    contentType: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nJane\r\n--x--\r\n',
  },
  { contentType: 'multipart/form-data; boundary=x', text: '{"email": "a@b.c"}' },
  { contentType: 'multipart/form-data', text: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
  },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', text: 'email=a%40b.c&password=x' },
  { contentType: 'application/xml', text: '<user/>' },
  { contentType: 'image/png', text: 'not a png' },
  { contentType: '', text: '{}' },
);

export interface MalformedRequest {
  operationId: string;
  role: Role;
  method: string;
  /** Raw request target, sent as is (no URL normalisation). */
  target: string;
  contentType?: string;
  body?: string;
}

/** What a request breaks: one part is always malformed, so no request can change data. */
type Target =
  | { kind: 'parameter'; name: string }
  | { kind: 'field'; name: string }
  | { kind: 'body' }
  | { kind: 'path' };

function targetsOf(operation: ContractOperation): Target[] {
  const targets: Target[] = [{ kind: 'path' }];
  for (const parameter of operation.parameters)
    targets.push({ kind: 'parameter', name: parameter.name });
  if (operation.body !== undefined) {
    targets.push({ kind: 'body' });
    for (const name of Object.keys(operation.body.schema.properties ?? {})) {
      targets.push({ kind: 'field', name });
    }
  }
  return targets;
}

/** A valid part, most of the time; sometimes a second malformation or, if allowed, nothing. */
function mostlyValid<Value>(valid: Value, malformed: fc.Arbitrary<Value>, omittable: boolean) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<Value | undefined>(valid) },
    { weight: 1, arbitrary: malformed as fc.Arbitrary<Value | undefined> },
    { weight: omittable ? 1 : 0, arbitrary: fc.constant(undefined) },
  );
}

const encodeValue = (value: unknown) => encodeURIComponent(String(value));

function requestFor(operation: ContractOperation, role: Role, target: Target) {
  const parameterValues = fc.record(
    Object.fromEntries(
      operation.parameters.map((parameter) => [
        parameter.name,
        target.kind === 'parameter' && target.name === parameter.name
          ? malformedUrlText
          : mostlyValid(
              encodeValue(validValue(parameter.schema)),
              malformedUrlText,
              !parameter.required,
            ),
      ]),
    ),
  );
  const schema = operation.body?.schema ?? {};
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [
        name,
        target.kind === 'field' && target.name === name
          ? schema.required?.includes(name)
            ? fc.oneof(breaking(property), fc.constant(undefined))
            : breaking(property)
          : mostlyValid(validValue(property), malformedJsonValue, true),
      ]),
    ),
  );
  const wholeBody = target.kind === 'body' ? malformedWholeBody : fc.constant(undefined);
  const oddSegment = target.kind === 'path' ? malformedUrlText : fc.constant(undefined);

  return fc
    .record({ parameterValues, fields, wholeBody, oddSegment })
    .map(({ parameterValues: values, fields: body, wholeBody: replaced, oddSegment: segment }) => {
      let path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
      if (segment !== undefined) path += `/${segment}`;
      const query = operation.parameters
        .filter((parameter) => parameter.in === 'query' && values[parameter.name] !== undefined)
        .map((parameter) => `${parameter.name}=${values[parameter.name]}`)
        .join('&');
      const request: MalformedRequest = {
        operationId: operation.operationId,
        role,
        method: operation.method,
        target: `/api${path}${query === '' ? '' : `?${query}`}`,
      };
      if (operation.body === undefined) return request;
      if (replaced !== undefined) {
        return { ...request, contentType: replaced.contentType, body: replaced.text };
      }
      if (operation.body.mediaType !== 'application/json') {
        // The upload: a JSON body where a multipart image is expected.
        return { ...request, contentType: 'application/json', body: toJsonText(body) };
      }
      const present = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      );
      return { ...request, contentType: 'application/json', body: toJsonText(present) };
    });
}

/** One malformed request to any operation, by any role. */
export function malformedRequest(operations: readonly ContractOperation[]) {
  return fc
    .tuple(fc.constantFrom(...operations), fc.constantFrom(...ROLES))
    .chain(([operation, role]) =>
      fc
        .constantFrom(...targetsOf(operation))
        .chain((target) => requestFor(operation, role, target)),
    );
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface MalformedRequestTarget {
  server: TestServer;
  operations: ContractOperation[];
  tokens: Partial<Record<Role, string>>;
}

/**
 * A fresh server on `dialect` to send malformed requests to (the fuzz test and the probe): rate
 * limits that never interfere, the tokens of an administrator and of a registered customer (not
 * the built-in demo one, so profile updates reach the database), and the contract's operations.
 */
export async function startMalformedRequestTarget(
  dialect: DialectName,
): Promise<MalformedRequestTarget> {
  const server = await startTestServer(dialect, { rateLimits: HIGH_RATE_LIMITS });
  try {
    const tokens = {
      admin: await loginAdmin(server.api),
      customer: (await registerCustomer(server.api)).token,
    };
    return { server, tokens, operations: await loadOperations(server.api) };
  } catch (error) {
    await server.destroy();
    throw error;
  }
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** Sends the request exactly as built: no URL normalisation, the given content type. */
export function send(
  baseUrl: string,
  request: MalformedRequest,
  tokens: Partial<Record<Role, string>>,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = {};
  const token = tokens[request.role];
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body !== undefined) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent: keepAlive,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.target,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export type AnswerProblem = 'server error' | 'not the error shape';

/** What is wrong with an answer to a malformed request, or undefined when it is fine. */
export function answerProblem(answer: RawAnswer): AnswerProblem | undefined {
  if (answer.status >= 500) return 'server error';
  if (answer.status < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return 'not the error shape';
  }
  const expectedName = (ERROR_STATUS_NAMES as Record<number, string>)[answer.status];
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    body.status === expectedName &&
    ['message', 'timestamp', 'path'].every((key) => typeof body[key] === 'string');
  return shaped ? undefined : 'not the error shape';
}

export function describeRequest(request: MalformedRequest): string {
  const body =
    request.body === undefined ? '' : ` ${request.contentType} ${request.body.slice(0, 120)}`;
  return `${request.role} ${request.method} ${request.target.slice(0, 160)}${body}`;
}
