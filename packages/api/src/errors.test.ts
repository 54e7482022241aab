import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, unwrap } from './errors';
import { TEST_BASE_URL, startTestServer } from './test/server';
import type { LoginResponse } from '@rentacar/contract';

const server = startTestServer();
const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => null });

const credentials = { email: 'customer@example.com', password: 'Customer#1234' };

describe('unwrap', () => {
  it('answers the data of a successful call', async () => {
    server.use(http.post(`${TEST_BASE_URL}/login`, () => HttpResponse.json({ token: 'jwt' })));

    const pending = unwrap(client.POST('/login', { body: credentials }));

    expectTypeOf(pending).resolves.toEqualTypeOf<LoginResponse>();
    await expect(pending).resolves.toEqual({ token: 'jwt' });
  });

  it("throws ApiError with the server's message, status and body", async () => {
    const body = {
      status: 'BAD_REQUEST',
      message: 'Bad credentials',
      timestamp: '2026-03-14T10:00:00.000Z',
      path: '/api/login',
    } as const;
    server.use(http.post(`${TEST_BASE_URL}/login`, () => HttpResponse.json(body, { status: 400 })));

    const failure = await unwrap(client.POST('/login', { body: credentials })).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Bad credentials',
      body,
    });
  });

  it('names the status when the error body is not the contract shape', async () => {
    server.use(
      http.get(
        `${TEST_BASE_URL}/car/visitors/all`,
        () => new HttpResponse('upstream exploded', { status: 502 }),
      ),
    );

    const failure = await unwrap(client.GET('/car/visitors/all')).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      body: undefined,
    });
  });

  it('throws ApiError for a failure without a body', async () => {
    server.use(http.get(`${TEST_BASE_URL}/user`, () => new HttpResponse(null, { status: 401 })));

    await expect(unwrap(client.GET('/user'))).rejects.toMatchObject({
      status: 401,
      message: 'Request failed with status 401',
    });
  });
});
