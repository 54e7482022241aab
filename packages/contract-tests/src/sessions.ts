import type { UserUpdate } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import { logIn, type ContractContext } from './context';
import { expectError, expectInvalidToken } from './expectations';
import { NEW_PASSWORD, registerCustomer, registration, uniqueEmail, userUpdate } from './fixtures';

const RESET_PASSWORD = 'Reset#2026pw';

/** The e-mail in another letter case. */
const otherCase = (email: string) => email.toUpperCase();

/** Sessions end with the credentials they were opened with; e-mails ignore letter case. */
export function describeSessions(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const profileOf = (token: string) => context.client(token).GET('/user');

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
