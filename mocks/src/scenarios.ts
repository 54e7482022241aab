import { type ErrorStatusCode, type operations, type User } from '@rentacar/contract';
import { CONTRACT_OPERATIONS } from '@rentacar/contract/operations';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { issueToken } from './auth';
import { clearDb, findUserByEmail, seedDb } from './db';
import { errorResponse } from './errors';
import { API_BASE_URL, validQuery } from './http';
import { toPage, type PagedOperationId, type PageQuery } from './paging';
import { clearRateLimits } from './rateLimits';

export type OperationId = keyof operations;
type Resolver = (info: {
  request: Request;
}) => Response | undefined | Promise<Response | undefined>;

/** An override for one operation; put it in front of the handlers with `server.use` / `worker.use`. */
function override(operationId: OperationId, resolver: Resolver): HttpHandler {
  const { method, path } = CONTRACT_OPERATIONS.find(
    (operation) => operation.operationId === operationId,
  )!;
  const url = API_BASE_URL + path.replace(/\{(\w+)\}/g, ':$1');
  return http[method](url, resolver);
}

/** The operation never answers: its loading state stays on screen. */
export function loading(operationId: OperationId): HttpHandler {
  return override(operationId, () => new Promise<never>(() => {}));
}

/** The operation answers normally, but only after `ms` milliseconds. */
export function delayed(operationId: OperationId, ms: number): HttpHandler {
  return override(operationId, async () => {
    await delay(ms);
    // No response: MSW falls through to the regular handler.
    return undefined;
  });
}

/** A list operation answers with nothing in it: an empty page (with the requested paging) or []. */
export function empty(operationId: PagedOperationId | 'listAllVehicles'): HttpHandler {
  if (operationId === 'listAllVehicles') {
    return override(operationId, () => HttpResponse.json([]));
  }
  return override(operationId, ({ request }) =>
    HttpResponse.json(toPage([], validQuery(operationId, request) as PageQuery)),
  );
}

/** The operation fails with the contract's error body (by default 500 `Internal Server Error`). */
export function serverError(
  operationId: OperationId,
  {
    status = 500,
    message = 'Internal Server Error',
  }: { status?: ErrorStatusCode; message?: string } = {},
): HttpHandler {
  return override(operationId, ({ request }) => errorResponse(request, status, message));
}

/**
 * A valid token for a user (by e-mail or record), issued without a request: the app's stories and
 * tests store it where the app's login would.
 */
export function tokenFor(user: string | Pick<User, 'id'>): string {
  const id = typeof user === 'string' ? findUserByEmail(user)?.id : user.id;
  if (id === undefined) throw new Error(`No mock user with e-mail ${String(user)}`);
  return issueToken(id);
}

/** Back to the demo seed (reservations around now) with fresh rate limits. */
export function reset(now: Date = new Date()): void {
  seedDb(now);
  clearRateLimits();
}

/** No data at all: every table empty, rate limits fresh. */
export function resetToEmpty(): void {
  clearDb();
  clearRateLimits();
}
