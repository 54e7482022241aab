import {
  API_MESSAGES,
  imageNotFoundMessage,
  notFoundMessage,
  ERROR_STATUS_NAMES,
  type ApiErrorBody,
  type BlockConflictError,
  type ErrorStatusCode,
} from '@rentacar/contract';
import { HttpResponse } from 'msw';

/** The contract's error answer: `{status, message, timestamp, path}`. */
export function errorResponse(
  request: Request,
  status: ErrorStatusCode,
  message: string,
): Response {
  const body: ApiErrorBody = {
    status: ERROR_STATUS_NAMES[status],
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
export function fail(request: Request, status: ErrorStatusCode, message: string): never {
  throw errorResponse(request, status, message);
}

/** The 409 naming the CREATED reservations in the way (none when something else is). */
export function reservationsConflict(
  request: Request,
  message: string,
  reservations: BlockConflictError['reservations'],
): never {
  const body: BlockConflictError = {
    status: ERROR_STATUS_NAMES[409],
    message,
    timestamp: new Date().toISOString(),
    path: new URL(request.url).pathname,
    reservations,
  };
  throw HttpResponse.json(body, { status: 409 });
}

export const notFound = (request: Request, id: number | string): never =>
  fail(request, 404, notFoundMessage(id));

export const imageNotFound = (request: Request, id: string): never =>
  fail(request, 404, imageNotFoundMessage(id));

/** Built-in users and vehicles cannot be changed through the API. */
export function refuseBuiltIn(request: Request, record: { builtIn: boolean }): void {
  if (record.builtIn) fail(request, 400, API_MESSAGES.builtIn);
}
