import { afterEach, describe, expect, it, vi } from 'vitest';
import { delayed, empty, issueToken, loading, tokenFor, serverError, server } from './node';
import { apiClient, setUpMockApi } from './testing';

setUpMockApi();

describe('loading', () => {
  it('keeps one operation unanswered while the others answer', async () => {
    server.use(loading('listAllVehicles'));
    const abort = new AbortController();
    let settled = false;
    const pending = apiClient()
      .GET('/car/visitors/all', { signal: abort.signal })
      .finally(() => (settled = true));
    const other = await apiClient().GET('/car/visitors/pages');
    expect(other.response.status).toBe(200);
    expect(settled).toBe(false);
    abort.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe('delayed', () => {
  it('answers with the regular data in the end', async () => {
    server.use(delayed('getVehicle', 5));
    const { data } = await apiClient().GET('/car/visitors/{id}', { params: { path: { id: 1 } } });
    expect(data).toMatchObject({ id: 1, model: 'Toyota Corolla' });
  });
});

describe('empty', () => {
  it('answers an empty page with the requested paging', async () => {
    server.use(empty('listVehicles'));
    const { data } = await apiClient().GET('/car/visitors/pages', {
      params: { query: { size: 8 } },
    });
    expect(data).toEqual({
      content: [],
      number: 0,
      size: 8,
      numberOfElements: 0,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
      empty: true,
    });
  });

  it('answers an empty list for all vehicles and leaves other operations alone', async () => {
    server.use(empty('listAllVehicles'));
    expect((await apiClient().GET('/car/visitors/all')).data).toEqual([]);
    const { data } = await apiClient().GET('/car/visitors/{id}', { params: { path: { id: 2 } } });
    expect(data).toMatchObject({ id: 2 });
  });
});

describe('serverError', () => {
  it('answers 500 with the contract error body by default', async () => {
    server.use(serverError('getCurrentUser'));
    const { error, response } = await apiClient(issueToken(2)).GET('/user');
    expect(response.status).toBe(500);
    expect(error).toMatchObject({
      status: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
      path: '/api/user',
    });
  });

  it('answers the given status and message', async () => {
    server.use(
      serverError('createReservation', {
        status: 400,
        message: 'Car is not available for selected time',
      }),
    );
    const { error, response } = await apiClient(issueToken(2)).POST('/reservations/add', {
      params: { query: { carId: 1 } },
      body: {
        pickUpTime: '01/01/2099 10:00:00',
        dropOffTime: '01/01/2099 12:00:00',
        pickUpLocation: 'A',
        dropOffLocation: 'B',
      },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      status: 'BAD_REQUEST',
      message: 'Car is not available for selected time',
    });
  });
});

describe('tokenFor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a token that authenticates the user, by e-mail or by record', async () => {
    const byEmail = tokenFor('customer@example.com');
    expect((await apiClient(byEmail).GET('/user')).data).toMatchObject({ id: 2 });
    const byRecord = tokenFor({ id: 1 });
    expect((await apiClient(byRecord).GET('/user')).data).toMatchObject({ id: 1 });
  });

  it('refuses an unknown user', () => {
    expect(() => tokenFor('ghost@example.com')).toThrow(
      'No mock user with e-mail ghost@example.com',
    );
  });
});

it('rejects an expired token with 401 Invalid or expired token', async () => {
  const dayAndAMinuteAgo = Date.now() - (24 * 60 + 1) * 60 * 1000;
  const { error, response } = await apiClient(issueToken(2, dayAndAMinuteAgo)).GET('/user');
  expect(response.status).toBe(401);
  expect(error).toMatchObject({ message: 'Invalid or expired token' });
});
