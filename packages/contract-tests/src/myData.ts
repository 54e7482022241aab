import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectError,
  expectInvalidToken,
  expectLoginRequired,
  expectSuccess,
} from './expectations';
import {
  booking,
  bookVehicle,
  closeReservation,
  createTestVehicle,
  driverDetails,
  expectCancelled,
  localTime,
  registerCustomer,
  uniqueText,
  type TestCustomer,
} from './fixtures';
import { emailsTo } from './mailbox';

const BUILT_IN = "You don't have any permission to change this data";
const WRONG_PASSWORD = 'Your password is not correct';
const UPCOMING = 'Cancel your upcoming reservations before deleting your account';
const DELETED = 'Account Successfully Deleted';

/**
 * What a customer may take away and erase: `downloadMyData` answers everything kept about them,
 * `deleteMyAccount` erases the person and keeps their past rentals for the business's records.
 */
export function describeMyData(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const download = (token: string) => context.client(token).GET('/user/data');
  const deleteAccount = (token: string, password: string) =>
    context.client(token).POST('/user/delete', { body: { password } });

  /** A new vehicle at $10 an hour, booked by `customer` `days` ahead from 10:00 to 13:00. */
  async function bookNewVehicle(customer: TestCustomer, days: number) {
    const vehicle = await createTestVehicle(context, { pricePerHour: 10 });
    const pickUp = localTime(days, 10);
    const id = await bookVehicle(context, customer.token, vehicle.id, pickUp, localTime(days, 13));
    return { vehicle, id };
  }

  async function sendMessage(customer: TestCustomer, subject: string) {
    const { response } = await context.client().POST('/contactmessage/visitors', {
      body: {
        name: `${customer.user.firstName} ${customer.user.lastName}`,
        // Typed in another letter case: still the account's address.
        email: customer.email.toUpperCase(),
        subject,
        body: 'Please tell me which documents I need at the desk.',
      },
    });
    expect(response.status, 'contact message').toBe(201);
  }

  async function messagesWithSubject(subject: string) {
    const { data } = await admin().GET('/contactmessage/pages', {
      params: { query: { sort: 'id', direction: 'DESC', size: 100 } },
    });
    return data!.content.filter((message) => message.subject === subject);
  }

  describe('GET /user/data (downloadMyData)', () => {
    it('answers a JSON attachment of the account, driver, reservations, messages and e-mails', async () => {
      const customer = await registerCustomer(context, { lastName: uniqueText('Export') });
      const { vehicle, id } = await bookNewVehicle(customer, 3);
      const subject = uniqueText('Documents');
      await sendMessage(customer, subject);
      const other = await registerCustomer(context);
      await sendMessage(other, uniqueText('Other'));

      const { data, response } = await download(customer.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="my-data.json"',
      );
      const { driver: _driver, ...account } = customer.user;
      expect(data!.account).toEqual(account);
      expect(data!.driver).toEqual(customer.user.driver);
      expect(data!.reservations.map((reservation) => [reservation.id, reservation.car.id])).toEqual(
        [[id, vehicle.id]],
      );
      expect(data!.messages.map((message) => message.subject)).toEqual([subject]);
      expect(data!.emails.map((email) => email.kind)).toEqual(['welcome', 'bookingConfirmed']);
      expect(data!.emails.every((email) => email.recipient === customer.email)).toBe(true);
      const file = JSON.stringify(data);
      expect(file).not.toContain(other.email);
      expect(file).not.toMatch(/password|scrypt/i);
    });

    it('answers the other drivers each reservation names', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const additionalDriver = {
        firstName: 'Ada',
        lastName: uniqueText('Second'),
        ...driverDetails({ licenseNumber: uniqueText('AD') }),
      };
      const pickUp = localTime(4, 10);
      const { data: booked } = await context.client(customer.token).POST('/reservations/add', {
        params: { query: { carId: vehicle.id } },
        body: {
          ...booking(pickUp, pickUp.plus({ hours: 3 })),
          additionalDrivers: [additionalDriver],
        },
      });
      const alone = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(5, 10),
        localTime(5, 13),
      );

      const { data } = await download(customer.token);
      expect(
        data!.reservations.map(({ id, additionalDrivers }) => [id, additionalDrivers]),
      ).toEqual([
        [booked!.id, [additionalDriver]],
        [alone, []],
      ]);
    });

    it('answers no driver before the customer gives them', async () => {
      const customer = await registerCustomer(context, {}, null);
      const { data } = await download(customer.token);
      expect(data!.driver).toBeNull();
      expect(data!.reservations).toEqual([]);
    });

    it('answers 401 without a login', async () => {
      await expectLoginRequired(context, (client) => client.GET('/user/data'));
    });
  });

  describe('POST /user/delete (deleteMyAccount)', () => {
    it('refuses a wrong password and changes nothing', async () => {
      const customer = await registerCustomer(context);
      await expectError(deleteAccount(customer.token, 'Not#theRight1'), 400, WRONG_PASSWORD);
      const { data } = await context.client(customer.token).GET('/user');
      expect(data).toEqual(customer.user);
      const { response } = await context.client().POST('/login', {
        body: { email: customer.email, password: customer.password },
      });
      expect(response.status).toBe(200);
    });

    it('refuses while a reservation is upcoming, and deletes once it is cancelled', async () => {
      const customer = await registerCustomer(context);
      const { id } = await bookNewVehicle(customer, 2);
      await expectError(deleteAccount(customer.token, customer.password), 409, UPCOMING);
      const { data } = await context.client(customer.token).GET('/user');
      expect(data).toEqual(customer.user);
      await expectCancelled(context, customer.token, id);
      await expectSuccess(deleteAccount(customer.token, customer.password), 200, DELETED);
    });

    it('erases the person, keeps past rentals anonymised, ends logins and sessions', async () => {
      const lastName = uniqueText('Erased');
      const licenseNumber = `ER-${Date.now() % 1_000_000}`;
      const customer = await registerCustomer(
        context,
        { lastName },
        driverDetails({ licenseNumber }),
      );
      const { vehicle, id } = await bookNewVehicle(customer, 3);
      const past = { pickUp: localTime(-30, 10), dropOff: localTime(-30, 13) };
      await closeReservation(context, id, vehicle.id, 'DONE', past.pickUp, past.dropOff);
      const subject = uniqueText('Erase me');
      await sendMessage(customer, subject);

      await expectSuccess(deleteAccount(customer.token, customer.password), 200, DELETED);

      const { data: kept } = await admin().GET('/reservations/{id}/admin', {
        params: { path: { id } },
      });
      expect(kept).toMatchObject({ id, userId: customer.user.id, status: 'DONE', totalPrice: 30 });
      const { data: erased } = await admin().GET('/user/{id}/auth', {
        params: { path: { id: customer.user.id } },
      });
      expect(erased).toMatchObject({
        firstName: 'Deleted',
        lastName: 'customer',
        email: `deleted-${customer.user.id}@deleted.invalid`,
        phoneNumber: '',
        address: '',
        zipCode: '',
      });
      expect(erased).not.toHaveProperty('driver');
      const { data: listed } = await admin().GET('/reservations/admin/all/pages', {
        params: { query: { userId: customer.user.id } },
      });
      expect(listed!.content.map((row) => [row.id, row.customerName])).toEqual([
        [id, 'Deleted customer'],
      ]);
      expect(await messagesWithSubject(subject)).toEqual([]);
      expect(await emailsTo(context, customer.email)).toEqual([]);
      const { response: login } = await context.client().POST('/login', {
        body: { email: customer.email, password: customer.password },
      });
      expect(login.status).toBe(400);
      await expectInvalidToken(context.client(customer.token).GET('/user'));
    });

    it('answers 400 for a built-in account and 401 without a login', async () => {
      await expectError(deleteAccount(context.customerToken, 'Customer#1234'), 400, BUILT_IN);
      await expectLoginRequired(context, (client) =>
        client.POST('/user/delete', { body: { password: 'whatever' } }),
      );
    });
  });
}
