import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectError } from '../expectations';
import { createTestVehicle, driverDetails, localTime, registerCustomer } from '../fixtures';
import { reservationRequests } from './shared';

const date = (time: ReturnType<typeof localTime>) => time.toFormat('yyyy-MM-dd');

/**
 * Who may drive a booked vehicle: the customer's driver details against the vehicle's minimum
 * age and years of licence on the local pick-up day, the licence valid until the drop-off day.
 */
export function describeDriverEligibility(context: ContractContext): void {
  const { book } = reservationRequests(context);

  describe("the driver's eligibility (createReservation)", () => {
    it('asks a customer without driver details to add them first', async () => {
      const customer = await registerCustomer(context, {}, null);
      const vehicle = await createTestVehicle(context);
      await expectError(
        book(customer.token, vehicle.id, localTime(20, 10), localTime(20, 14)),
        400,
        'Add your driver details to your profile before booking',
      );
    });

    it('refuses a driver under the minimum age on the pick-up day, and books from the birthday', async () => {
      const vehicle = await createTestVehicle(context, { minimumDriverAge: 25 });
      const pickUp = localTime(21, 10);
      const customer = await registerCustomer(
        context,
        {},
        driverDetails({
          dateOfBirth: date(pickUp.minus({ years: 25 }).plus({ days: 1 })),
          licenseIssuedOn: date(pickUp.minus({ years: 5 })),
        }),
      );
      await expectError(
        book(customer.token, vehicle.id, pickUp, pickUp.plus({ hours: 3 })),
        400,
        'The driver must be at least 25 years old on the pick-up day',
      );
      const { response } = await book(
        customer.token,
        vehicle.id,
        pickUp.plus({ days: 1 }),
        pickUp.plus({ days: 1, hours: 3 }),
      );
      expect(response.status).toBe(201);
    });

    it('refuses a licence held fewer whole years than the vehicle asks', async () => {
      const vehicle = await createTestVehicle(context, { minimumLicenseYears: 3 });
      const pickUp = localTime(22, 10);
      const customer = await registerCustomer(
        context,
        {},
        driverDetails({ licenseIssuedOn: date(pickUp.minus({ years: 3 }).plus({ days: 1 })) }),
      );
      await expectError(
        book(customer.token, vehicle.id, pickUp, pickUp.plus({ hours: 3 })),
        400,
        "The driver's license must have been held for at least 3 years on the pick-up day",
      );
    });

    it('refuses a licence expiring mid-rental, and books one expiring on the drop-off day', async () => {
      const vehicle = await createTestVehicle(context);
      const pickUp = localTime(23, 10);
      const expiresOn = date(pickUp.plus({ days: 2 }));
      const customer = await registerCustomer(
        context,
        {},
        driverDetails({ licenseExpiresOn: expiresOn }),
      );
      await expectError(
        book(customer.token, vehicle.id, pickUp, pickUp.plus({ days: 3 })),
        400,
        `The driver's license expires on ${expiresOn}, before the drop-off`,
      );
      const { response } = await book(
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ days: 2, hours: 2 }),
      );
      expect(response.status).toBe(201);
    });

    it('names no licence number in a refusal', async () => {
      const vehicle = await createTestVehicle(context, { minimumDriverAge: 99 });
      const customer = await registerCustomer(
        context,
        {},
        driverDetails({ licenseNumber: 'SECRET-42' }),
      );
      const answer = await book(customer.token, vehicle.id, localTime(24, 10), localTime(24, 12));
      expect(answer.response.status).toBe(400);
      expect(JSON.stringify(answer.error)).not.toContain('SECRET-42');
    });
  });
}
