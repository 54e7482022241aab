import type { ApiErrorBody } from '@rentacar/api';
import { HttpResponse } from 'msw';

const STATUS_NAMES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<number, ApiErrorBody['status']>;

export type ErrorStatus = keyof typeof STATUS_NAMES;

/** The contract's error answer: `{status, message, timestamp, path}`. */
export function errorResponse(request: Request, status: ErrorStatus, message: string): Response {
  const body: ApiErrorBody = {
    status: STATUS_NAMES[status],
    message,
    timestamp: new Date().toISOString(),
    path: new URL(request.url).pathname,
  };
  return HttpResponse.json(body, { status });
}

/**
 * Ends the request with an error answer. MSW uses a thrown Response as the mocked response, so
 * checks deep inside a handler can stop it without threading results back up.
 */
export function fail(request: Request, status: ErrorStatus, message: string): never {
  throw errorResponse(request, status, message);
}

export const notFound = (request: Request, id: number | string): never =>
  fail(request, 404, `Resource with id ${id} not found`);

export const imageNotFound = (request: Request, id: string): never =>
  fail(request, 404, `ImageFile with id ${id} not found`);

/** Built-in users and vehicles cannot be changed through the API. */
export function refuseBuiltIn(request: Request, record: { builtIn: boolean }): void {
  if (record.builtIn) fail(request, 400, "You don't have any permission to change this data");
}
