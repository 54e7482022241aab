import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import type { ContractContext } from '../context';
import {
  expectBooked,
  expectError,
  expectLoginRequired,
  expectNotFound,
  expectPageMetadata,
  expectValidationError,
  UNKNOWN_ID,
} from '../expectations';
import {
  booking,
  bookVehicle,
  cancelOwnReservation,
  createBookedReservation,
  createTestVehicle,
  expectCancelled,
  getAvailability,
  isoLocal,
  localTime,
  payload,
  registerCustomer,
} from '../fixtures';
import { NOT_AVAILABLE, reservationRequests, TIMES_NOT_CORRECT } from './shared';

const ONLY_UPCOMING = 'Only upcoming reservations can be cancelled';

/** The customer's reservations: booking, reading and cancelling their own. */
export function describeCustomerReservations(context: ContractContext): void {
  const { admin, book, update } = reservationRequests(context);
  const cancel = (token: string, id: number) => cancelOwnReservation(context, token, id);

  describe('POST /reservations/add (createReservation)', () => {
    it('books a vehicle: CREATED, priced per started hour, times in the response format', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context, { pricePerHour: 12.5 });
      const pickUp = localTime(30, 10);
      const dropOff = localTime(30, 11, 30);
      await expectBooked(book(customer.token, vehicle.id, pickUp, dropOff));
      const { data } = await context.client(customer.token).GET('/reservations/auth/all');
      expect(data!.content).toEqual([
        {
          id: expect.any(Number),
          carId: vehicle.id,
          userId: customer.user.id,
          pickUpTime: isoLocal(pickUp),
          dropOffTime: isoLocal(dropOff),
          pickUpLocation: 'Contract Airport',
          dropOffLocation: 'Contract Station',
          // The spec's payload names no branch: the vehicle's is both.
          pickUpBranchId: vehicle.branchId,
          dropOffBranchId: vehicle.branchId,
          status: 'CREATED',
          // 90 minutes are two started hours.
          totalPrice: 25,
          car: vehicle,
        },
      ]);
    });

    it('totals a decimal price per hour in exact cents', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context, { pricePerHour: 45.7 });
      await expectBooked(book(customer.token, vehicle.id, localTime(33, 10), localTime(33, 13)));
      const { data } = await context.client(customer.token).GET('/reservations/auth/all');
      // Three hours at $45.70 are $137.10, not the floats' 137.10000000000002.
      expect(data!.content.map((reservation) => reservation.totalPrice)).toEqual([137.1]);
    });

    it('lets an administrator book too', async () => {
      const vehicle = await createTestVehicle(context);
      const id = await bookVehicle(
        context,
        context.adminToken,
        vehicle.id,
        localTime(31, 8),
        localTime(32, 8),
      );
      // The built-in administrator keeps no reservation, so deleting it fails only as built-in.
      const { response } = await admin().DELETE('/reservations/admin/{id}/auth', {
        params: { path: { id } },
      });
      expect(response.status).toBe(200);
    });

    it('answers 400 for a pick-up in the past, equal to or after the drop-off', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      for (const [pickUp, dropOff] of [
        [localTime(-1, 10), localTime(2, 10)],
        [localTime(33, 10), localTime(33, 10)],
        [localTime(33, 12), localTime(33, 10)],
      ] as const) {
        await expectError(
          book(customer.token, vehicle.id, pickUp, dropOff),
          400,
          TIMES_NOT_CORRECT,
        );
      }
    });

    it('answers 400 when another CREATED reservation overlaps, touching ends included', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await bookVehicle(context, customer.token, vehicle.id, localTime(34, 10), localTime(34, 14));
      for (const [pickUp, dropOff] of [
        [localTime(34, 12), localTime(34, 16)],
        [localTime(34, 8), localTime(34, 10)],
        [localTime(34, 14), localTime(34, 18)],
        [localTime(34, 11), localTime(34, 12)],
      ] as const) {
        await expectError(
          book(context.customerToken, vehicle.id, pickUp, dropOff),
          400,
          NOT_AVAILABLE,
        );
      }
      await expectBooked(
        book(context.customerToken, vehicle.id, localTime(34, 14, 1), localTime(34, 18)),
      );
    });

    it('ignores cancelled reservations when checking availability', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(35, 10),
        localTime(35, 14),
      );
      await update(id, vehicle.id, localTime(35, 10), localTime(35, 14), 'CANCELLED');
      await expectBooked(book(customer.token, vehicle.id, localTime(35, 10), localTime(35, 14)));
    });

    it('answers 404 for an unknown vehicle and 400 naming malformed fields', async () => {
      const customer = await registerCustomer(context);
      await expectNotFound(
        book(customer.token, UNKNOWN_ID, localTime(36, 10), localTime(36, 12)),
        UNKNOWN_ID,
      );
      const vehicle = await createTestVehicle(context);
      const body = booking(localTime(36, 10), localTime(36, 12));
      const client = context.client(customer.token);
      const post = (overrides: Record<string, string>) =>
        client.POST('/reservations/add', {
          params: { query: { carId: vehicle.id } },
          body: { ...body, ...overrides },
        });
      await expectValidationError(post({ pickUpTime: '2030-01-01 10:00' }), 'pickUpTime');
      await expectValidationError(post({ dropOffTime: '13/45/2030 10:00:00' }), 'dropOffTime');
      await expectValidationError(post({ pickUpLocation: '' }), 'pickUpLocation');
    });

    it('answers 401 without or with a forged token', async () => {
      const vehicle = await createTestVehicle(context);
      const request = {
        params: { query: { carId: vehicle.id } },
        body: booking(localTime(37, 10), localTime(37, 12)),
      };
      await expectLoginRequired(context, (client) => client.POST('/reservations/add', request));
    });
  });

  describe('GET /reservations/auth/all (listOwnReservations)', () => {
    it("answers only the caller's reservations, newest pick-up first by default", async () => {
      const {
        customer,
        vehicle,
        id: early,
      } = await createBookedReservation(context, localTime(38, 8), localTime(38, 9));
      const late = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(39, 8),
        localTime(39, 9),
      );
      const { data, response } = await context.client(customer.token).GET('/reservations/auth/all');
      expect(response.status).toBe(200);
      expectPageMetadata(data!, { number: 0, size: 10, totalElements: 2 });
      expect(data!.content.map((reservation) => reservation.id)).toEqual([late, early]);
      expect(data!.content[0]!.car).toEqual(vehicle);

      const { data: ascending } = await context
        .client(customer.token)
        .GET('/reservations/auth/all', {
          params: { query: { sort: 'pickUpTime', direction: 'ASC', size: 1, page: 1 } },
        });
      expectPageMetadata(ascending!, { number: 1, size: 1, totalElements: 2 });
      expect(ascending!.content[0]!.id).toBe(late);
    });

    it('answers 400 naming the parameter for a bad sort or direction and 401 without or with a forged token', async () => {
      const list = (query: Record<string, unknown>) =>
        context.client(context.customerToken).GET('/reservations/auth/all', {
          params: { query: query as never },
        });
      await expectValidationError(list({ sort: 'car' }), 'sort');
      await expectValidationError(list({ direction: 'down' }), 'direction');
      await expectLoginRequired(context, (client) => client.GET('/reservations/auth/all'));
    });
  });

  describe('GET /reservations/{id}/auth (getOwnReservation)', () => {
    it('answers an own reservation with its vehicle', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(42, 10),
        localTime(42, 12),
      );
      const { data, response } = await context
        .client(customer.token)
        .GET('/reservations/{id}/auth', { params: { path: { id } } });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ id, carId: vehicle.id, userId: customer.user.id, car: vehicle });
    });

    it("answers 404 for another user's reservation as for an unknown one", async () => {
      const { id } = await createBookedReservation(context, localTime(43, 10), localTime(43, 12));
      const other = await registerCustomer(context);
      const get = (reservationId: number) =>
        context
          .client(other.token)
          .GET('/reservations/{id}/auth', { params: { path: { id: reservationId } } });
      await expectNotFound(get(id), id);
      await expectNotFound(get(UNKNOWN_ID), UNKNOWN_ID);
    });

    it('answers 400 for an id that is not a number and 401 without or with a forged token', async () => {
      await expectValidationError(
        context
          .client(context.customerToken)
          .GET('/reservations/{id}/auth', { params: { path: { id: 'mine' as never } } }),
        'id',
      );
      await expectLoginRequired(context, (client) =>
        client.GET('/reservations/{id}/auth', { params: { path: { id: 1 } } }),
      );
    });
  });

  describe('PATCH /reservations/{id}/auth/cancel (cancelOwnReservation)', () => {
    it('cancels an upcoming reservation of the caller and frees its period', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(60, 10),
        localTime(60, 12),
      );
      await expectCancelled(context, customer.token, id);
      const { data } = await context
        .client(customer.token)
        .GET('/reservations/{id}/auth', { params: { path: { id } } });
      expect(data).toMatchObject({ id, status: 'CANCELLED', carId: vehicle.id });
      const { data: booked } = await getAvailability(context, vehicle.id);
      expect(booked!.booked).toEqual([]);
      // Cancelled once, it is no longer upcoming.
      await expectError(cancel(customer.token, id), 400, ONLY_UPCOMING);
    });

    it('lets an administrator cancel their own booking', async () => {
      const vehicle = await createTestVehicle(context);
      const id = await bookVehicle(
        context,
        context.adminToken,
        vehicle.id,
        localTime(61, 10),
        localTime(61, 12),
      );
      await expectCancelled(context, context.adminToken, id);
      await admin().DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } });
    });

    it('answers 400 for a reservation that is done', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(62, 10),
        localTime(62, 12),
      );
      const { response } = await admin().PUT('/reservations/admin/auth', {
        params: { query: { reservationId: id, carId: vehicle.id } },
        body: {
          pickUpTime: payload(localTime(62, 10)),
          dropOffTime: payload(localTime(62, 12)),
          pickUpLocation: 'Contract Airport',
          dropOffLocation: 'Contract Station',
          status: 'DONE',
        },
      });
      expect(response.status).toBe(200);
      await expectError(cancel(customer.token, id), 400, ONLY_UPCOMING);
    });

    it('answers 400 for a CREATED reservation whose pick-up has passed, keeping it', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      // Booked an hour ahead, then the API's clock (`Date`) is moved to a second after the pick-up.
      const pickUp = DateTime.now().startOf('second').plus({ hours: 1 });
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 2 }),
      );
      vi.useFakeTimers({ toFake: ['Date'], now: pickUp.plus({ seconds: 1 }).toMillis() });
      try {
        await expectError(cancel(customer.token, id), 400, ONLY_UPCOMING);
      } finally {
        vi.useRealTimers();
      }
      const { data } = await admin().GET('/reservations/{id}/admin', { params: { path: { id } } });
      expect(data!.status).toBe('CREATED');
    });

    it("answers 404 for another user's or an unknown reservation, changing nothing", async () => {
      const { id } = await createBookedReservation(context, localTime(63, 10), localTime(63, 12));
      const other = await registerCustomer(context);
      await expectNotFound(cancel(other.token, id), id);
      await expectNotFound(cancel(other.token, UNKNOWN_ID), UNKNOWN_ID);
      const { data } = await admin().GET('/reservations/{id}/admin', { params: { path: { id } } });
      expect(data!.status).toBe('CREATED');
    });

    it('requires a login', async () => {
      const { id } = await createBookedReservation(context, localTime(64, 10), localTime(64, 12));
      await expectLoginRequired(context, (client) =>
        client.PATCH('/reservations/{id}/auth/cancel', { params: { path: { id } } }),
      );
    });
  });
}
