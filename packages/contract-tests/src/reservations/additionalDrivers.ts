import type { AdditionalDriver } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectError } from '../expectations';
import {
  booking,
  createTestVehicle,
  driverDetails,
  localTime,
  registerCustomer,
  suiteBranch,
  uploadTestImage,
  vehicleInput,
} from '../fixtures';
import { reservationRequests } from './shared';

const date = (time: DateTime) => time.toFormat('yyyy-MM-dd');

/** An additional driver every vehicle of the suite accepts, unless `overrides` say otherwise. */
const otherDriver = (overrides: Partial<AdditionalDriver> = {}): AdditionalDriver => ({
  firstName: 'Ada',
  lastName: 'Second',
  ...driverDetails({ licenseNumber: 'AD-2222-3333' }),
  ...overrides,
});

/**
 * The drivers a booking names besides its customer, judged by the same rules, and the young-driver
 * surcharge each driver under the vehicle's age adds per rental day.
 */
export function describeAdditionalDrivers(context: ContractContext): void {
  const { adminView, update } = reservationRequests(context);
  const bookWith = (
    token: string,
    carId: number,
    pickUp: DateTime,
    dropOff: DateTime,
    additionalDrivers: AdditionalDriver[],
  ) =>
    context.client(token).POST('/reservations/add', {
      params: { query: { carId } },
      body: { ...booking(pickUp, dropOff), additionalDrivers },
    });

  describe('additional drivers (createReservation)', () => {
    it('keeps them in order and answers them to the customer and administrators', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const drivers = [otherDriver(), otherDriver({ firstName: 'Bea', licenseNumber: 'BB-1' })];
      const pickUp = localTime(30, 10);
      const { data, response } = await bookWith(
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 3 }),
        drivers,
      );
      expect(response.status).toBe(201);
      const { data: own } = await context
        .client(customer.token)
        .GET('/reservations/{id}/auth', { params: { path: { id: data!.id } } });
      expect(own!.additionalDrivers).toEqual(drivers);
      expect((await adminView(data!.id)).additionalDrivers).toEqual(drivers);
    });

    it('answers an empty list for a booking naming none', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(31, 10);
      const { data } = await bookWith(
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 3 }),
        [],
      );
      expect((await adminView(data!.id)).additionalDrivers).toEqual([]);
    });

    it('refuses an additional driver under the minimum age, naming them', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context, { minimumDriverAge: 25 });
      const pickUp = localTime(32, 10);
      const young = otherDriver({
        dateOfBirth: date(pickUp.minus({ years: 25 }).plus({ days: 1 })),
        licenseIssuedOn: date(pickUp.minus({ years: 5 })),
      });
      await expectError(
        bookWith(customer.token, vehicle.id, pickUp, pickUp.plus({ hours: 3 }), [
          otherDriver(),
          young,
        ]),
        400,
        'Additional driver 2: The driver must be at least 25 years old on the pick-up day',
      );
      const { data: page } = await context
        .client(customer.token)
        .GET('/reservations/auth/all', { params: { query: {} } });
      expect(page!.content).toEqual([]);
    });

    it('refuses an additional driver whose licence expires mid-rental, without its number', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(33, 10);
      const expiresOn = date(pickUp.plus({ days: 1 }));
      const answer = await bookWith(customer.token, vehicle.id, pickUp, pickUp.plus({ days: 2 }), [
        otherDriver({ licenseExpiresOn: expiresOn, licenseNumber: 'SECRET-77' }),
      ]);
      await expectError(
        Promise.resolve(answer),
        400,
        `Additional driver 1: The driver's license expires on ${expiresOn}, before the drop-off`,
      );
      expect(JSON.stringify(answer.error)).not.toContain('SECRET-77');
    });

    it('refuses an additional driver with a date the calendar does not have', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(34, 10);
      await expectError(
        bookWith(customer.token, vehicle.id, pickUp, pickUp.plus({ hours: 3 }), [
          otherDriver({ dateOfBirth: '1990-02-30' }),
        ]),
        400,
        'additionalDrivers.0.dateOfBirth: must be a real date',
      );
    });
  });

  describe('the young-driver surcharge', () => {
    const youngVehicle = () =>
      createTestVehicle(context, {
        pricePerHour: 10,
        youngDriverAge: 25,
        youngDriverSurchargePerDay: 12.5,
      });

    it('adds the per-day surcharge of each young driver as its own line of the total', async () => {
      const vehicle = await youngVehicle();
      expect(vehicle).toMatchObject({ youngDriverAge: 25, youngDriverSurchargePerDay: 12.5 });
      const pickUp = localTime(35, 10);
      const customer = await registerCustomer(
        context,
        {},
        driverDetails({
          dateOfBirth: date(pickUp.minus({ years: 22 })),
          licenseIssuedOn: date(pickUp.minus({ years: 4 })),
        }),
      );
      const young = otherDriver({
        dateOfBirth: date(pickUp.minus({ years: 24 })),
        licenseIssuedOn: date(pickUp.minus({ years: 6 })),
      });
      // 25 started hours: 250 at the hour, 2 rental days for each of the two young drivers.
      const { data, response } = await bookWith(
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 25 }),
        [young, otherDriver()],
      );
      expect(response.status).toBe(201);
      expect(await adminView(data!.id)).toMatchObject({
        totalPrice: 250 + 2 * 2 * 12.5,
        youngDriverSurcharge: 50,
      });
    });

    it("recomputes the surcharge when an administrator changes the rental's times", async () => {
      const vehicle = await youngVehicle();
      const pickUp = localTime(37, 10);
      const customer = await registerCustomer(
        context,
        {},
        driverDetails({
          dateOfBirth: date(pickUp.minus({ years: 22 })),
          licenseIssuedOn: date(pickUp.minus({ years: 4 })),
        }),
      );
      const { data } = await bookWith(
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 3 }),
        [],
      );
      expect(await adminView(data!.id)).toMatchObject({
        totalPrice: 42.5,
        youngDriverSurcharge: 12.5,
      });
      const { response } = await update(
        data!.id,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 30 }),
        'CREATED',
      );
      expect(response.status).toBe(200);
      expect(await adminView(data!.id)).toMatchObject({
        totalPrice: 300 + 25,
        youngDriverSurcharge: 25,
      });
    });

    it('charges no surcharge, and shows no line, when every driver is old enough', async () => {
      const vehicle = await youngVehicle();
      const customer = await registerCustomer(context);
      const pickUp = localTime(36, 10);
      const { data } = await bookWith(
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 3 }),
        [otherDriver()],
      );
      const view = await adminView(data!.id);
      expect(view.totalPrice).toBe(30);
      expect(view).not.toHaveProperty('youngDriverSurcharge');
    });

    it('wants the age and the price per day together', async () => {
      const imageId = await uploadTestImage(context);
      const branchId = (await suiteBranch(context)).id;
      await expectError(
        context.client(context.adminToken).POST('/car/admin/{imageId}/add', {
          params: { path: { imageId } },
          body: vehicleInput({ branchId, youngDriverAge: 25 }),
        }),
        400,
        'youngDriverSurchargePerDay: is required with youngDriverAge',
      );
    });
  });
}
