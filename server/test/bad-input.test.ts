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
  VEHICLE_INPUT,
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

/** No upload has this id; validation answers before the image is looked up. */
const UNUSED_IMAGE = '43386c2b-9286-4109-8227-c408f93909c3';

/**
 * Every request here but the unknown id's is refused before its handler runs, so before any query
 * of its own (only the guard's user lookup, which every signed-in test runs on both databases):
 * one database is enough for them. The unknown id is looked up, so it runs on each.
 */
describe('bad input refused before the database', () => {
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
    server = await startTestServer('sqlite');
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
    for (const doors of ['four', '4']) {
      const response = await unchangedAfter(() =>
        call(`${server.api}/car/admin/${UNUSED_IMAGE}/add`, {
          method: 'POST',
          token: admin,
          json: { ...VEHICLE_INPUT, doors },
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
    ['page=1e20', /^page: must be at most 10000000$/],
    ['page=99999999999999999999', /^page: must be at most 10000000$/],
    ['page=Infinity', /^page: must be a decimal number$/],
    ['page=0x10', /^page: must be a decimal number$/],
    ['page=%205', /^page: must be a decimal number$/],
    ['page=1e1', /^page: must be a decimal number$/],
  ])('paging parameter %s is a 400 naming it', async (query, message) => {
    const response = await call(`${server.api}/car/visitors/pages?${query}`);
    expectApiError(response, 400, message);
  });

  it('an id that is not a number is a 400 naming it', async () => {
    expectApiError(await call(`${server.api}/car/visitors/abc`), 400, /^id: /);
  });

  it('an id beyond 32 bits, infinite or not in decimal is a 400 naming it, in paths and queries', async () => {
    expectApiError(
      await call(`${server.api}/car/visitors/2147483648`),
      400,
      /^id: must be at most 2147483647$/,
    );
    expectApiError(
      await call(`${server.api}/car/visitors/-Infinity`),
      400,
      /^id: must be a decimal number$/,
    );
    expectApiError(
      await call(`${server.api}/car/visitors/0x10`),
      400,
      /^id: must be a decimal number$/,
    );
    const customer = await loginCustomer(server.api);
    const response = await unchangedAfter(() =>
      call(`${server.api}/reservations/add?carId=2147483648`, {
        method: 'POST',
        token: customer,
        json: booking(900, 901),
      }),
    );
    expectApiError(response, 400, /^carId: must be at most 2147483647$/);
  });

  it('text longer than its column or with control characters is a 400 naming the field', async () => {
    const registration = {
      firstName: 'Jane',
      lastName: 'Doe',
      phoneNumber: '(555) 123-4567',
      address: '1 Main Street',
      zipCode: '12345',
      email: 'bounds@example.org',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
    };
    const cases: [Record<string, string>, RegExp][] = [
      [{ firstName: 'x'.repeat(10 * 1024) }, /^firstName: must be at most 50 characters$/],
      [{ zipCode: 'y'.repeat(900 * 1024) }, /^zipCode: must be at most 20 characters$/],
      [{ address: 'a\u0000b' }, /^address: must not contain control characters$/],
    ];
    for (const [override, message] of cases) {
      const response = await unchangedAfter(() =>
        call(`${server.api}/register`, { method: 'POST', json: { ...registration, ...override } }),
      );
      expectApiError(response, 400, message);
    }
    const message = { name: 'Jane', email: 'jane@example.org', subject: 'Bounds' };
    const bell = await unchangedAfter(() =>
      call(`${server.api}/contactmessage/visitors`, {
        method: 'POST',
        json: { ...message, body: 'Twenty characters\u0007 or more.' },
      }),
    );
    expectApiError(
      bell,
      400,
      /^body: must not contain control characters other than tabs and line breaks$/,
    );
  });

  it('a number out of its range is a 400 naming the field with the bound', async () => {
    const cases: [Record<string, number>, RegExp][] = [
      [{ doors: 2 ** 31 }, /^doors: must be at most 1000$/],
      [{ age: -1 }, /^age: must be at least 0$/],
      [{ pricePerHour: 1e7 }, /^pricePerHour: must be at most 1000000$/],
    ];
    for (const [override, message] of cases) {
      const response = await unchangedAfter(() =>
        call(`${server.api}/car/admin/${UNUSED_IMAGE}/add`, {
          method: 'POST',
          token: admin,
          json: { ...VEHICLE_INPUT, ...override },
        }),
      );
      expectApiError(response, 400, message);
    }
  });

  it('a multipart body sent to a JSON operation is a 415, never a 500', async () => {
    const customer = await loginCustomer(server.api);
    const operations: [string, string, string | undefined][] = [
      ['POST', '/login', undefined],
      ['POST', '/register', undefined],
      ['POST', '/contactmessage/visitors', undefined],
      ['PUT', '/user', customer],
      ['PATCH', '/user/auth', customer],
      ['PUT', '/user/2/auth', admin],
    ];
    for (const [method, path, token] of operations) {
      const form = new FormData();
      form.append('email', 'multipart@example.org');
      const response = await unchangedAfter(() =>
        call(`${server.api}${path}`, { method, token, body: form }),
      );
      expectApiError(response, 415, /^Unsupported Content-Type: send application\/json/);
    }
  });

  it('a path that does not decode or headers over the limit answer the error shape', async () => {
    for (const path of ['/..%c0%ae%c0%ae%c0%afetc', '/car/visitors/%', '/car/visitors/%E0%A4%A']) {
      expectApiError(await call(`${server.api}${path}`), 400, /^path: is not a valid URL$/);
    }
    const huge = await call(`${server.api}/car/visitors/pages?sort=${'q'.repeat(20 * 1024)}`);
    expectApiError(huge, 400, /^Request headers are too large$/);
    expect(huge.body.path).toBe('/api/car/visitors/pages');
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
});

describe.each(DIALECTS)('bad input looked up on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.destroy());

  it('an unknown id is a 404 with the contract message', async () => {
    expectApiError(
      await call(`${server.api}/car/visitors/987654`),
      404,
      'Resource with id 987654 not found',
    );
  });
});
