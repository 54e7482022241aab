import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  booking,
  call,
  loginAdmin,
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

  it('50 simultaneous overlapping bookings of one vehicle: exactly one succeeds', async () => {
    const tokens = [await loginCustomer(server.api), (await registerCustomer(server.api)).token];
    const carId = 7;
    // Warm up connections and token checks so that the bookings really arrive together.
    await Promise.all(tokens.map((token) => call(`${server.api}/user`, { token })));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
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
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
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

const CLOSED_MESSAGE = "Reservation can't be updated for Canceled or done reservations";

describe.each(DIALECTS)('concurrent administrator edits of one reservation on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.destroy());

  /** Books days `fromDays`..`fromDays + 1` of `carId` as a fresh customer; answers the new id. */
  async function bookedReservationId(carId: number, fromDays: number) {
    const customer = await registerCustomer(server.api);
    const created = await call(`${server.api}/reservations/add?carId=${carId}`, {
      method: 'POST',
      token: customer.token,
      json: booking(fromDays, fromDays + 1),
    });
    expect(created.status).toBe(201);
    const own = await call(`${server.api}/reservations/auth/all`, { token: customer.token });
    return own.body.content[0].id as number;
  }

  // Several rounds: without the row lock the lost update shows in most rounds, not in every one.
  it.each([0, 1, 2, 3, 4])(
    'round %i: 20 edits closing and re-opening it at once leave it closed',
    async (round) => {
      const admin = await loginAdmin(server.api);
      const carId = 8;
      const fromDays = 600 + round * 5;
      const id = await bookedReservationId(carId, fromDays);
      const edits = Array.from({ length: 20 }, (_, index) => {
        const status = index % 4 === 1 ? 'CANCELLED' : index % 4 === 3 ? 'DONE' : 'CREATED';
        // Re-opening edits also move the pick-up location, as an administrator's correction would.
        return { ...booking(fromDays, fromDays + 1 + (index % 2)), status };
      });
      const responses = await Promise.all(
        edits.map((json) =>
          call(`${server.api}/reservations/admin/auth?reservationId=${id}&carId=${carId}`, {
            method: 'PUT',
            token: admin,
            json,
          }),
        ),
      );

      for (const response of responses) {
        if (response.status !== 200) {
          expect(response.status).toBe(400);
          expect(response.body.message).toBe(CLOSED_MESSAGE);
        }
      }
      const closedBy = edits.filter(
        (edit, index) => edit.status !== 'CREATED' && responses[index]!.status === 200,
      );
      // The first close wins; every later edit finds the reservation closed.
      expect(closedBy).toHaveLength(1);
      const after = await call(`${server.api}/reservations/${id}/admin`, { token: admin });
      expect(after.body.status).toBe(closedBy[0]!.status);
    },
  );
});

describe.each(DIALECTS)('an administrator edit racing a booking on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.destroy());

  interface Period {
    carId: number;
    pickUpTime: string;
    dropOffTime: string;
    status: string;
  }

  const overlapping = (a: Period, b: Period) =>
    a.carId === b.carId && a.pickUpTime <= b.dropOffTime && b.pickUpTime <= a.dropOffTime;

  it.each([0, 1, 2, 3, 4])(
    'round %i: moving a reservation onto days a customer books at once leaves no overlap',
    async (round) => {
      const admin = await loginAdmin(server.api);
      const customer = await registerCustomer(server.api);
      const carId = 9;
      const fromDays = 700 + round * 10;
      const created = await call(`${server.api}/reservations/add?carId=${carId}`, {
        method: 'POST',
        token: customer.token,
        json: booking(fromDays, fromDays + 1),
      });
      expect(created.status).toBe(201);
      const movedId = created.body.id as number;
      const target = booking(fromDays + 5, fromDays + 6);
      const [edit, ...bookings] = await Promise.all([
        call(`${server.api}/reservations/admin/auth?reservationId=${movedId}&carId=${carId}`, {
          method: 'PUT',
          token: admin,
          json: { ...target, status: 'CREATED' },
        }),
        ...Array.from({ length: 5 }, () =>
          call(`${server.api}/reservations/add?carId=${carId}`, {
            method: 'POST',
            token: customer.token,
            json: target,
          }),
        ),
      ]);

      const succeeded = [edit!, ...bookings].filter((response) => response.status < 300);
      expect(succeeded).toHaveLength(1);
      for (const response of [edit!, ...bookings].filter((candidate) => candidate.status >= 300)) {
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Car is not available for selected time');
      }
      const list = await call(
        `${server.api}/reservations/admin/all/pages?carId=${carId}&status=CREATED&size=100`,
        { token: admin },
      );
      const periods = list.body.content as Period[];
      for (const [index, period] of periods.entries()) {
        for (const other of periods.slice(index + 1))
          expect(overlapping(period, other)).toBe(false);
      }
    },
  );
});
