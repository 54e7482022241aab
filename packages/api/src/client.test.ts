import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, requestUrl } from './client';
import { TOKEN_STORAGE_KEY } from './token';
import { MemoryStorage } from './test/memory-storage';
import { TEST_BASE_URL, startTestServer } from './test/server';
import type { OperationQuery, User } from '@rentacar/contract';

const customer: User = {
  id: 2,
  firstName: 'Carla',
  lastName: 'Customer',
  email: 'customer@example.com',
  phoneNumber: '(555) 234-5678',
  address: '221 Baker Street, Springfield',
  zipCode: '62704',
  builtIn: true,
  emailConfirmed: true,
  roles: ['Customer'],
  language: 'en',
};

// Created before MSW starts listening: proves the client looks fetch up per call, as MSW needs.
const clientWithStoredToken = createApiClient({ baseUrl: TEST_BASE_URL });

const server = startTestServer();

function captureAuthorizationOfCurrentUserRequest() {
  const seen: { authorization?: string | null } = {};
  server.use(
    http.get(`${TEST_BASE_URL}/user`, ({ request }) => {
      seen.authorization = request.headers.get('Authorization');
      return HttpResponse.json(customer);
    }),
  );
  return seen;
}

describe('createApiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the bearer token from getToken', async () => {
    const seen = captureAuthorizationOfCurrentUserRequest();
    const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => 'abc.def.ghi' });

    const { data } = await client.GET('/user');

    expect(seen.authorization).toBe('Bearer abc.def.ghi');
    expect(data).toEqual(customer);
  });

  it('sends no Authorization header when there is no token', async () => {
    const seen = captureAuthorizationOfCurrentUserRequest();
    const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => null });

    await client.GET('/user');

    expect(seen.authorization).toBeNull();
  });

  it('reads the token from localStorage key "token" by default, at request time', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const seen = captureAuthorizationOfCurrentUserRequest();

    await clientWithStoredToken.GET('/user');
    expect(seen.authorization).toBeNull();

    storage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    await clientWithStoredToken.GET('/user');
    expect(seen.authorization).toBe('Bearer stored-token');
  });

  it('sends no Authorization header where no browser storage exists', async () => {
    const seen = captureAuthorizationOfCurrentUserRequest();

    await clientWithStoredToken.GET('/user');

    expect(seen.authorization).toBeNull();
  });

  it('puts path and query parameters into the URL under the base URL', async () => {
    let requestedUrl = '';
    server.use(
      http.put(`${TEST_BASE_URL}/reservations/admin/auth`, async ({ request }) => {
        requestedUrl = request.url;
        return HttpResponse.json({ message: 'Reservation Successfully Updated', success: true });
      }),
    );
    const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => 'admin-token' });

    await client.PUT('/reservations/admin/auth', {
      params: { query: { reservationId: 11, carId: 3 } },
      body: {
        pickUpTime: '03/14/2026 10:00:00',
        dropOffTime: '03/16/2026 18:30:00',
        pickUpLocation: 'Springfield Airport',
        dropOffLocation: 'Springfield Airport',
        status: 'DONE',
      },
    });

    expect(requestedUrl).toBe(`${TEST_BASE_URL}/reservations/admin/auth?reservationId=11&carId=3`);
  });

  it('uses a custom fetch when given one', async () => {
    const requested: string[] = [];
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      getToken: () => null,
      fetch: async (request) => {
        requested.push(`${request.method} ${request.url}`);
        return Response.json([]);
      },
    });

    const { data } = await client.GET('/car/visitors/all');

    expect(requested).toEqual([`GET ${TEST_BASE_URL}/car/visitors/all`]);
    expect(data).toEqual([]);
  });
});

describe('requestUrl', () => {
  it('is the URL the client requests for the same path and parameters', async () => {
    const requested: string[] = [];
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      getToken: () => null,
      fetch: async (request) => {
        requested.push(request.url);
        return Response.json({});
      },
    });
    const query: OperationQuery<'listVehicles'> = {
      page: 0,
      size: 8,
      sort: 'model',
      direction: 'ASC',
      q: 'a&b c',
      transmission: ['Manuel', 'Automatic'],
    };
    await client.GET('/car/visitors/pages', { params: { query } });
    await client.GET('/car/visitors/{id}', { params: { path: { id: 10 } } });

    expect([
      requestUrl(TEST_BASE_URL, '/car/visitors/pages', { query }),
      requestUrl(TEST_BASE_URL, '/car/visitors/{id}', { path: { id: 10 } }),
    ]).toEqual(requested);
  });
});
