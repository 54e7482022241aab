import type { Vehicle } from '@rentacar/contract';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectSuccess, expectValidationError } from '../expectations';
import {
  bookVehicle,
  createTestBranch,
  createTestVehicle,
  registerCustomer,
  uploadTestImage,
  vehicleInput,
} from '../fixtures';

/**
 * `pricePerDay` and `pricePerWeek`: optional, and a rental pays the cheapest combination of
 * weeks, days and hours. The vehicles stand at a branch on UTC, whose clock never changes, so a
 * rental of whole days has exactly 24 hours a day.
 */
export function describeRates(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const utcBranch = () => createTestBranch(context, { timeZone: 'UTC' });
  const getVehicle = async (id: number): Promise<Vehicle> => {
    const { data } = await context.client().GET('/car/visitors/{id}', { params: { path: { id } } });
    return data!;
  };
  /** A day `days` ahead at `hour` on the UTC clock. */
  const utcTime = (days: number, hour: number) =>
    DateTime.utc().startOf('day').plus({ days, hours: hour });
  const totalOf = async (token: string, id: number) => {
    const { data } = await context.client(token).GET('/reservations/{id}/auth', {
      params: { path: { id } },
    });
    return data!.totalPrice;
  };

  describe('day and week prices of a vehicle (createVehicle, updateVehicle, addReservation)', () => {
    it('answers the prices a vehicle was given, and none it was not', async () => {
      const rated = await createTestVehicle(context, { pricePerDay: 199.99, pricePerWeek: 899.5 });
      expect(rated).toMatchObject({ pricePerDay: 199.99, pricePerWeek: 899.5 });
      const plain = await createTestVehicle(context);
      expect(plain).not.toHaveProperty('pricePerDay');
      expect(plain).not.toHaveProperty('pricePerWeek');
    });

    it('replaces the prices on update and removes those the update leaves out', async () => {
      const vehicle = await createTestVehicle(context, { pricePerDay: 80, pricePerWeek: 400 });
      const update = (body: Parameters<typeof vehicleInput>[0]) =>
        admin().PUT('/car/admin/auth', {
          params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
          body: vehicleInput({ branchId: vehicle.branchId, ...body }),
        });
      await expectSuccess(update({ pricePerDay: 75 }), 200, 'Car Successfully Updated');
      const updated = await getVehicle(vehicle.id);
      expect(updated.pricePerDay).toBe(75);
      expect(updated).not.toHaveProperty('pricePerWeek');
    });

    it('answers 400 naming the field for a price of 0, below 0 or in fractions of a cent', async () => {
      const { id: branchId } = await utcBranch();
      for (const [field, value] of [
        ['pricePerDay', 0],
        ['pricePerWeek', -5],
        ['pricePerDay', 10.001],
      ] as const) {
        const imageId = await uploadTestImage(context);
        await expectValidationError(
          admin().POST('/car/admin/{imageId}/add', {
            params: { path: { imageId } },
            body: vehicleInput({ branchId, [field]: value }),
          }),
          field,
        );
      }
    });

    it('charges the cheapest combination of weeks, days and hours', async () => {
      const { id: branchId } = await utcBranch();
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context, {
        branchId,
        pricePerHour: 10,
        pricePerDay: 80,
        pricePerWeek: 400,
      });
      const book = async (days: number, from: number, to: number) => {
        const id = await bookVehicle(
          context,
          customer.token,
          vehicle.id,
          utcTime(days, from),
          utcTime(days, to),
        );
        return totalOf(customer.token, id);
      };
      // 3 hours by the hour.
      expect(await book(40, 9, 12)).toBe(30);
      // 10 hours cost more by the hour than a day.
      expect(await book(41, 8, 18)).toBe(80);
      // 2 days and 3 hours.
      expect(await book(42, 0, 2 * 24 + 3)).toBe(2 * 80 + 3 * 10);
      // 6 days cost more by the day than a week.
      expect(await book(50, 0, 6 * 24)).toBe(400);
      // 8 days: a week and a day.
      expect(await book(60, 0, 8 * 24)).toBe(480);
    });

    it('charges a vehicle without day or week prices by the hour', async () => {
      const { id: branchId } = await utcBranch();
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context, { branchId, pricePerHour: 10 });
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        utcTime(40, 0),
        utcTime(40, 3 * 24),
      );
      expect(await totalOf(customer.token, id)).toBe(720);
    });
  });
}
