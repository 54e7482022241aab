import { RECENTLY_CHANGED_DAYS } from '@rentacar/rules';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectValidationError } from '../expectations';
import {
  createBookedReservation,
  createTestVehicle,
  expectCancelled,
  isoLocal,
  localTime,
} from '../fixtures';
import { reservationRequests } from './shared';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** Each reservation's history (`changes`): who changed what, when, before and after. */
export function describeReservationHistory(context: ContractContext): void {
  const { admin, update, adminView } = reservationRequests(context);
  const ownView = async (token: string, id: number) =>
    (await context.client(token).GET('/reservations/{id}/auth', { params: { path: { id } } }))
      .data!;

  describe('reservation history (changes)', () => {
    it('keeps each change with who made it, when, and each field before and after', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(60, 10),
        localTime(60, 12),
      );
      expect((await ownView(customer.token, id)).changes).toEqual([]);
      const before = await adminView(id);
      const later = localTime(60, 15);
      expect(
        (await update(id, vehicle.id, localTime(60, 10), later, 'CREATED')).response.status,
      ).toBe(200);
      const after = await adminView(id);
      await expectCancelled(context, customer.token, id);

      const { changes } = await ownView(customer.token, id);
      expect(changes).toEqual([
        {
          at: expect.stringMatching(LOCAL_DATE_TIME),
          by: 'administrator',
          fields: [
            { field: 'dropOffTime', before: isoLocal(localTime(60, 12)), after: isoLocal(later) },
            {
              field: 'totalPrice',
              before: before.totalPrice.toFixed(2),
              after: after.totalPrice.toFixed(2),
            },
          ],
        },
        {
          at: expect.stringMatching(LOCAL_DATE_TIME),
          by: 'customer',
          fields: [{ field: 'status', before: 'CREATED', after: 'CANCELLED' }],
        },
      ]);
      expect(changes[0]!.at <= changes[1]!.at).toBe(true);
      expect((await adminView(id)).changes).toEqual(changes);
    });

    it('names the vehicles of a change of vehicle, and records no edit that changes nothing', async () => {
      const { vehicle, id } = await createBookedReservation(
        context,
        localTime(61, 10),
        localTime(61, 12),
      );
      const times = [localTime(61, 10), localTime(61, 12)] as const;
      expect((await update(id, vehicle.id, ...times, 'CREATED')).response.status).toBe(200);
      expect((await adminView(id)).changes).toEqual([]);

      const other = await createTestVehicle(context, { pricePerHour: vehicle.pricePerHour });
      expect((await update(id, other.id, ...times, 'CREATED')).response.status).toBe(200);
      expect((await adminView(id)).changes).toMatchObject([
        {
          by: 'administrator',
          fields: [{ field: 'vehicle', before: vehicle.model, after: other.model }],
        },
      ]);
    });

    it(`lists the reservations changed in the last ${RECENTLY_CHANGED_DAYS} days`, async () => {
      const changed = await createBookedReservation(context, localTime(62, 10), localTime(62, 12));
      const unchanged = await createBookedReservation(
        context,
        localTime(62, 10),
        localTime(62, 12),
      );
      await expectCancelled(context, changed.customer.token, changed.id);
      const listed = async (userId: number) => {
        const { data, response } = await admin().GET('/reservations/admin/all/pages', {
          params: { query: { userId, changedWithinDays: RECENTLY_CHANGED_DAYS } },
        });
        expect(response.status).toBe(200);
        return data!.content.map((reservation) => reservation.id);
      };
      expect(await listed(changed.customer.user.id)).toEqual([changed.id]);
      expect(await listed(unchanged.customer.user.id)).toEqual([]);
    });

    it('answers 400 naming changedWithinDays for a day count out of range', async () => {
      for (const changedWithinDays of [0, 367]) {
        await expectValidationError(
          admin().GET('/reservations/admin/all/pages', {
            params: { query: { changedWithinDays } },
          }),
          'changedWithinDays',
        );
      }
    });
  });
}
