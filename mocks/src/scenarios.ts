import { TOKEN_STORAGE_KEY, type ErrorStatusCode, type operations, type User } from '@rentacar/api';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { issueToken } from './auth';
import { clearDb, findUserByEmail, seedDb } from './db';
import { errorResponse } from './errors';
import { API_BASE_URL, http } from './http';
import { pagedLists, readPageRequest, toPage, type PagedOperationId } from './paging';
import { clearRateLimits } from './rateLimits';

export type OperationId = keyof operations;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Method and path of every operation, so a scenario can target it by its operationId. */
const operationRoutes = {
  login: ['post', '/login'],
  register: ['post', '/register'],
  getCurrentUser: ['get', '/user'],
  updateCurrentUser: ['put', '/user'],
  changePassword: ['patch', '/user/auth'],
  createContactMessage: ['post', '/contactmessage/visitors'],
  listContactMessages: ['get', '/contactmessage/pages'],
  getContactMessage: ['get', '/contactmessage/{messageId}'],
  deleteContactMessage: ['delete', '/contactmessage/{messageId}'],
  listUsers: ['get', '/user/auth/pages'],
  getUser: ['get', '/user/{id}/auth'],
  updateUser: ['put', '/user/{id}/auth'],
  deleteUser: ['delete', '/user/{id}/auth'],
  listVehicles: ['get', '/car/visitors/pages'],
  getVehicle: ['get', '/car/visitors/{id}'],
  listAllVehicles: ['get', '/car/visitors/all'],
  uploadImage: ['post', '/files/upload'],
  displayImage: ['get', '/files/display/{imageId}'],
  deleteImage: ['delete', '/files/{imageId}'],
  createVehicle: ['post', '/car/admin/{imageId}/add'],
  updateVehicle: ['put', '/car/admin/auth'],
  deleteVehicle: ['delete', '/car/admin/{id}/auth'],
  createReservation: ['post', '/reservations/add'],
  listOwnReservations: ['get', '/reservations/auth/all'],
  getOwnReservation: ['get', '/reservations/{id}/auth'],
  listReservations: ['get', '/reservations/admin/all/pages'],
  getReservation: ['get', '/reservations/{id}/admin'],
  updateReservation: ['put', '/reservations/admin/auth'],
  deleteReservation: ['delete', '/reservations/admin/{id}/auth'],
  downloadUsers: ['get', '/excel/download/users'],
  downloadVehicles: ['get', '/excel/download/cars'],
  downloadReservations: ['get', '/excel/download/reservations'],
  getAdminStats: ['get', '/admin/stats'],
} as const satisfies Record<OperationId, readonly [Method, string]>;

type Resolver = (info: {
  request: Request;
}) => Response | undefined | Promise<Response | undefined>;

/** An override for one operation; put it in front of the handlers with `server.use` / `worker.use`. */
function override(operationId: OperationId, resolver: Resolver): HttpHandler {
  const [method, path] = operationRoutes[operationId];
  const url = API_BASE_URL + path.replace(/\{(\w+)\}/g, ':$1');
  return http.untyped[method](url, resolver);
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
    HttpResponse.json(toPage([], readPageRequest(request, pagedLists[operationId]))),
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
 * Logs a user in without a request: returns a valid token for the user (by e-mail or record) and,
 * in a browser, stores it under localStorage `token` like the app's login does.
 */
export function loggedInAs(user: string | Pick<User, 'id'>): string {
  const id = typeof user === 'string' ? findUserByEmail(user)?.id : user.id;
  if (id === undefined) throw new Error(`No mock user with e-mail ${String(user)}`);
  const token = issueToken(id);
  globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
  return token;
}

/** Removes a stored token (browser). */
export function loggedOut(): void {
  globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
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
