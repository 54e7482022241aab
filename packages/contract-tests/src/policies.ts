import type { RentalRules } from '@rentacar/contract';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectBooked,
  expectError,
  expectSuccess,
  expectValidationError,
} from './expectations';
import {
  bookVehicle,
  createBookedReservation,
  createTestVehicle,
  expectCancelled,
  isoLocal,
  localTime,
  payload,
  registerCustomer,
} from './fixtures';
import { reservationRequests, TIMES_NOT_CORRECT } from './reservations/shared';

/** The rules of an API left to its defaults: the spec's booking and cancellation. */
const DEFAULT_RULES: RentalRules = {
  minimumNoticeMinutes: 0,
  minimumRentalHours: 0,
  maximumRentalHours: 0,
  freeCancellationHours: 0,
  cancellationFeeType: 'FIXED',
  cancellationFeeAmount: 0,
  cancellationFeePercent: 0,
};

/** The rental rules: reading and setting them, and the bookings and cancellations they judge. */
export function describePolicies(context: ContractContext): void {
  const { admin, book, update } = reservationRequests(context);
  const setRules = (rules: Partial<RentalRules>) =>
    admin().PUT('/policies/admin/rental', { body: { ...DEFAULT_RULES, ...rules } });
  const expectRules = async (rules: Partial<RentalRules>) =>
    expectSuccess(setRules(rules), 200, 'Rental Rules Successfully Updated');
  const readRules = async () => (await context.client().GET('/policies/visitors/rental')).data;
  const ownReservation = async (token: string, id: number) =>
    (await context.client(token).GET('/reservations/{id}/auth', { params: { path: { id } } }))
      .data!;

  // The rules are the API's one state every test shares: each test leaves the defaults.
  afterEach(async () => {
    await expectRules(DEFAULT_RULES);
  });

  describe('GET /policies/visitors/rental (getRentalRules)', () => {
    it('answers anyone the defaults: no notice, no lengths, free cancellation until pick-up', async () => {
      expect(await readRules()).toEqual(DEFAULT_RULES);
    });
  });

  describe('PUT /policies/admin/rental (updateRentalRules)', () => {
    it('sets the rules an administrator sends, read back by anyone', async () => {
      const rules: RentalRules = {
        minimumNoticeMinutes: 120,
        minimumRentalHours: 24,
        maximumRentalHours: 720,
        freeCancellationHours: 48,
        cancellationFeeType: 'SHARE',
        cancellationFeeAmount: 12.5,
        cancellationFeePercent: 20,
      };
      await expectRules(rules);
      expect(await readRules()).toEqual(rules);
    });

    it('is for administrators only', async () => {
      await expectAdministratorOnly(context, (client) =>
        client.PUT('/policies/admin/rental', {
          body: { ...DEFAULT_RULES, minimumNoticeMinutes: 60 },
        }),
      );
      expect(await readRules()).toEqual(DEFAULT_RULES);
    });

    it('answers 400 for a shortest rental above the longest, changing nothing', async () => {
      await expectError(
        setRules({ minimumRentalHours: 48, maximumRentalHours: 24 }),
        400,
        'minimumRentalHours: must be at most 24',
      );
      await expectValidationError(
        setRules({ cancellationFeePercent: 101 }),
        'cancellationFeePercent',
      );
      expect(await readRules()).toEqual(DEFAULT_RULES);
    });
  });

  describe('bookings under the rules (createReservation)', () => {
    it('refuses a pick-up sooner than the notice and books one after it', async () => {
      await expectRules({ minimumNoticeMinutes: 120 });
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const soon = DateTime.now().startOf('minute').plus({ hours: 1 });
      await expectError(
        book(customer.token, vehicle.id, soon, soon.plus({ hours: 2 })),
        400,
        'Pick-up must be at least 2 hours from now',
      );
      const { data } = await context.client(customer.token).GET('/reservations/auth/all');
      expect(data!.content).toEqual([]);
      const later = soon.plus({ hours: 2 });
      await expectBooked(book(customer.token, vehicle.id, later, later.plus({ hours: 2 })));
    });

    it('still answers the spec message for a pick-up in the past', async () => {
      await expectRules({ minimumNoticeMinutes: 120 });
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const past = DateTime.now().startOf('minute').minus({ hours: 1 });
      await expectError(
        book(customer.token, vehicle.id, past, past.plus({ hours: 3 })),
        400,
        TIMES_NOT_CORRECT,
      );
    });

    it('refuses a rental shorter than the shortest and books exactly that long', async () => {
      await expectRules({ minimumRentalHours: 24 });
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(40, 10);
      await expectError(
        book(customer.token, vehicle.id, pickUp, pickUp.plus({ hours: 23 })),
        400,
        'A rental lasts at least 1 day',
      );
      await expectBooked(book(customer.token, vehicle.id, pickUp, pickUp.plus({ hours: 24 })));
    });

    it('refuses a rental longer than the longest and books exactly that long', async () => {
      await expectRules({ maximumRentalHours: 7 * 24 });
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(41, 10);
      await expectError(
        book(customer.token, vehicle.id, pickUp, pickUp.plus({ days: 7, hours: 1 })),
        400,
        'A rental lasts at most 7 days',
      );
      await expectBooked(book(customer.token, vehicle.id, pickUp, pickUp.plus({ days: 7 })));
    });

    it("does not hold an administrator's edit to them", async () => {
      const { vehicle, id } = await createBookedReservation(
        context,
        localTime(42, 10),
        localTime(43, 10),
      );
      await expectRules({ minimumRentalHours: 24 });
      const { response } = await update(
        id,
        vehicle.id,
        localTime(42, 10),
        localTime(42, 12),
        'CREATED',
      );
      expect(response.status).toBe(200);
    });
  });

  describe('changing under the rules (changeOwnReservation)', () => {
    const change = (token: string, id: number, pickUp: DateTime, dropOff: DateTime) =>
      context.client(token).PUT('/reservations/{id}/auth/change', {
        params: { path: { id } },
        body: { pickUpTime: payload(pickUp), dropOffTime: payload(dropOff) },
      });

    it('closes changes when the free cancellation window does, changing nothing', async () => {
      await expectRules({ freeCancellationHours: 72 });
      const pickUp = localTime(1, 12);
      const { customer, id } = await createBookedReservation(
        context,
        pickUp,
        pickUp.plus({ hours: 4 }),
      );
      await expectError(
        change(customer.token, id, pickUp, pickUp.plus({ hours: 28 })),
        400,
        'Changes close 3 days before pick-up',
      );
      expect(await ownReservation(customer.token, id)).toMatchObject({
        dropOffTime: isoLocal(pickUp.plus({ hours: 4 })),
        changes: [],
      });
    });

    it('judges the changed booking by the rental rules', async () => {
      await expectRules({ freeCancellationHours: 24, maximumRentalHours: 24 });
      const pickUp = localTime(5, 10);
      const { customer, id } = await createBookedReservation(
        context,
        pickUp,
        pickUp.plus({ hours: 4 }),
      );
      await expectError(
        change(customer.token, id, pickUp, pickUp.plus({ hours: 25 })),
        400,
        'A rental lasts at most 1 day',
      );
      await expectSuccess(
        change(customer.token, id, pickUp, pickUp.plus({ hours: 24 })),
        200,
        'Reservation Successfully Changed',
      );
    });
  });

  describe('cancelling under the rules (cancelOwnReservation)', () => {
    /** A new customer's 4-hour booking at $10 an hour ($40) picked up at `pickUp`. */
    const bookFourHours = (pickUp: DateTime) =>
      createBookedReservation(context, pickUp, pickUp.plus({ hours: 4 }), { pricePerHour: 10 });

    it('costs nothing within the free window', async () => {
      await expectRules({
        freeCancellationHours: 48,
        cancellationFeeType: 'FIXED',
        cancellationFeeAmount: 15,
      });
      const { customer, id } = await bookFourHours(localTime(5, 10));
      await expectCancelled(context, customer.token, id);
      expect(await ownReservation(customer.token, id)).toMatchObject({
        status: 'CANCELLED',
        totalPrice: 40,
        cancellationFee: 0,
      });
    });

    it('costs the fixed fee after the free window, never more than the total', async () => {
      await expectRules({
        freeCancellationHours: 72,
        cancellationFeeType: 'FIXED',
        cancellationFeeAmount: 15,
      });
      const first = await bookFourHours(localTime(1, 12));
      await expectCancelled(context, first.customer.token, first.id);
      expect(await ownReservation(first.customer.token, first.id)).toMatchObject({
        status: 'CANCELLED',
        cancellationFee: 15,
      });
      const { data: adminView } = await admin().GET('/reservations/{id}/admin', {
        params: { path: { id: first.id } },
      });
      expect(adminView).toMatchObject({ cancellationFee: 15 });

      await expectRules({
        freeCancellationHours: 72,
        cancellationFeeType: 'FIXED',
        cancellationFeeAmount: 100,
      });
      const second = await bookFourHours(localTime(1, 18));
      await expectCancelled(context, second.customer.token, second.id);
      expect(await ownReservation(second.customer.token, second.id)).toMatchObject({
        cancellationFee: 40,
      });
    });

    it('costs the share of the total after the free window', async () => {
      await expectRules({
        freeCancellationHours: 72,
        cancellationFeeType: 'SHARE',
        cancellationFeePercent: 25,
      });
      const { customer, id } = await bookFourHours(localTime(2, 10));
      await expectCancelled(context, customer.token, id);
      expect(await ownReservation(customer.token, id)).toMatchObject({ cancellationFee: 10 });
    });

    it('keeps no fee on a reservation its customer did not cancel', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(44, 10),
        localTime(44, 12),
      );
      expect(await ownReservation(customer.token, id)).not.toHaveProperty('cancellationFee');
    });
  });
}
