import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import { expectError, expectLoginRequired, expectSuccess } from './expectations';
import { driverDetails, registerCustomer } from './fixtures';

const BUILT_IN = "You don't have any permission to change this data";

const day = (days: number) => DateTime.local().plus({ days }).toFormat('yyyy-MM-dd');

/**
 * The customer's driver details (`updateDriverDetails`): answered to their owner and to
 * administrators, never in lists; each date checked with a message naming its field.
 */
export function describeDriverDetails(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const save = (token: string, body: ReturnType<typeof driverDetails>) =>
    context.client(token).PUT('/user/driver', { body });

  describe('PUT /user/driver (updateDriverDetails)', () => {
    it('saves the details; the owner and administrators read them, lists never', async () => {
      const customer = await registerCustomer(context, {}, null);
      const before = await context.client(customer.token).GET('/user');
      expect(before.data).not.toHaveProperty('driver');
      const details = driverDetails({ licenseNumber: 'X 99-123', licenseCountry: 'CA' });
      await expectSuccess(
        save(customer.token, details),
        200,
        'Driver Details Successfully Updated',
      );
      const own = await context.client(customer.token).GET('/user');
      expect(own.data?.driver).toEqual(details);
      const asAdmin = await admin().GET('/user/{id}/auth', {
        params: { path: { id: customer.user.id } },
      });
      expect(asAdmin.data?.driver).toEqual(details);
      const list = await admin().GET('/user/auth/pages', {
        params: { query: { q: customer.email } },
      });
      expect(list.data?.content).toHaveLength(1);
      expect(list.data?.content[0]).not.toHaveProperty('driver');
      expect(JSON.stringify(list.data)).not.toContain(details.licenseNumber);
    });

    it('replaces earlier details with the new ones', async () => {
      const customer = await registerCustomer(context);
      const changed = driverDetails({ licenseNumber: 'NEW-1', licenseExpiresOn: day(900) });
      await expectSuccess(
        save(customer.token, changed),
        200,
        'Driver Details Successfully Updated',
      );
      const own = await context.client(customer.token).GET('/user');
      expect(own.data?.driver).toEqual(changed);
    });

    it('refuses each wrong date with its field and reason, and keeps the details', async () => {
      const customer = await registerCustomer(context);
      const kept = customer.user.driver;
      const born = DateTime.local().minus({ years: 30 });
      const refusals: [Partial<ReturnType<typeof driverDetails>>, string][] = [
        [{ dateOfBirth: day(1) }, 'dateOfBirth: must not be in the future'],
        [{ licenseIssuedOn: day(1) }, 'licenseIssuedOn: must not be in the future'],
        [{ licenseExpiresOn: '2031-02-30' }, 'licenseExpiresOn: must be a real date'],
        [{ dateOfBirth: '1990-4-12' }, 'dateOfBirth: must be a date YYYY-MM-DD'],
        [
          {
            dateOfBirth: born.toFormat('yyyy-MM-dd'),
            licenseIssuedOn: born.plus({ years: 16, days: -1 }).toFormat('yyyy-MM-dd'),
          },
          "licenseIssuedOn: must be on or after the driver's 16th birthday",
        ],
        [
          { licenseIssuedOn: day(-400), licenseExpiresOn: day(-400) },
          'licenseExpiresOn: must be after licenseIssuedOn',
        ],
        [{ licenseCountry: 'us' }, 'licenseCountry: must match the required format (e.g. US)'],
        [{ licenseNumber: 'AB/123' }, 'licenseNumber: must be letters, digits, spaces or dashes'],
        [{ licenseNumber: 'A'.repeat(21) }, 'licenseNumber: must be at most 20 characters'],
      ];
      for (const [change, message] of refusals) {
        await expectError(save(customer.token, driverDetails(change)), 400, message);
      }
      const own = await context.client(customer.token).GET('/user');
      expect(own.data?.driver).toEqual(kept);
    });

    it('answers 400 for a built-in account and 401 without a login', async () => {
      await expectError(save(context.customerToken, driverDetails()), 400, BUILT_IN);
      await expectLoginRequired(context, (client) =>
        client.PUT('/user/driver', { body: driverDetails() }),
      );
    });
  });
}
