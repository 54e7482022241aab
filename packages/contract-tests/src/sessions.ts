import type { UserUpdate } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  logIn,
  randomClientAddress,
  type ContractContext,
} from './context';
import {
  expectError,
  expectInvalidToken,
  expectLoginRequired,
  expectSuccess,
  expectValidationError,
} from './expectations';
import { describeAccountEmails } from './accountEmails';
import { describeDriverDetails } from './driverDetails';
import { describeMyData } from './myData';
import { describeUserLanguage } from './userLanguage';
import { NEW_PASSWORD, registerCustomer, registration, uniqueEmail, userUpdate } from './fixtures';

const BUILT_IN = "You don't have any permission to change this data";
const TOO_MANY = 'Too many requests, please try again later';
const RESET_PASSWORD = 'Reset#2026pw';

const profile = (overrides: Record<string, string> = {}) => ({
  firstName: 'Robin',
  lastName: 'Renamed',
  phoneNumber: '(555) 987-1234',
  address: '20 Changed Road, Springfield',
  zipCode: '62702',
  email: uniqueEmail('profile'),
  ...overrides,
});

/** The e-mail in another letter case. */
const otherCase = (email: string) => email.toUpperCase();

/**
 * Login, registration, the current user's profile and password. Sessions end with the credentials
 * they were opened with; e-mails ignore letter case.
 */
export function describeSessions(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const profileOf = (token: string) => context.client(token).GET('/user');

  describeAccountEmails(context);
  describeUserLanguage(context);
  describeDriverDetails(context);
  describeMyData(context);

  describe('POST /login (login)', () => {
    it('answers a token for the demo administrator and customer', async () => {
      for (const account of [DEMO_ADMIN, DEMO_CUSTOMER]) {
        const { data, response } = await context.client().POST('/login', { body: account });
        expect(response.status).toBe(200);
        expect(data).toEqual({ token: expect.any(String) });
        expect(data!.token.length).toBeGreaterThan(0);
      }
    });

    it('answers 400 Bad credentials for an unknown e-mail and for a wrong password alike', async () => {
      await expectError(
        context.client().POST('/login', {
          body: { email: uniqueEmail('nobody'), password: NEW_PASSWORD },
        }),
        400,
        'Bad credentials',
      );
      const customer = await registerCustomer(context);
      await expectError(
        context.client().POST('/login', {
          body: { email: customer.email, password: 'Wrong#Password1' },
        }),
        400,
        'Bad credentials',
      );
    });

    it('answers 400 naming the field for an invalid e-mail', async () => {
      await expectValidationError(
        context.client().POST('/login', { body: { email: 'not-an-email', password: 'x' } }),
        'email',
      );
    });

    /**
     * Five failed logins from one client address, one with each spelling of the e-mail, then the
     * right password from that address (refused) and from another one (the owner elsewhere).
     */
    async function expectRefusedAfterFailures(spellings: (email: string) => string[]) {
      const customer = await registerCustomer(context);
      const attacker = randomClientAddress();
      for (const [attempt, email] of spellings(customer.email).entries()) {
        await expectError(
          context
            .client(undefined, attacker)
            .POST('/login', { body: { email, password: `Wrong#Password${attempt}` } }),
          400,
          'Bad credentials',
        );
      }
      await expectError(
        context.client(undefined, attacker).POST('/login', {
          body: { email: customer.email, password: customer.password },
        }),
        429,
        TOO_MANY,
      );
      expect(await logIn(context, customer)).toEqual(expect.any(String));
    }

    it('answers 429 after 5 failed attempts for one e-mail from one address, even with the right password, and lets the owner in from elsewhere', () =>
      expectRefusedAfterFailures((email) => Array.from({ length: 5 }, () => email)));

    it('counts the failed logins of an e-mail whatever its letter case', () =>
      expectRefusedAfterFailures((email) => [
        email,
        otherCase(email),
        email.replace('example.com', 'Example.COM'),
        `${email[0]!.toUpperCase()}${email.slice(1)}`,
        email.replace('contract', 'CONTRACT'),
      ]));

    it('answers 429 to the 101st login of one client within 5 minutes, whatever it sends', async () => {
      const address = randomClientAddress();
      const client = context.client(undefined, address);
      // Malformed attempts count too: the limit is met before the body is read.
      for (let request = 1; request <= 100; request++) {
        const { response } = await client.POST('/login', {
          body: { email: 'not-an-email', password: 'x' },
        });
        expect(response.status, `login attempt ${request}`).toBe(400);
      }
      await expectError(client.POST('/login', { body: DEMO_CUSTOMER }), 429, TOO_MANY);
      // Another client is not held back by it.
      expect(await logIn(context, DEMO_CUSTOMER)).toEqual(expect.any(String));
    });
  });

  describe('POST /register (register)', () => {
    it('registers a customer who can log in at once', async () => {
      const body = registration();
      await expectSuccess(
        context.client().POST('/register', { body }),
        201,
        'Registration Successfully Done',
      );
      const token = await logIn(context, body);
      const { data } = await context.client(token).GET('/user');
      expect(data).toEqual({
        id: expect.any(Number),
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
        address: body.address,
        zipCode: body.zipCode,
        builtIn: false,
        emailConfirmed: false,
        roles: ['Customer'],
        language: 'en',
      });
    });

    it('answers 409 for an e-mail that is already registered', async () => {
      const customer = await registerCustomer(context);
      await expectError(
        context.client().POST('/register', { body: registration({ email: customer.email }) }),
        409,
        `Email: ${customer.email} already exist`,
      );
    });

    it('answers 400 when the confirmation differs from the password', async () => {
      await expectError(
        context.client().POST('/register', {
          body: registration({ confirmPassword: 'Different#2026' }),
        }),
        400,
        'confirmPassword: must match password',
      );
    });

    it('answers 400 naming the field for a weak password, a bad phone number or e-mail', async () => {
      await expectValidationError(
        context.client().POST('/register', {
          body: registration({ password: 'weakpass', confirmPassword: 'weakpass' }),
        }),
        'password',
      );
      await expectValidationError(
        context.client().POST('/register', { body: registration({ phoneNumber: '555-1234' }) }),
        'phoneNumber',
      );
      await expectValidationError(
        context.client().POST('/register', { body: registration({ email: 'nope' }) }),
        'email',
      );
      await expectValidationError(
        context.client().POST('/register', { body: registration({ firstName: '' }) }),
        'firstName',
      );
    });

    it('answers 429 to the 31st request of one client within a minute', async () => {
      const client = context.client(undefined, randomClientAddress());
      const invalid = registration({ email: 'not-an-email' });
      for (let request = 1; request <= 30; request++) {
        const { response } = await client.POST('/register', { body: invalid });
        expect(response.status).toBe(400);
      }
      await expectError(client.POST('/register', { body: registration() }), 429, TOO_MANY);
      // The contact messages of the same client are counted apart.
      const { response } = await client.POST('/contactmessage/visitors', {
        body: {
          name: 'Same Client',
          email: 'same.client@example.org',
          subject: 'Still heard',
          body: 'Registrations are limited, messages apart.',
        },
      });
      expect(response.status).toBe(201);
    });
  });

  describe('GET /user (getCurrentUser)', () => {
    it('answers the logged-in user without any password', async () => {
      const { data, response } = await context.client(context.adminToken).GET('/user');
      expect(response.status).toBe(200);
      expect(data).toMatchObject({
        email: DEMO_ADMIN.email,
        builtIn: true,
        roles: ['Administrator'],
      });
      expect(Object.keys(data!).sort()).toEqual([
        'address',
        'builtIn',
        'driver',
        'email',
        'emailConfirmed',
        'firstName',
        'id',
        'language',
        'lastName',
        'phoneNumber',
        'roles',
        'zipCode',
      ]);
    });

    it('answers 401 without or with a forged token', async () => {
      await expectLoginRequired(context, (client) => client.GET('/user'));
    });
  });

  describe('PUT /user (updateCurrentUser)', () => {
    it('updates the profile of the logged-in user', async () => {
      const customer = await registerCustomer(context);
      const changes = profile();
      await expectSuccess(
        context.client(customer.token).PUT('/user', { body: changes }),
        200,
        'User Successfully Updated',
      );
      const { data } = await context.client(customer.token).GET('/user');
      expect(data).toMatchObject({ ...changes, id: customer.user.id, roles: ['Customer'] });
    });

    it('answers 400 naming the field for invalid values', async () => {
      const customer = await registerCustomer(context);
      await expectValidationError(
        context.client(customer.token).PUT('/user', { body: profile({ phoneNumber: '12345' }) }),
        'phoneNumber',
      );
      await expectValidationError(
        context.client(customer.token).PUT('/user', { body: profile({ lastName: '' }) }),
        'lastName',
      );
    });

    it('answers 400 for a built-in user', async () => {
      const { customer } = context;
      const unchanged = {
        firstName: customer.firstName,
        lastName: customer.lastName,
        phoneNumber: customer.phoneNumber,
        address: customer.address,
        zipCode: customer.zipCode,
        email: customer.email,
      };
      await expectError(
        context.client(context.customerToken).PUT('/user', { body: unchanged }),
        400,
        BUILT_IN,
      );
    });

    it("answers 409 for another user's e-mail", async () => {
      const customer = await registerCustomer(context);
      await expectError(
        context.client(customer.token).PUT('/user', { body: profile({ email: DEMO_ADMIN.email }) }),
        409,
        `Email: ${DEMO_ADMIN.email} already exist`,
      );
    });

    it('answers 401 without or with a forged token', async () => {
      await expectLoginRequired(context, (client) => client.PUT('/user', { body: profile() }));
    });
  });

  describe('PATCH /user/auth (changePassword)', () => {
    const change = (
      oldPassword: string,
      newPassword: string,
      confirmNewPassword = newPassword,
    ) => ({
      body: { oldPassword, newPassword, confirmNewPassword },
    });

    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const customer = await registerCustomer(context);
      await expectSuccess(
        context
          .client(customer.token)
          .PATCH('/user/auth', change(customer.password, 'Changed#2027')),
        200,
        'Password Successfully Changed',
      );
      await logIn(context, { email: customer.email, password: 'Changed#2027' });
      await expectError(
        context
          .client()
          .POST('/login', { body: { email: customer.email, password: customer.password } }),
        400,
        'Bad credentials',
      );
    });

    it('answers 400 for a wrong current password', async () => {
      const customer = await registerCustomer(context);
      await expectError(
        context.client(customer.token).PATCH('/user/auth', change('Wrong#2026x', 'Changed#2027')),
        400,
        'Your passwords are not matched',
      );
    });

    it('answers 400 when the confirmation differs from the new password', async () => {
      const customer = await registerCustomer(context);
      await expectError(
        context
          .client(customer.token)
          .PATCH('/user/auth', change(customer.password, 'Changed#2027', 'Other#2027')),
        400,
        'confirmNewPassword: must match newPassword',
      );
    });

    it('answers 400 naming newPassword when it breaks the password rule', async () => {
      const customer = await registerCustomer(context);
      await expectValidationError(
        context.client(customer.token).PATCH('/user/auth', change(customer.password, 'short')),
        'newPassword',
      );
    });

    it('answers 400 for a built-in user', async () => {
      // The current password as the new one: nothing changes even if the protection were missing.
      await expectError(
        context
          .client(context.customerToken)
          .PATCH('/user/auth', change(DEMO_CUSTOMER.password, DEMO_CUSTOMER.password)),
        400,
        BUILT_IN,
      );
    });

    it('answers 401 without or with a forged token', async () => {
      await expectLoginRequired(context, (client) =>
        client.PATCH('/user/auth', change(NEW_PASSWORD, 'Changed#2027')),
      );
    });
  });

  describe('tokens die with the password', () => {
    it('a password change revokes every earlier token; a new login works', async () => {
      const customer = await registerCustomer(context);
      const otherDevice = await logIn(context, customer);
      const { response } = await context.client(customer.token).PATCH('/user/auth', {
        body: {
          oldPassword: customer.password,
          newPassword: RESET_PASSWORD,
          confirmNewPassword: RESET_PASSWORD,
        },
      });
      expect(response.status).toBe(200);
      await expectInvalidToken(profileOf(customer.token));
      await expectInvalidToken(profileOf(otherDevice));
      const fresh = await logIn(context, { email: customer.email, password: RESET_PASSWORD });
      expect((await profileOf(fresh)).response.status).toBe(200);
    });

    it("an administrator's password reset revokes the user's tokens", async () => {
      const customer = await registerCustomer(context);
      const { response } = await admin().PUT('/user/{id}/auth', {
        params: { path: { id: customer.user.id } },
        body: userUpdate(customer.user, { password: RESET_PASSWORD }),
      });
      expect(response.status).toBe(200);
      await expectInvalidToken(profileOf(customer.token));
      await logIn(context, { email: customer.email, password: RESET_PASSWORD });
    });

    it("a role change revokes the user's tokens; a profile-only edit keeps them", async () => {
      const customer = await registerCustomer(context);
      const edit = (overrides: Partial<UserUpdate>) =>
        admin().PUT('/user/{id}/auth', {
          params: { path: { id: customer.user.id } },
          body: userUpdate(customer.user, overrides),
        });
      expect((await edit({ lastName: 'Renamed' })).response.status).toBe(200);
      expect((await profileOf(customer.token)).response.status).toBe(200);

      expect((await edit({ roles: ['Customer', 'Administrator'] })).response.status).toBe(200);
      await expectInvalidToken(profileOf(customer.token));
      const promoted = await logIn(context, customer);
      expect((await context.client(promoted).GET('/user/auth/pages')).response.status).toBe(200);
    });

    it("deleting a user revokes the user's tokens", async () => {
      const customer = await registerCustomer(context);
      const { response } = await admin().DELETE('/user/{id}/auth', {
        params: { path: { id: customer.user.id } },
      });
      expect(response.status).toBe(200);
      await expectInvalidToken(profileOf(customer.token));
    });
  });

  describe('e-mail addresses ignore letter case', () => {
    it('logs in with the e-mail in any letter case', async () => {
      const customer = await registerCustomer(context);
      const token = await logIn(context, {
        email: otherCase(customer.email),
        password: customer.password,
      });
      expect((await profileOf(token)).data?.id).toBe(customer.user.id);
    });

    it('stores a registered e-mail trimmed and in lower case', async () => {
      const email = uniqueEmail('mixedcase').replace('contract', 'Contract.MIXED');
      const { response } = await context.client().POST('/register', {
        body: registration({ email }),
      });
      expect(response.status).toBe(201);
      const token = await logIn(context, { email, password: NEW_PASSWORD });
      expect((await profileOf(token)).data?.email).toBe(email.toLowerCase());
    });

    it('answers 409 for a second account whose e-mail differs only in case', async () => {
      const customer = await registerCustomer(context);
      const email = customer.email.toUpperCase();
      await expectError(
        context.client().POST('/register', { body: registration({ email }) }),
        409,
        `Email: ${email} already exist`,
      );
    });

    it("answers 409 when a profile or an administrator's edit takes another user's e-mail in another case", async () => {
      const [holder, other] = [await registerCustomer(context), await registerCustomer(context)];
      const email = holder.email.toUpperCase();
      const { firstName, lastName, phoneNumber, address, zipCode } = other.user;
      await expectError(
        context.client(other.token).PUT('/user', {
          body: { firstName, lastName, phoneNumber, address, zipCode, email },
        }),
        409,
        `Email: ${email} already exist`,
      );
      await expectError(
        admin().PUT('/user/{id}/auth', {
          params: { path: { id: other.user.id } },
          body: userUpdate(other.user, { email }),
        }),
        409,
        `Email: ${email} already exist`,
      );
    });
  });
}
