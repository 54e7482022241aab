import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  booking,
  call,
  loginAdmin,
  loginCustomer,
  startTestServer,
  type ApiResponse,
  type TestServer,
} from './helpers.js';

function expectApiError(response: ApiResponse, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({
    status: expect.any(String),
    message: expect.stringMatching(message),
    timestamp: expect.any(String),
    path: expect.stringMatching(/^\/api\//),
  });
  expect(response.text).not.toMatch(/at .*\.(ts|js):\d+/);
}

describe.each(DIALECTS)('bad input on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  const totals = async () => {
    const [users, vehicles, messages, reservations] = await Promise.all(
      [
        '/user/auth/pages',
        '/car/visitors/pages',
        '/contactmessage/pages',
        '/reservations/admin/all/pages',
      ].map((path) => call(`${server.api}${path}`, { token: admin })),
    );
    return [users, vehicles, messages, reservations].map((page) => page!.body.totalElements);
  };

  /** Runs the bad request and checks that no table changed. */
  async function unchangedAfter(request: () => Promise<ApiResponse>): Promise<ApiResponse> {
    const before = await totals();
    const response = await request();
    expect(await totals()).toEqual(before);
    return response;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await loginAdmin(server.api);
  });
  afterAll(() => server.destroy());

  it('malformed JSON is a 400 naming the body', async () => {
    const response = await unchangedAfter(() =>
      call(`${server.api}/register`, {
        method: 'POST',
        body: '{"firstName": "Jane",',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expectApiError(response, 400, /^body: /);
  });

  it('a value of the wrong type is a 400 naming the field, also when it looks numeric', async () => {
    const vehicle = {
      model: 'Typed Car',
      doors: 'four',
      seats: 5,
      luggage: 2,
      transmission: 'Automatic',
      airConditioning: true,
      fuelType: 'Diesel',
      age: 1,
      pricePerHour: 20,
    };
    const image = '43386c2b-9286-4109-8227-c408f93909c3';
    for (const doors of ['four', '4']) {
      const response = await unchangedAfter(() =>
        call(`${server.api}/car/admin/${image}/add`, {
          method: 'POST',
          token: admin,
          json: { ...vehicle, doors },
        }),
      );
      expectApiError(response, 400, /^doors: /);
    }
  });

  it('a missing field is a 400 naming it', async () => {
    const response = await unchangedAfter(() =>
      call(`${server.api}/contactmessage/visitors`, {
        method: 'POST',
        json: { name: 'Jane', email: 'jane@example.org', body: 'Twenty characters or more.' },
      }),
    );
    expectApiError(response, 400, 'subject: is required');
  });

  it('a body over the limit is a 413', async () => {
    const response = await unchangedAfter(() =>
      call(`${server.api}/contactmessage/visitors`, {
        method: 'POST',
        json: {
          name: 'Jane',
          email: 'jane@example.org',
          subject: 'Huge',
          body: 'x'.repeat(3 * 1024 * 1024),
        },
      }),
    );
    expectApiError(response, 413, /too large/);
  });

  it('a body that is not JSON is a 415', async () => {
    const response = await unchangedAfter(() =>
      call(`${server.api}/contactmessage/visitors`, {
        method: 'POST',
        body: 'name=Jane',
        headers: { 'content-type': 'text/plain' },
      }),
    );
    expectApiError(response, 415, /application\/json/);
  });

  it.each([
    ['sort=password', /^sort: must be one of id, model, /],
    ['sort=model;drop table cars', /^sort: /],
    ['direction=UP', /^direction: /],
    ['size=0', /^size: /],
    ['size=101', /^size: /],
    ['page=-1', /^page: /],
    ['page=first', /^page: /],
  ])('paging parameter %s is a 400 naming it', async (query, message) => {
    const response = await call(`${server.api}/car/visitors/pages?${query}`);
    expectApiError(response, 400, message);
  });

  it('an id that is not a number is a 400 naming it', async () => {
    expectApiError(await call(`${server.api}/car/visitors/abc`), 400, /^id: /);
  });

  it('a date that does not exist is a 400 naming the field', async () => {
    const customer = await loginCustomer(server.api);
    for (const pickUpTime of ['02/30/2030 10:00:00', '2030-02-01T10:00:00']) {
      const response = await unchangedAfter(() =>
        call(`${server.api}/reservations/add?carId=3`, {
          method: 'POST',
          token: customer,
          json: { ...booking(900, 901), pickUpTime },
        }),
      );
      expectApiError(response, 400, /^pickUpTime: /);
    }
  });

  it('an unknown API route is a 404 in the error shape', async () => {
    expectApiError(await call(`${server.api}/no/such/thing`), 404, /not found/);
    expectApiError(
      await call(`${server.api}/car/visitors/1`, { method: 'PATCH' }),
      404,
      /not found/,
    );
  });

  it('an unknown id is a 404 with the contract message', async () => {
    expectApiError(
      await call(`${server.api}/car/visitors/987654`),
      404,
      'Resource with id 987654 not found',
    );
  });
});
