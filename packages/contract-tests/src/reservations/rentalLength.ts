import { MAX_RENTAL_DAYS } from '@rentacar/contract';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectError, expectErrorBody, expectSuccess } from '../expectations';
import { bookVehicle, createTestVehicle, localTime, registerCustomer } from '../fixtures';
import { reservationRequests } from './shared';

const MAX_DAYS = MAX_RENTAL_DAYS;
const TOO_LONG = `A rental may last at most ${MAX_DAYS} days`;
/** The last second the request format can name. */
const END_OF_CALENDAR = DateTime.fromISO('9999-12-31T23:59:59');

/** The longest rental (`x-max-rental-days`), for a booking and for an administrator's edit. */
export function describeRentalLength(context: ContractContext): void {
  const { book, update, adminView } = reservationRequests(context);

  describe('the longest rental (createReservation, updateReservation)', () => {
    it(`books exactly ${MAX_DAYS} x 24 h and refuses an hour more`, async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(120, 10);
      await expectError(
        book(customer.token, vehicle.id, pickUp, pickUp.plus({ days: MAX_DAYS, hours: 1 })),
        400,
        TOO_LONG,
      );
      const { response } = await book(
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ days: MAX_DAYS }),
      );
      expect(response.status).toBe(201);
    });

    it('answers 400, not 500, for a booking until the end of the calendar', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      expectErrorBody(
        await book(customer.token, vehicle.id, localTime(3, 10), END_OF_CALENDAR),
        400,
      );
    });

    it(`lets an administrator set exactly ${MAX_DAYS} x 24 h, and refuses longer in any status`, async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(130, 10);
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 2 }),
      );
      const tooLong = pickUp.plus({ days: MAX_DAYS, hours: 1 });
      await expectError(update(id, vehicle.id, pickUp, tooLong, 'CREATED'), 400, TOO_LONG);
      await expectError(update(id, vehicle.id, pickUp, tooLong, 'CANCELLED'), 400, TOO_LONG);
      expectErrorBody(await update(id, vehicle.id, pickUp, END_OF_CALENDAR, 'CREATED'), 400);
      expect((await adminView(id)).status).toBe('CREATED');
      await expectSuccess(
        update(id, vehicle.id, pickUp, pickUp.plus({ days: MAX_DAYS }), 'CREATED'),
        200,
        'Reservation Successfully Updated',
      );
    });
  });
}
