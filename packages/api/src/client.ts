import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type Client,
  type Middleware,
} from 'openapi-fetch';
import type { paths } from '@rentacar/contract';
import { getStoredToken } from './token';

export type ApiClient = Client<paths>;

/** Every contract path is served under this prefix (openapi.yaml `servers`). */
export const DEFAULT_BASE_URL = '/api';

export interface ApiClientOptions {
  /** Prefix of every request URL; default `/api` (same origin). */
  baseUrl?: string;
  /** Source of the bearer token; default: the token in localStorage under `token`. */
  getToken?: () => string | null | undefined;
  /** Default: `globalThis.fetch`, looked up on every call. */
  fetch?: (request: Request) => Promise<Response>;
}

function bearerTokenMiddleware(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}

/** A typed client for every contract operation: `client.GET('/car/visitors/{id}', ...)`. */
export function createApiClient({
  baseUrl = DEFAULT_BASE_URL,
  getToken = getStoredToken,
  // Looked up per call, not captured, so MSW (which patches globalThis.fetch later) intercepts it.
  fetch = (request) => globalThis.fetch(request),
}: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch });
  client.use(bearerTokenMiddleware(getToken));
  return client;
}

/** The path and query values of a request, as the client's `params` takes them. */
export interface RequestParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/**
 * The URL the client requests for `path` and `params`, built by openapi-fetch's own serializers
 * (the ones `createApiClient` uses): for a `<link rel="preload">` the request must match.
 */
export function requestUrl(baseUrl: string, path: string, params: RequestParams = {}): string {
  return createFinalURL(path, {
    baseUrl,
    params,
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}
