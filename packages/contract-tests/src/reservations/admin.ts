import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import {
  expectAdministratorOnly,
  expectDefaultPage,
  expectError,
  expectNotFound,
  expectSortedBy,
  expectSuccess,
  expectUnknownAndMalformedId,
  expectValidationError,
  UNKNOWN_ID,
} from '../expectations';
import {
  booking,
  bookVehicle,
  createBookedReservation,
  createReservationsOfEachStatus,
  createTestVehicle,
  isoLocal,
  localTime,
  registerCustomer,
} from '../fixtures';
import { NOT_AVAILABLE, reservationRequests, TIMES_NOT_CORRECT } from './shared';

const NOT_UPDATABLE = "Reservation can't be updated for Canceled or done reservations";

/** The administrator's reservations: the list and its filters, reading, changing and deleting any. */
export function describeAdminReservations(context: ContractContext): void {
  const { admin, update, adminView } = reservationRequests(context);

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

  describe('admin list filters', () => {
    it('filters reservations by status, vehicle, customer and pick-up time, with the customer name', async () => {
      const records = await createReservationsOfEachStatus(context);
      const list = (query: Record<string, unknown>) =>
        admin().GET('/reservations/admin/all/pages', {
          params: { query: { size: 100, ...query } },
        });
      const ids = async (query: Record<string, unknown>) =>
        (await list(query)).data!.content.map((reservation) => reservation.id).sort();

      const ofCustomer = (await list({ userId: records.customer.user.id })).data!;
      expect(ofCustomer.totalElements).toBe(3);
      expect(ofCustomer.content[0]).toMatchObject({
        userId: records.customer.user.id,
        customerName: `${records.customer.user.firstName} ${records.customer.user.lastName}`,
      });
      expect(await ids({ carId: records.vehicle.id })).toEqual(
        [records.createdId, records.doneId, records.cancelledId].sort(),
      );
      expect(await ids({ carId: records.vehicle.id, status: ['CREATED'] })).toEqual([
        records.createdId,
      ]);
      expect(await ids({ carId: records.vehicle.id, status: ['DONE', 'CANCELLED'] })).toEqual(
        [records.doneId, records.cancelledId].sort(),
      );
      const all = (await list({ status: ['CANCELLED'] })).data!.content;
      expect(all.every((reservation) => reservation.status === 'CANCELLED')).toBe(true);
      // `from` is inclusive, `to` exclusive.
      expect(
        await ids({
          carId: records.vehicle.id,
          from: isoLocal(records.created.pickUp),
          to: isoLocal(records.created.pickUp.plus({ seconds: 1 })),
        }),
      ).toEqual([records.createdId]);
      expect(
        await ids({ carId: records.vehicle.id, to: isoLocal(records.created.pickUp) }),
      ).toEqual([records.doneId]);
      expect(await ids({ carId: records.vehicle.id, userId: context.admin.id })).toEqual([]);
    });

    it('answers 400 naming the parameter for a bad filter value', async () => {
      const reservations = (query: Record<string, unknown>) =>
        admin().GET('/reservations/admin/all/pages', { params: { query } });
      await expectValidationError(reservations({ status: ['BOOKED'] }), 'status');
      await expectValidationError(reservations({ status: ['DONE', 'LOST'] }), 'status');
      await expectValidationError(reservations({ carId: 0 }), 'carId');
      await expectValidationError(reservations({ carId: 'abc' }), 'carId');
      await expectValidationError(reservations({ userId: 2 ** 31 }), 'userId');
      await expectValidationError(reservations({ from: 'yesterday' }), 'from');
      await expectValidationError(reservations({ from: '2026-02-30T10:00:00' }), 'from');
      await expectValidationError(reservations({ to: '2026-13-01T10:00:00' }), 'to');
      await expectValidationError(
        reservations({ from: '2026-03-14T10:00:00', to: '2026-03-14T10:00:00' }),
        'to',
      );
    });
  });
}
