import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectNotFound, expectValidationError, UNKNOWN_ID } from '../expectations';
import {
  bookVehicle,
  createTestVehicle,
  expectCancelled,
  getAvailability,
  isoLocal,
  localTime,
  payload,
  registerCustomer,
} from '../fixtures';

/** The periods a vehicle is booked in, which a customer reads before booking. */
export function describeAvailability(context: ContractContext): void {
  const availability = (id: number, query: { from?: string; to?: string } = {}) =>
    getAvailability(context, id, query);

  describe('GET /car/visitors/{id}/availability (getVehicleAvailability)', () => {
    it('lists the CREATED bookings overlapping the window by pick-up, without user data', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await bookVehicle(context, customer.token, vehicle.id, localTime(42, 10), localTime(42, 12));
      await bookVehicle(context, customer.token, vehicle.id, localTime(40, 8), localTime(40, 9));
      // Touches the window's end: still listed, as booking counts touching ends as overlap.
      await bookVehicle(context, customer.token, vehicle.id, localTime(45, 0), localTime(45, 6));
      // Outside the window.
      await bookVehicle(context, customer.token, vehicle.id, localTime(46, 10), localTime(46, 12));
      const cancelled = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(41, 10),
        localTime(41, 12),
      );
      await expectCancelled(context, customer.token, cancelled);

      const { data, response } = await availability(vehicle.id, {
        from: payload(localTime(39, 0)),
        to: payload(localTime(45, 0)),
      });
      expect(response.status).toBe(200);
      expect(data).toEqual({
        carId: vehicle.id,
        from: isoLocal(localTime(39, 0)),
        to: isoLocal(localTime(45, 0)),
        booked: [
          { pickUpTime: isoLocal(localTime(40, 8)), dropOffTime: isoLocal(localTime(40, 9)) },
          { pickUpTime: isoLocal(localTime(42, 10)), dropOffTime: isoLocal(localTime(42, 12)) },
          { pickUpTime: isoLocal(localTime(45, 0)), dropOffTime: isoLocal(localTime(45, 6)) },
        ],
      });
    });

    it('looks from now to 90 days ahead by default', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await bookVehicle(context, customer.token, vehicle.id, localTime(89, 10), localTime(89, 12));
      await bookVehicle(context, customer.token, vehicle.id, localTime(92, 10), localTime(92, 12));
      const before = DateTime.now().startOf('second');
      const { data, response } = await availability(vehicle.id);
      expect(response.status).toBe(200);
      const from = DateTime.fromISO(data!.from);
      expect(from >= before.minus({ seconds: 5 }) && from <= DateTime.now()).toBe(true);
      expect(data!.to).toBe(isoLocal(from.plus({ days: 90 })));
      expect(data!.booked).toEqual([
        { pickUpTime: isoLocal(localTime(89, 10)), dropOffTime: isoLocal(localTime(89, 12)) },
      ]);
    });

    it('answers an empty list for a vehicle nobody booked', async () => {
      const vehicle = await createTestVehicle(context);
      const { data } = await availability(vehicle.id);
      expect(data!.booked).toEqual([]);
    });

    it('answers 404 for an unknown vehicle', async () => {
      await expectNotFound(availability(UNKNOWN_ID), UNKNOWN_ID);
    });

    it('answers 400 naming from or to for a bad window', async () => {
      const vehicle = await createTestVehicle(context);
      const from = localTime(10, 10);
      await expectValidationError(
        availability(vehicle.id, { from: '2026-03-14T10:00:00' }),
        'from',
      );
      await expectValidationError(
        availability(vehicle.id, { from: payload(from), to: '02/30/2030 10:00:00' }),
        'to',
      );
      // `to` not after `from`.
      await expectValidationError(
        availability(vehicle.id, { from: payload(from), to: payload(from) }),
        'to',
      );
      // More than 366 days.
      await expectValidationError(
        availability(vehicle.id, {
          from: payload(from),
          to: payload(from.plus({ days: 366, seconds: 1 })),
        }),
        'to',
      );
      const { response } = await availability(vehicle.id, {
        from: payload(from),
        to: payload(from.plus({ days: 366 })),
      });
      expect(response.status).toBe(200);
    });
  });
}
