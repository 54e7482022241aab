import { ERROR_STATUS_NAMES, notFoundMessage, type ErrorStatusCode } from '@rentacar/contract';
import { type ApiClient } from '@rentacar/api';
import { expect } from 'vitest';
import type { ContractContext } from './context';

interface Answer {
  error?: unknown;
  data?: unknown;
  response: Response;
}

export function expectErrorBody(answer: Answer, status: ErrorStatusCode): { message: string } {
  const { response, error } = answer;
  expect(response.status, `status of ${response.url}`).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const expectedPath = response.url
    ? new URL(response.url).pathname
    : expect.stringMatching(/^\/api\//);
  expect(error).toMatchObject({
    status: ERROR_STATUS_NAMES[status],
    message: expect.any(String),
    timestamp: expect.any(String),
    path: expectedPath,
  });
  const body = error as { message: string; timestamp: string };
  expect(Number.isNaN(Date.parse(body.timestamp)), `timestamp ${body.timestamp}`).toBe(false);
  return body;
}

/** The answer is the contract's error body with this status and exactly this message. */
export async function expectError(
  pending: Promise<Answer>,
  status: ErrorStatusCode,
  message: string,
): Promise<void> {
  const body = expectErrorBody(await pending, status);
  expect(body.message).toBe(message);
}

/** The answer is a 400 whose message names the failing field first: `<field>: ...`. */
export async function expectValidationError(
  pending: Promise<Answer>,
  field: string,
): Promise<void> {
  const body = expectErrorBody(await pending, 400);
  expect(body.message.startsWith(`${field}:`), `"${body.message}" starts with "${field}:"`).toBe(
    true,
  );
}

/** An id that no record has. */
export const UNKNOWN_ID = 987654321;

/** 404 `Resource with id <id> not found` for a record that does not exist (or no longer). */
export const expectNotFound = (pending: Promise<Answer>, id: number) =>
  expectError(pending, 404, notFoundMessage(id));

/**
 * A request by id: 404 for an id that no record has, 400 naming the path parameter for an id that is
 * not a number.
 */
export async function expectUnknownAndMalformedId(
  request: (id: number) => Promise<Answer>,
  parameter: string,
  malformed: string,
): Promise<void> {
  await expectNotFound(request(UNKNOWN_ID), UNKNOWN_ID);
  await expectValidationError(request(malformed as never), parameter);
}

/** 401 `Authentication required` without a token. */
export const expectAuthenticationRequired = (pending: Promise<Answer>) =>
  expectError(pending, 401, 'Authentication required');

/** 401 `Invalid or expired token` for a token the server never issued. */
export const expectInvalidToken = (pending: Promise<Answer>) =>
  expectError(pending, 401, 'Invalid or expired token');

/** 403 `Access denied` for a user without the needed role. */
export const expectAccessDenied = (pending: Promise<Answer>) =>
  expectError(pending, 403, 'Access denied');

/** The success answer without data: `{message, success: true}` with this status. */
export async function expectSuccess(
  pending: Promise<Answer>,
  status: number,
  message: string,
): Promise<void> {
  const { response, data } = await pending;
  expect(response.status, `status of ${response.url}`).toBe(status);
  expect(data).toEqual({ message, success: true });
}

/**
 * A booking's answer: 201 with the spec's message and the new reservation's id, which answers
 * as the caller's own reservation; resolves to that id.
 */
export async function expectBooked(pending: Promise<Answer>): Promise<number> {
  const { response, data } = await pending;
  expect(response.status, `status of ${response.url}`).toBe(201);
  expect(data).toEqual({
    message: 'Reservation Successfully Created',
    success: true,
    id: expect.any(Number),
  });
  return (data as { id: number }).id;
}

/** Spring-style page metadata for `totalElements` items cut into pages of `size`. */
export function expectPageMetadata(
  page: Record<string, unknown>,
  { number, size, totalElements }: { number: number; size: number; totalElements: number },
): void {
  const totalPages = Math.ceil(totalElements / size);
  const numberOfElements = Math.max(0, Math.min(size, totalElements - number * size));
  expect(page).toMatchObject({
    number,
    size,
    totalElements,
    totalPages,
    numberOfElements,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: numberOfElements === 0,
  });
  expect(page.content).toHaveLength(numberOfElements);
}

interface PageAnswer<Item> {
  data?: Record<string, unknown> & { content: Item[]; totalElements: number };
  response: Response;
}

/**
 * A paged list asked without parameters answers the same page as when asked for page 0 with the
 * given defaults spelled out; answers that page.
 */
export async function expectDefaultPage<const Query extends { size: number }, Item>(
  fetchPage: (query?: Query) => Promise<PageAnswer<Item>>,
  defaults: Query,
): Promise<{ content: Item[]; totalElements: number }> {
  const { data, response } = await fetchPage();
  expect(response.status).toBe(200);
  const { data: explicit } = await fetchPage(defaults);
  expectPageMetadata(data!, {
    number: 0,
    size: defaults.size,
    totalElements: explicit!.totalElements,
  });
  expect(data!.content).toEqual(explicit!.content);
  return data!;
}

/** Items are ordered by `key` in `direction`, ties broken by id ascending. */
export function expectSortedBy<Item extends { id: number }>(
  items: Item[],
  key: (item: Item) => number,
  direction: 'ASC' | 'DESC',
): void {
  const sign = direction === 'ASC' ? 1 : -1;
  for (let index = 1; index < items.length; index++) {
    const previous = items[index - 1]!;
    const current = items[index]!;
    const order = sign * (key(current) - key(previous));
    const label = `${previous.id} before ${current.id}`;
    expect(order >= 0, label).toBe(true);
    if (order === 0) expect(current.id > previous.id, `tie ${label}`).toBe(true);
  }
}

type Call = (client: ApiClient) => Promise<Answer>;

/** 401 `Authentication required` without a token, 401 `Invalid or expired token` with a forged one. */
export async function expectLoginRequired(context: ContractContext, call: Call): Promise<void> {
  await expectAuthenticationRequired(call(context.client()));
  await expectInvalidToken(call(context.client('forged.token.value')));
}

/** As `expectLoginRequired`, and 403 `Access denied` for a customer. */
export async function expectAdministratorOnly(context: ContractContext, call: Call): Promise<void> {
  await expectLoginRequired(context, call);
  await expectAccessDenied(call(context.client(context.customerToken)));
}
