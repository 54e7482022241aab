import type { ReservationUpdate } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectDefaultPage,
  expectError,
  expectLoginRequired,
  expectNotFound,
  expectPageMetadata,
  expectSortedBy,
  expectSuccess,
  expectUnknownAndMalformedId,
  expectValidationError,
  UNKNOWN_ID,
} from './expectations';
import {
  booking,
  createBookedReservation,
  bookVehicle,
  createTestVehicle,
  isoLocal,
  localTime,
  registerCustomer,
} from './fixtures';

const TIMES_NOT_CORRECT = 'Reservation pick up time or drop off time not correct';
const NOT_AVAILABLE = 'Car is not available for selected time';
const NOT_UPDATABLE = "Reservation can't be updated for Canceled or done reservations";

export function describeReservations(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const book = (token: string, carId: number, pickUp: DateTime, dropOff: DateTime) =>
    context.client(token).POST('/reservations/add', {
      params: { query: { carId } },
      body: booking(pickUp, dropOff),
    });
  const update = (
    reservationId: number,
    carId: number,
    pickUp: DateTime,
    dropOff: DateTime,
    status: ReservationUpdate['status'],
  ) =>
    admin().PUT('/reservations/admin/auth', {
      params: { query: { reservationId, carId } },
      body: { ...booking(pickUp, dropOff), status },
    });
  const adminView = async (id: number) =>
    (await admin().GET('/reservations/{id}/admin', { params: { path: { id } } })).data!;

  describe('POST /reservations/add (createReservation)', () => {
    it('books a vehicle: CREATED, priced per started hour, times in the response format', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context, { pricePerHour: 12.5 });
      const pickUp = localTime(30, 10);
      const dropOff = localTime(30, 11, 30);
      await expectSuccess(
        book(customer.token, vehicle.id, pickUp, dropOff),
        201,
        'Reservation Successfully Created',
      );
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
          status: 'CREATED',
          // 90 minutes are two started hours.
          totalPrice: 25,
          car: vehicle,
        },
      ]);
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
      await expectSuccess(
        book(context.customerToken, vehicle.id, localTime(34, 14, 1), localTime(34, 18)),
        201,
        'Reservation Successfully Created',
      );
    });

    it('ignores cancelled reservations when checking availability', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(35, 10),
        localTime(35, 14),
      );
      await update(id, vehicle.id, localTime(35, 10), localTime(35, 14), 'CANCELLED');
      await expectSuccess(
        book(customer.token, vehicle.id, localTime(35, 10), localTime(35, 14)),
        201,
        'Reservation Successfully Created',
      );
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

  describe('GET /reservations/admin/all/pages (listReservations)', () => {
    it('defaults to page 0, size 10, newest pick-up first; sorts by price on request', async () => {
      const data = await expectDefaultPage(
        (query) => admin().GET('/reservations/admin/all/pages', { params: { query } }),
        { page: 0, size: 10, sort: 'pickUpTime', direction: 'DESC' },
      );
      expectSortedBy(data.content, (reservation) => Date.parse(reservation.pickUpTime), 'DESC');
      expect(data.totalElements).toBeGreaterThanOrEqual(60);

      const { data: byPrice } = await admin().GET('/reservations/admin/all/pages', {
        params: { query: { sort: 'totalPrice', direction: 'ASC', size: 50 } },
      });
      expectSortedBy(byPrice!.content, (reservation) => reservation.totalPrice, 'ASC');
      for (const reservation of byPrice!.content) {
        expect(reservation.car.id).toBe(reservation.carId);
      }
    });

    it('answers 400 for a bad sort, 401 without or with a forged token and 403 for a customer', async () => {
      await expectValidationError(
        admin().GET('/reservations/admin/all/pages', {
          params: { query: { sort: 'userId' as never } },
        }),
        'sort',
      );
      await expectAdministratorOnly(context, (client) =>
        client.GET('/reservations/admin/all/pages'),
      );
    });
  });

  describe('GET /reservations/{id}/admin (getReservation)', () => {
    it("answers any user's reservation with its vehicle and customer", async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(44, 10),
        localTime(44, 12),
      );
      const { data, response } = await admin().GET('/reservations/{id}/admin', {
        params: { path: { id } },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ id, userId: customer.user.id, carId: vehicle.id, car: vehicle });
    });

    it('answers 404 for an unknown id, 401 without or with a forged token and 403 for a customer', async () => {
      const request = { params: { path: { id: UNKNOWN_ID } } };
      await expectUnknownAndMalformedId(
        (id) => admin().GET('/reservations/{id}/admin', { params: { path: { id } } }),
        'id',
        'abc',
      );
      await expectAdministratorOnly(context, (client) =>
        client.GET('/reservations/{id}/admin', request),
      );
    });
  });

  describe('PUT /reservations/admin/auth (updateReservation)', () => {
    it('moves a CREATED reservation to other times and another vehicle, repricing it', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context, { pricePerHour: 10 });
      const other = await createTestVehicle(context, { pricePerHour: 40 });
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(45, 10),
        localTime(45, 12),
      );
      await expectSuccess(
        update(id, other.id, localTime(45, 11), localTime(45, 14), 'CREATED'),
        200,
        'Reservation Successfully Updated',
      );
      expect(await adminView(id)).toMatchObject({
        carId: other.id,
        car: other,
        pickUpTime: isoLocal(localTime(45, 11)),
        dropOffTime: isoLocal(localTime(45, 14)),
        status: 'CREATED',
        totalPrice: 120,
      });
    });

    it('may keep the times of the reservation itself (it does not overlap itself)', async () => {
      const { vehicle, id } = await createBookedReservation(
        context,
        localTime(46, 10),
        localTime(46, 12),
      );
      await expectSuccess(
        update(id, vehicle.id, localTime(46, 10), localTime(46, 12), 'CREATED'),
        200,
        'Reservation Successfully Updated',
      );
    });

    it('answers 400 when the new times overlap another reservation or are not correct', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await bookVehicle(context, customer.token, vehicle.id, localTime(47, 10), localTime(47, 12));
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(47, 14),
        localTime(47, 16),
      );
      await expectError(
        update(id, vehicle.id, localTime(47, 11), localTime(47, 15), 'CREATED'),
        400,
        NOT_AVAILABLE,
      );
      await expectError(
        update(id, vehicle.id, localTime(47, 16), localTime(47, 15), 'CREATED'),
        400,
        TIMES_NOT_CORRECT,
      );
    });

    it('cancels (legacy CANCELED too) or finishes keeping vehicle and price, then refuses changes', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const other = await createTestVehicle(context, { pricePerHour: 99 });
      for (const [status, stored] of [
        ['CANCELED', 'CANCELLED'],
        ['CANCELLED', 'CANCELLED'],
        ['DONE', 'DONE'],
      ] as const) {
        const id = await bookVehicle(
          context,
          customer.token,
          vehicle.id,
          localTime(48, 9),
          localTime(48, 10),
        );
        const before = await adminView(id);
        await expectSuccess(
          update(id, other.id, localTime(48, 9), localTime(48, 10), status),
          200,
          'Reservation Successfully Updated',
        );
        expect(await adminView(id)).toMatchObject({
          status: stored,
          carId: vehicle.id,
          totalPrice: before.totalPrice,
        });
        await expectError(
          update(id, vehicle.id, localTime(48, 9), localTime(48, 10), 'CREATED'),
          400,
          NOT_UPDATABLE,
        );
      }
    });

    it('answers 404 for an unknown reservation or vehicle and 400 naming a bad status', async () => {
      const { vehicle, id } = await createBookedReservation(
        context,
        localTime(49, 10),
        localTime(49, 12),
      );
      await expectNotFound(
        update(UNKNOWN_ID, vehicle.id, localTime(49, 10), localTime(49, 12), 'CREATED'),
        UNKNOWN_ID,
      );
      await expectNotFound(
        update(id, UNKNOWN_ID, localTime(49, 10), localTime(49, 12), 'CREATED'),
        UNKNOWN_ID,
      );
      await expectValidationError(
        update(id, vehicle.id, localTime(49, 10), localTime(49, 12), 'LOST' as never),
        'status',
      );
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      const request = {
        params: { query: { reservationId: UNKNOWN_ID, carId: UNKNOWN_ID } },
        body: { ...booking(localTime(50, 10), localTime(50, 12)), status: 'CREATED' as const },
      };
      await expectAdministratorOnly(context, (client) =>
        client.PUT('/reservations/admin/auth', request),
      );
    });
  });

  describe('DELETE /reservations/admin/{id}/auth (deleteReservation)', () => {
    it('deletes a reservation of any status', async () => {
      const { vehicle, id } = await createBookedReservation(
        context,
        localTime(51, 10),
        localTime(51, 12),
      );
      await update(id, vehicle.id, localTime(51, 10), localTime(51, 12), 'DONE');
      await expectSuccess(
        admin().DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } }),
        200,
        'Reservation Successfully Deleted',
      );
      await expectNotFound(
        admin().GET('/reservations/{id}/admin', { params: { path: { id } } }),
        id,
      );
    });

    it('answers 404 for an unknown id, 401 without or with a forged token and 403 for a customer', async () => {
      const request = { params: { path: { id: UNKNOWN_ID } } };
      await expectNotFound(admin().DELETE('/reservations/admin/{id}/auth', request), UNKNOWN_ID);
      await expectValidationError(
        admin().DELETE('/reservations/admin/{id}/auth', {
          params: { path: { id: 'all' as never } },
        }),
        'id',
      );
      await expectAdministratorOnly(context, (client) =>
        client.DELETE('/reservations/admin/{id}/auth', request),
      );
    });
  });
}
