import type { ReservationChangeInput } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../calendar';
import type { ContractContext } from '../context';
import {
  expectError,
  expectLoginRequired,
  expectNotFound,
  expectSuccess,
  expectValidationError,
  UNKNOWN_ID,
} from '../expectations';
import {
  bookVehicle,
  createBookedReservation,
  createTestBranch,
  createTestVehicle,
  expectCancelled,
  getAvailability,
  isoLocal,
  localTime,
  payload,
  registerCustomer,
} from '../fixtures';
import { emailsTo } from '../mailbox';
import { NOT_AVAILABLE, reservationRequests } from './shared';

const ONLY_UPCOMING = 'Only upcoming reservations can be changed';

/** The body of a change to `pickUp`..`dropOff`, with `extra` fields. */
const changeTo = (
  pickUp: DateTime,
  dropOff: DateTime,
  extra: Partial<ReservationChangeInput> = {},
): ReservationChangeInput => ({
  pickUpTime: payload(pickUp),
  dropOffTime: payload(dropOff),
  ...extra,
});

/** A customer changing their own reservation: re-judged and re-priced as a booking, atomically. */
export function describeReservationChange(context: ContractContext): void {
  const { adminView } = reservationRequests(context);
  const change = (token: string, id: number, body: ReservationChangeInput) =>
    context.client(token).PUT('/reservations/{id}/auth/change', { params: { path: { id } }, body });
  const ownView = async (token: string, id: number) =>
    (await context.client(token).GET('/reservations/{id}/auth', { params: { path: { id } } }))
      .data!;

  /** The reservation is as booked: same times and price, no history. */
  const expectUnchanged = async (id: number, pickUp: DateTime, dropOff: DateTime, price: number) =>
    expect(await adminView(id)).toMatchObject({
      pickUpTime: isoLocal(pickUp),
      dropOffTime: isoLocal(dropOff),
      totalPrice: price,
      changes: [],
    });

  describe('PUT /reservations/{id}/auth/change (changeOwnReservation)', () => {
    it('moves the drop-off a day later: re-priced, recorded, e-mailed with the moved event', async () => {
      const [pickUp, dropOff, later] = [localTime(70, 10), localTime(71, 10), localTime(72, 10)];
      const { customer, vehicle, id } = await createBookedReservation(context, pickUp, dropOff, {
        pricePerHour: 10,
      });
      expect((await ownView(customer.token, id)).totalPrice).toBe(240);
      await expectSuccess(
        change(customer.token, id, changeTo(pickUp, later)),
        200,
        'Reservation Successfully Changed',
      );
      const changed = await ownView(customer.token, id);
      expect(changed).toMatchObject({
        status: 'CREATED',
        pickUpTime: isoLocal(pickUp),
        dropOffTime: isoLocal(later),
        totalPrice: 480,
      });
      expect(changed.changes).toMatchObject([
        {
          by: 'customer',
          fields: [
            { field: 'dropOffTime', before: isoLocal(dropOff), after: isoLocal(later) },
            { field: 'totalPrice', before: '240.00', after: '480.00' },
          ],
        },
      ]);
      const { data: availability } = await getAvailability(context, vehicle.id);
      expect(availability!.booked).toMatchObject([
        { pickUpTime: isoLocal(pickUp), dropOffTime: isoLocal(later) },
      ]);

      const [booked] = await emailsTo(context, customer.email, 'bookingConfirmed');
      const [notice, ...more] = await emailsTo(context, customer.email, 'reservationChanged');
      expect(more).toEqual([]);
      expect(notice!.text).toContain(`as you asked, we changed your reservation ${id}`);
      expect(notice!.text).not.toContain('our team');
      const [first, moved] = [calendarOf(booked!), calendarOf(notice!)];
      expect(moved.method).toBe('REQUEST');
      expect(moved.entry).toEqual({
        uid: first.entry.uid,
        sequence: 1,
        start: isoLocal(pickUp),
        end: isoLocal(later),
      });
    });

    it('changes nothing and sends nothing for the times it already has', async () => {
      const [pickUp, dropOff] = [localTime(73, 10), localTime(73, 12)];
      const { customer, id } = await createBookedReservation(context, pickUp, dropOff, {
        pricePerHour: 10,
      });
      await expectSuccess(
        change(customer.token, id, changeTo(pickUp, dropOff)),
        200,
        'Reservation Successfully Changed',
      );
      await expectUnchanged(id, pickUp, dropOff, 20);
      expect(await emailsTo(context, customer.email, 'reservationChanged')).toEqual([]);
    });

    it('refuses a period another booking holds, keeping the reservation as it was', async () => {
      const [pickUp, dropOff] = [localTime(74, 10), localTime(74, 12)];
      const { customer, vehicle, id } = await createBookedReservation(context, pickUp, dropOff, {
        pricePerHour: 10,
      });
      const other = await registerCustomer(context);
      await bookVehicle(context, other.token, vehicle.id, localTime(75, 10), localTime(75, 12));
      await expectError(
        change(customer.token, id, changeTo(pickUp, localTime(75, 11))),
        400,
        NOT_AVAILABLE,
      );
      await expectUnchanged(id, pickUp, dropOff, 20);
      expect(await emailsTo(context, customer.email, 'reservationChanged')).toEqual([]);
    });

    it('returns the vehicle to another branch with its one-way fee, refusing a closed one', async () => {
      const [pickUp, dropOff] = [localTime(76, 10), localTime(76, 14)];
      const { customer, id } = await createBookedReservation(context, pickUp, dropOff, {
        pricePerHour: 10,
      });
      const returns = await createTestBranch(context, { oneWayFee: 25 });
      const noReturns = await createTestBranch(context, { oneWayFee: undefined });
      const day = dropOff.toFormat('yyyy-MM-dd');
      const shut = await createTestBranch(context, {
        oneWayFee: 5,
        closures: [{ date: day, reason: 'Staff training' }],
      });
      await expectError(
        change(customer.token, id, changeTo(pickUp, dropOff, { dropOffBranchId: noReturns.id })),
        400,
        `${noReturns.name} does not take one-way returns`,
      );
      await expectError(
        change(customer.token, id, changeTo(pickUp, dropOff, { dropOffBranchId: shut.id })),
        400,
        `${shut.name} is closed at that time. Closed on ${day}: Staff training`,
      );
      await expectError(
        change(customer.token, id, changeTo(pickUp, dropOff, { dropOffBranchId: UNKNOWN_ID })),
        400,
        'dropOffBranchId: must be an existing branch',
      );
      await expectUnchanged(id, pickUp, dropOff, 40);

      await expectSuccess(
        change(customer.token, id, changeTo(pickUp, dropOff, { dropOffBranchId: returns.id })),
        200,
        'Reservation Successfully Changed',
      );
      expect(await ownView(customer.token, id)).toMatchObject({
        dropOffBranchId: returns.id,
        dropOffLocation: returns.name,
        totalPrice: 65,
      });
    });

    it('refuses a cancelled reservation and times the booking rules refuse', async () => {
      const [pickUp, dropOff] = [localTime(77, 10), localTime(77, 12)];
      const { customer, id } = await createBookedReservation(context, pickUp, dropOff);
      await expectError(
        change(customer.token, id, changeTo(pickUp, pickUp)),
        400,
        'Reservation pick up time or drop off time not correct',
      );
      await expectValidationError(
        change(customer.token, id, { pickUpTime: '2026-03-14', dropOffTime: payload(dropOff) }),
        'pickUpTime',
      );
      await expectCancelled(context, customer.token, id);
      await expectError(
        change(customer.token, id, changeTo(pickUp, localTime(77, 14))),
        400,
        ONLY_UPCOMING,
      );
      expect(await adminView(id)).toMatchObject({
        status: 'CANCELLED',
        dropOffTime: isoLocal(dropOff),
      });
    });

    it("answers 404 for another user's or an unknown reservation, and requires a login", async () => {
      const [pickUp, dropOff] = [localTime(78, 10), localTime(78, 12)];
      const { id } = await createBookedReservation(context, pickUp, dropOff);
      const other = await registerCustomer(context);
      await expectNotFound(change(other.token, id, changeTo(pickUp, localTime(78, 14))), id);
      await expectNotFound(change(other.token, UNKNOWN_ID, changeTo(pickUp, dropOff)), UNKNOWN_ID);
      await expectLoginRequired(context, (client) =>
        client.PUT('/reservations/{id}/auth/change', {
          params: { path: { id } },
          body: changeTo(pickUp, dropOff),
        }),
      );
      expect((await adminView(id)).dropOffTime).toBe(isoLocal(dropOff));
    });

    it('lets an administrator change their own booking', async () => {
      const vehicle = await createTestVehicle(context);
      const [pickUp, dropOff] = [localTime(79, 10), localTime(79, 12)];
      const id = await bookVehicle(context, context.adminToken, vehicle.id, pickUp, dropOff);
      await expectSuccess(
        change(context.adminToken, id, changeTo(pickUp, localTime(79, 13))),
        200,
        'Reservation Successfully Changed',
      );
      await context
        .client(context.adminToken)
        .DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } });
    });
  });
}
