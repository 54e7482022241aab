import type { OperationQuery } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectError,
  expectPageMetadata,
  expectSuccess,
  expectValidationError,
} from './expectations';
import {
  bookVehicle,
  cancelOwnReservation,
  createTestBranch,
  createTestVehicle,
  isoLocal,
  localTime,
  payload,
  registerCustomer,
  uniquePlate,
  uniqueText,
} from './fixtures';
import { emailsTo } from './mailbox';
import { reservationRequests } from './reservations/shared';

type CalendarQuery = OperationQuery<'getFleetCalendar'>;

/** The fleet calendar: a page of vehicle rows with their reservations and blocks in a window. */
export function describeFleetCalendar(context: ContractContext): void {
  const { admin, update, adminView } = reservationRequests(context);
  const calendar = (query: CalendarQuery) => admin().GET('/calendar/admin', { params: { query } });
  const window = (fromDays: number, toDays: number) => ({
    from: isoLocal(localTime(fromDays, 0)),
    to: isoLocal(localTime(toDays, 0)),
  });
  const block = async (carId: number, start: number, end: number, reason: string) => {
    const { response, data } = await admin().POST('/blocks/admin', {
      body: {
        carId,
        start: payload(localTime(70, start)),
        end: payload(localTime(70, end)),
        reason,
      },
    });
    expect(response.status, 'blocked period creation').toBe(201);
    return data!.id;
  };

  describe('GET /calendar/admin (getFleetCalendar)', () => {
    it("answers a branch's vehicles by model with their reservations and blocks in the window", async () => {
      const branch = await createTestBranch(context);
      const plate = uniquePlate();
      const later = await createTestVehicle(context, { branchId: branch.id, model: 'Zeta Van' });
      const first = await createTestVehicle(context, {
        branchId: branch.id,
        model: 'Alpha Coupe',
        licensePlate: plate,
      });
      const customer = await registerCustomer(context);
      const booked = await bookVehicle(
        context,
        customer.token,
        first.id,
        localTime(70, 10),
        localTime(70, 12),
      );
      const cancelled = await bookVehicle(
        context,
        customer.token,
        first.id,
        localTime(70, 14),
        localTime(70, 15),
      );
      await cancelOwnReservation(context, customer.token, cancelled);
      // Touching the window's ends only: left out.
      await bookVehicle(context, customer.token, later.id, localTime(69, 20), localTime(70, 0));
      await bookVehicle(context, customer.token, later.id, localTime(71, 0), localTime(71, 2));
      const reason = uniqueText('Annual service');
      const blocked = await block(later.id, 8, 18, reason);
      const customerName = `${customer.user.firstName} ${customer.user.lastName}`;

      const { data, response } = await calendar({ ...window(70, 71), branch: branch.slug });
      expect(response.status).toBe(200);
      expectPageMetadata(data!, { number: 0, size: 20, totalElements: 2 });
      expect(data!.content).toEqual([
        {
          carId: first.id,
          model: 'Alpha Coupe',
          licensePlate: plate,
          branchId: branch.id,
          branchName: branch.name,
          items: [
            {
              kind: 'reservation',
              id: booked,
              start: isoLocal(localTime(70, 10)),
              end: isoLocal(localTime(70, 12)),
              status: 'CREATED',
              customerName,
              userId: customer.user.id,
            },
            {
              kind: 'reservation',
              id: cancelled,
              start: isoLocal(localTime(70, 14)),
              end: isoLocal(localTime(70, 15)),
              status: 'CANCELLED',
              customerName,
              userId: customer.user.id,
            },
          ],
        },
        {
          carId: later.id,
          model: 'Zeta Van',
          branchId: branch.id,
          branchName: branch.name,
          items: [
            {
              kind: 'block',
              id: blocked,
              start: isoLocal(localTime(70, 8)),
              end: isoLocal(localTime(70, 18)),
              reason,
            },
          ],
        },
      ]);

      const created = await calendar({
        ...window(70, 71),
        branch: branch.slug,
        status: ['CREATED'],
      });
      expect(created.data!.content[0]!.items.map((item) => item.id)).toEqual([booked]);
      expect(created.data!.content[1]!.items.map((item) => item.id)).toEqual([blocked]);
    });

    it('finds vehicles by model or plate text and pages the rows', async () => {
      const branch = await createTestBranch(context);
      const plate = uniquePlate();
      const byPlate = await createTestVehicle(context, {
        branchId: branch.id,
        model: 'Beta Sedan',
        licensePlate: plate,
      });
      const byModel = await createTestVehicle(context, {
        branchId: branch.id,
        model: 'Gamma Sedan',
      });
      const search = await calendar({ ...window(1, 8), q: plate.toLowerCase() });
      expect(search.data!.content.map((row) => row.carId)).toEqual([byPlate.id]);

      const sedans = { ...window(1, 8), branch: branch.slug, q: 'SEDAN', size: 1 };
      const second = await calendar({ ...sedans, page: 1 });
      expectPageMetadata(second.data!, { number: 1, size: 1, totalElements: 2 });
      expect(second.data!.content.map((row) => row.carId)).toEqual([byModel.id]);

      const unknown = await calendar({ ...window(1, 8), branch: 'no-such-branch' });
      expect(unknown.data!.content).toEqual([]);
      expect(unknown.data!.totalElements).toBe(0);
    });

    it('answers 400 naming a window that is reversed, too long or missing', async () => {
      await expectError(
        calendar({ from: '2026-03-14T00:00:00', to: '2026-03-13T00:00:00' }),
        400,
        'to: must be after from',
      );
      await expectError(
        calendar({ from: '2026-03-01T00:00:00', to: '2026-05-02T00:00:01' }),
        400,
        'to: must be at most 62 days after from',
      );
      const longest = await calendar({ from: '2026-03-01T00:00:00', to: '2026-05-02T00:00:00' });
      expect(longest.response.status).toBe(200);
      await expectValidationError(calendar({ to: '2026-03-13T00:00:00' } as CalendarQuery), 'from');
      await expectValidationError(
        calendar({ from: '2026-02-30T00:00:00', to: '2026-03-13T00:00:00' }),
        'from',
      );
    });

    it('is for administrators only', () =>
      expectAdministratorOnly(context, (client) =>
        client.GET('/calendar/admin', { params: { query: window(1, 2) } }),
      ));

    it("a booking dragged to another vehicle's row is re-priced and the customer told", async () => {
      const branch = await createTestBranch(context);
      const from = await createTestVehicle(context, { branchId: branch.id, pricePerHour: 10 });
      const to = await createTestVehicle(context, { branchId: branch.id, pricePerHour: 25 });
      const customer = await registerCustomer(context);
      const id = await bookVehicle(
        context,
        customer.token,
        from.id,
        localTime(72, 10),
        localTime(72, 12),
      );
      // The drop moves the whole period: same length, an hour later, on the other vehicle.
      await expectSuccess(
        update(id, to.id, localTime(72, 11), localTime(72, 13), 'CREATED'),
        200,
        'Reservation Successfully Updated',
      );
      expect(await adminView(id)).toMatchObject({ carId: to.id, totalPrice: 50 });
      const { data } = await calendar({ ...window(72, 73), branch: branch.slug });
      const rowOf = (carId: number) => data!.content.find((row) => row.carId === carId)!;
      expect(rowOf(from.id).items).toEqual([]);
      expect(rowOf(to.id).items).toMatchObject([
        { kind: 'reservation', id, start: isoLocal(localTime(72, 11)) },
      ]);
      const [notice] = await emailsTo(context, customer.email, 'reservationChanged');
      expect(notice, 'change notice').toBeDefined();
      expect(notice!.text).toContain(to.model);
    });
  });
}
