import { API_MESSAGES, fleetChangeOf, type operations, type paths } from '@rentacar/contract';
import {
  CONTRACT_OPERATIONS,
  type ContractOperation,
  type RequestPart,
} from '@rentacar/contract/operations';
import {
  createRequestValidatorCompiler,
  validationMessage,
  type RequestValidator,
} from '@rentacar/contract/validation';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp, type ResponseResolver, type ResponseResolverInfo } from 'openapi-msw';
import { admit } from './auth';
import { fail } from './errors';
import { announceFleetChange } from './liveChanges';
import { limitClientRequests } from './rateLimits';

/** Every contract path is served under `/api`, on any origin (app, Storybook, the HTTP mock server). */
export const API_BASE_URL = '*/api';

const openApiHttp = createOpenApiHttp<paths>({ baseUrl: API_BASE_URL });

type Method = ContractOperation['method'];
type PathsFor<M extends Method> = {
  [Path in keyof paths]: paths[Path][M] extends { responses: unknown } ? Path : never;
}[keyof paths];
type OperationAt<Path extends keyof paths, M extends Method> = paths[Path][M];

/** A request's parts once openapi.yaml has accepted them. */
export interface ValidRequest<Operation> {
  /** Path parameters, of their declared types. */
  path: Operation extends { parameters: { path: infer Path } } ? Path : never;
  /** Query parameters, of their declared types, with the contract's defaults filled in. */
  query: Operation extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
  /** The JSON body without the fields the contract does not know. */
  body: Operation extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : never;
}

/** openapi-msw's resolver, handed the validated request as `valid` as well. */
export type ContractResolver<Path extends keyof paths, M extends Method> = (
  info: ResponseResolverInfo<paths, Path, M> & { valid: ValidRequest<OperationAt<Path, M>> },
) => ReturnType<ResponseResolver<paths, Path, M>>;

const compile = createRequestValidatorCompiler();
/** Fastify's order, so the first failure named is the server's. */
const PART_ORDER: readonly RequestPart[] = ['params', 'body', 'querystring'];
const PART_NAMES: Record<RequestPart, keyof ValidRequest<unknown>> = {
  params: 'path',
  body: 'body',
  querystring: 'query',
};

const mediaTypeOf = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();

/** The JSON body as the server's parser reads it: 415 for another media type, 400 when not JSON. */
async function readJsonBody(request: Request, operation: ContractOperation): Promise<unknown> {
  const mediaType = mediaTypeOf(request);
  if (mediaType === undefined || !operation.bodyMediaTypes!.includes(mediaType)) {
    return fail(request, 415, API_MESSAGES.unsupportedContentType);
  }
  const text = await request.text();
  if (text === '') return fail(request, 400, API_MESSAGES.bodyRequired);
  try {
    return JSON.parse(text);
  } catch {
    return fail(request, 400, API_MESSAGES.bodyNotJson);
  }
}

/** Path and query values as Fastify hands them to validation: text, or a list when repeated. */
function queryObject(request: Request): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return query;
}

/** The operation's validator of each request part it declares, in Fastify's order. */
function partValidators(operation: ContractOperation): [RequestPart, RequestValidator][] {
  return PART_ORDER.flatMap((part): [RequestPart, RequestValidator][] => {
    const schema = operation.schemas[part];
    return schema === undefined ? [] : [[part, compile(schema, part)]];
  });
}

function validatePart(
  request: Request,
  part: RequestPart,
  validate: RequestValidator,
  data: unknown,
) {
  if (!validate(data)) fail(request, 400, validationMessage(validate.errors ?? [], part));
}

/**
 * The server's checks of a request, in its order, from the operation's entry in openapi.yaml:
 * audience (401/403), per-client limit (429), body media type (415) and JSON (400), then path, body and query against
 * their schemas (400 `<field>: <reason>`).
 */
function requestChecker(operation: ContractOperation) {
  const validators = partValidators(operation);
  const readsJson = operation.schemas.body !== undefined;
  return async (request: Request, params: Record<string, unknown>) => {
    admit(request, operation.roles);
    limitClientRequests(request, operation);
    const parts: Record<RequestPart, unknown> = {
      params: { ...params },
      body: readsJson ? await readJsonBody(request, operation) : undefined,
      querystring: queryObject(request),
    };
    for (const [part, validate] of validators) validatePart(request, part, validate, parts[part]);
    return Object.fromEntries(
      PART_ORDER.map((part) => [PART_NAMES[part], parts[part]]),
    ) as unknown as ValidRequest<never>;
  };
}

/** The query of a request to `operationId`, validated with its defaults filled in (scenarios). */
export function validQuery(operationId: keyof operations, request: Request): unknown {
  const operation = CONTRACT_OPERATIONS.find((candidate) => candidate.operationId === operationId)!;
  const query = queryObject(request);
  for (const [part, validate] of partValidators(operation)) {
    if (part === 'querystring') validatePart(request, part, validate, query);
  }
  return query;
}

const operationsOfHandlers = new WeakMap<HttpHandler, ContractOperation>();

/** The contract operation a handler of `http` serves. */
export const operationOf = (handler: HttpHandler) => operationsOfHandlers.get(handler);

function contractRoute<M extends Method>(method: M) {
  return <Path extends PathsFor<M>>(path: Path, resolver: ContractResolver<Path, M>) => {
    const operation = CONTRACT_OPERATIONS.find(
      (candidate) => candidate.method === method && candidate.path === path,
    );
    if (operation === undefined) {
      throw new Error(`openapi.yaml has no operation ${method.toUpperCase()} ${String(path)}`);
    }
    const check = requestChecker(operation);
    const change = fleetChangeOf(operation);
    // openapi-msw types each method's paths itself; `Path` is already held to them above.
    const route = openApiHttp[method] as unknown as (
      path: Path,
      resolver: ResponseResolver<paths, Path, M>,
    ) => HttpHandler;
    const handler = route(path, async (info) => {
      const response = await resolver({ ...info, valid: await check(info.request, info.params) });
      // As the server: a write that succeeded is announced to the open live streams.
      if (change !== undefined && response instanceof Response && response.ok) {
        announceFleetChange(change);
      }
      return response;
    });
    operationsOfHandlers.set(handler, operation);
    return handler;
  };
}

/**
 * MSW's `http`, typed by the generated contract (a changed path, body or response breaks the
 * build) and checked by it: a handler is registered for a path and method of openapi.yaml, and
 * its resolver runs only for a request the operation accepts, which it reads from `valid`.
 */
export const http = {
  get: contractRoute('get'),
  put: contractRoute('put'),
  post: contractRoute('post'),
  patch: contractRoute('patch'),
  delete: contractRoute('delete'),
};
