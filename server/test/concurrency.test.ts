import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  booking,
  call,
  loginCustomer,
  registerCustomer,
  startTestServer,
  type TestServer,
} from './helpers.js';

describe.each(DIALECTS)('concurrent bookings on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.destroy());

  it('20 simultaneous overlapping bookings of one vehicle: exactly one succeeds', async () => {
    const tokens = [await loginCustomer(server.api), (await registerCustomer(server.api)).token];
    const carId = 7;
    // Warm up connections and token checks so that the bookings really arrive together.
    await Promise.all(tokens.map((token) => call(`${server.api}/user`, { token })));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(`${server.api}/reservations/add?carId=${carId}`, {
          method: 'POST',
          token: tokens[index % tokens.length],
          // Every interval overlaps every other one (they all contain days 500-501).
          json: booking(500 - (index % 2), 501 + (index % 2)),
        }),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    for (const response of responses.filter((candidate) => candidate.status === 400)) {
      expect(response.body.message).toBe('Car is not available for selected time');
    }

    const admin = await call(`${server.api}/login`, {
      method: 'POST',
      json: { email: 'admin@example.com', password: 'Admin#1234' },
    });
    const reservations = await call(
      `${server.api}/reservations/admin/all/pages?size=100&sort=id&direction=DESC`,
      { token: admin.body.token },
    );
    const booked = reservations.body.content.filter(
      (reservation: { carId: number; pickUpLocation: string }) =>
        reservation.carId === carId && reservation.pickUpLocation === 'Test Airport',
    );
    expect(booked.length).toBe(1);
  });
});
