/**
 * The route table of openapi.yaml, generated into `operations.json` by `npm run generate`: bundled
 * data, so the mock reads it in a browser too. Exported as `@rentacar/contract/operations`.
 */
import table from './operations.json';
import type { RateLimitName } from './rateLimits';
import type { Resource } from './resources';
import type { operations } from './schema';

/** The parts of a request that are validated, named as Fastify names them (and its messages). */
export type RequestPart = 'params' | 'querystring' | 'body';

/** One operation of openapi.yaml: its route, who may call it and the JSON Schemas of its request. */
export interface ContractOperation {
  readonly operationId: keyof operations;
  /** Its tag in openapi.yaml: the resource whose handlers answer it. */
  readonly resource: Resource;
  readonly method: 'get' | 'put' | 'post' | 'patch' | 'delete';
  /** As openapi.yaml writes it (`/car/visitors/{id}`), without the `/api` prefix. */
  readonly path: string;
  /** `x-roles`: `public`, `authenticated` or the roles that may call it. */
  readonly roles: readonly string[];
  /** `x-rate-limit`'s name: the per-client-address limit it counts towards, if any. */
  readonly rateLimit?: RateLimitName;
  /** The media types its request body may have; absent when it takes no body. */
  readonly bodyMediaTypes?: readonly string[];
  /** Path and query parameters as object schemas, and the JSON body's schema, `$ref`s resolved. */
  readonly schemas: { readonly [Part in RequestPart]?: object };
}

/** Every operation of openapi.yaml, in its order. */
export const CONTRACT_OPERATIONS = table as readonly ContractOperation[];
