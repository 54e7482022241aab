import { EMAIL_LINK_PATHS } from '@rentacar/rules';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, logIn, randomClientAddress, type ContractContext } from './context';
import {
  expectError,
  expectInvalidToken,
  expectLoginRequired,
  expectSuccess,
  expectValidationError,
} from './expectations';
import { registerCustomer, uniqueEmail, userUpdate, type TestCustomer } from './fixtures';
import { emailsTo, latestEmail, linkToken } from './mailbox';

const RESET_REQUESTED = 'If an account exists for this e-mail, a password reset link is on its way';
const RESET_LINK_INVALID = 'Password reset link is invalid or has expired';
const CONFIRMATION_LINK_INVALID = 'Email confirmation link is invalid or has expired';
const TOO_MANY = 'Too many requests, please try again later';
const RESET_PASSWORD = 'Renewed#2027';

/**
 * Password reset and e-mail confirmation: the links arrive by e-mail (read here from the
 * administrator's outbox), work once, and a reset ends every session.
 */
export function describeAccountEmails(context: ContractContext): void {
  const requestReset = (email: string, address = randomClientAddress()) =>
    context.client(undefined, address).POST('/user/password/forgot', { body: { email } });
  const resetPassword = (token: string, password = RESET_PASSWORD, confirmation = password) =>
    context.client().POST('/user/password/reset', {
      body: { token, newPassword: password, confirmNewPassword: confirmation },
    });
  const confirmEmail = (token: string) =>
    context.client().POST('/user/email/confirm', { body: { token } });

  async function resetToken(customer: { email: string }): Promise<string> {
    await expectSuccess(requestReset(customer.email), 202, RESET_REQUESTED);
    return linkToken(
      await latestEmail(context, customer.email, 'passwordReset'),
      EMAIL_LINK_PATHS.passwordReset,
    );
  }

  const profile = async (token: string) => (await context.client(token).GET('/user')).data!;

  describe('POST /user/password/forgot (requestPasswordReset)', () => {
    it('answers alike for a known and an unknown e-mail, and e-mails only the account', async () => {
      const customer = await registerCustomer(context);
      const stranger = uniqueEmail('stranger');
      await expectSuccess(requestReset(customer.email.toUpperCase()), 202, RESET_REQUESTED);
      await expectSuccess(requestReset(stranger), 202, RESET_REQUESTED);
      const [reset] = await emailsTo(context, customer.email, 'passwordReset');
      expect(reset).toMatchObject({ recipient: customer.email, status: expect.any(String) });
      expect(reset!.text).toContain(`${EMAIL_LINK_PATHS.passwordReset}?token=`);
      expect(await emailsTo(context, stranger)).toEqual([]);
    });

    it('answers 429 past 3 requests an hour for one e-mail, from any address, queuing no more', async () => {
      const customer = await registerCustomer(context);
      for (let request = 1; request <= 3; request++) {
        await expectSuccess(requestReset(customer.email), 202, RESET_REQUESTED);
      }
      await expectError(requestReset(customer.email), 429, TOO_MANY);
      expect(await emailsTo(context, customer.email, 'passwordReset')).toHaveLength(3);
    });

    it('answers 429 past 10 requests of one client address within 15 minutes', async () => {
      const address = randomClientAddress();
      for (let request = 1; request <= 10; request++) {
        const { response } = await requestReset(uniqueEmail('flood'), address);
        expect(response.status, `request ${request}`).toBe(202);
      }
      await expectError(requestReset(uniqueEmail('flood'), address), 429, TOO_MANY);
    });

    it('answers 400 naming the field for an invalid e-mail', async () => {
      await expectValidationError(requestReset('not-an-email'), 'email');
    });
  });

  describe('POST /user/password/reset (resetPassword)', () => {
    it('sets the new password once, ends every session and confirms the address', async () => {
      const customer = await registerCustomer(context);
      const token = await resetToken(customer);
      await expectSuccess(resetPassword(token), 200, 'Password Successfully Reset');

      await expectInvalidToken(context.client(customer.token).GET('/user'));
      await expectError(
        context.client().POST('/login', { body: customer }),
        400,
        'Bad credentials',
      );
      const renewed = await logIn(context, { email: customer.email, password: RESET_PASSWORD });
      expect(await profile(renewed)).toMatchObject({ emailConfirmed: true });
      await expectError(resetPassword(token, 'Another#2028'), 400, RESET_LINK_INVALID);
    });

    it('answers 400 for a forged token and changes nothing', async () => {
      const customer = await registerCustomer(context);
      await expectError(resetPassword('forged-token-0123456789abcdef'), 400, RESET_LINK_INVALID);
      expect(await logIn(context, customer)).toEqual(expect.any(String));
    });

    it('keeps the link usable when the new password is refused', async () => {
      const customer = await registerCustomer(context);
      const token = await resetToken(customer);
      await expectValidationError(resetPassword(token, 'weakpass'), 'newPassword');
      await expectError(
        resetPassword(token, RESET_PASSWORD, 'Different#2027'),
        400,
        'confirmNewPassword: must match newPassword',
      );
      await expectValidationError(resetPassword('not a token!'), 'token');
      await expectSuccess(resetPassword(token), 200, 'Password Successfully Reset');
    });

    it('makes an older link useless once a newer one is sent', async () => {
      const customer = await registerCustomer(context);
      const older = await resetToken(customer);
      const newer = await resetToken(customer);
      await expectError(resetPassword(older), 400, RESET_LINK_INVALID);
      await expectSuccess(resetPassword(newer), 200, 'Password Successfully Reset');
    });

    it('lets a locked-out owner back in from the locked address', async () => {
      const customer = await registerCustomer(context);
      const address = randomClientAddress();
      for (let attempt = 1; attempt <= 5; attempt++) {
        await context
          .client(undefined, address)
          .POST('/login', { body: { email: customer.email, password: `Wrong#Pass${attempt}` } });
      }
      const login = () =>
        context
          .client(undefined, address)
          .POST('/login', { body: { email: customer.email, password: RESET_PASSWORD } });
      await expectError(login(), 429, TOO_MANY);
      const token = await resetToken(customer);
      await context.client(undefined, address).POST('/user/password/reset', {
        body: { token, newPassword: RESET_PASSWORD, confirmNewPassword: RESET_PASSWORD },
      });
      expect((await login()).response.status).toBe(200);
    });
  });

  describe('POST /user/email/confirm (confirmEmail)', () => {
    async function welcomeToken(customer: TestCustomer): Promise<string> {
      return linkToken(
        await latestEmail(context, customer.email, 'welcome'),
        EMAIL_LINK_PATHS.emailConfirmation,
      );
    }

    it("confirms a new customer's address once with the welcome e-mail's link", async () => {
      const customer = await registerCustomer(context);
      expect(customer.user.emailConfirmed).toBe(false);
      const token = await welcomeToken(customer);
      await expectSuccess(confirmEmail(token), 200, 'Email Successfully Confirmed');
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: true });
      await expectError(confirmEmail(token), 400, CONFIRMATION_LINK_INVALID);
    });

    it('answers 400 for a forged token', async () => {
      await expectError(
        confirmEmail('forged-token-0123456789abcdef'),
        400,
        CONFIRMATION_LINK_INVALID,
      );
    });

    it('unconfirms a changed address, e-mails the new one, and refuses the old link', async () => {
      const customer = await registerCustomer(context);
      const oldLink = await welcomeToken(customer);
      const newEmail = uniqueEmail('moved');
      const { firstName, lastName, phoneNumber, address, zipCode } = customer.user;
      const { response } = await context.client(customer.token).PUT('/user', {
        body: { firstName, lastName, phoneNumber, address, zipCode, email: newEmail },
      });
      expect(response.status).toBe(200);
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: false });
      await expectError(confirmEmail(oldLink), 400, CONFIRMATION_LINK_INVALID);
      const newLink = linkToken(
        await latestEmail(context, newEmail, 'emailConfirmation'),
        EMAIL_LINK_PATHS.emailConfirmation,
      );
      await expectSuccess(confirmEmail(newLink), 200, 'Email Successfully Confirmed');
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: true });
    });
    it('unconfirms a confirmed address that its customer changes', async () => {
      const customer = await registerCustomer(context);
      await expectSuccess(
        confirmEmail(await welcomeToken(customer)),
        200,
        'Email Successfully Confirmed',
      );
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: true });
      const { firstName, lastName, phoneNumber, address, zipCode } = customer.user;
      const { response } = await context.client(customer.token).PUT('/user', {
        body: { firstName, lastName, phoneNumber, address, zipCode, email: uniqueEmail('moved') },
      });
      expect(response.status).toBe(200);
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: false });
    });
  });

  describe("PUT /user/{id}/auth (updateUser): an administrator's change of address", () => {
    it('unconfirms a new address and e-mails it a link; a change of letter case keeps it', async () => {
      const customer = await registerCustomer(context);
      const welcome = await latestEmail(context, customer.email, 'welcome');
      await expectSuccess(
        confirmEmail(linkToken(welcome, EMAIL_LINK_PATHS.emailConfirmation)),
        200,
        'Email Successfully Confirmed',
      );
      const edit = (email: string) =>
        context.client(context.adminToken).PUT('/user/{id}/auth', {
          params: { path: { id: customer.user.id } },
          body: userUpdate(customer.user, { email }),
        });
      await expectSuccess(edit(customer.email.toUpperCase()), 200, 'User Successfully Updated');
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: true });

      const newEmail = uniqueEmail('moved-by-admin');
      await expectSuccess(edit(newEmail), 200, 'User Successfully Updated');
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: false });
      const newLink = linkToken(
        await latestEmail(context, newEmail, 'emailConfirmation'),
        EMAIL_LINK_PATHS.emailConfirmation,
      );
      await expectSuccess(confirmEmail(newLink), 200, 'Email Successfully Confirmed');
      expect(await profile(customer.token)).toMatchObject({ emailConfirmed: true });
    });
  });

  describe('POST /user/email/confirmation (resendEmailConfirmation)', () => {
    const resend = (token?: string) => context.client(token).POST('/user/email/confirmation');

    it('queues a new link for an unconfirmed address, 3 an hour, then 429', async () => {
      const customer = await registerCustomer(context);
      for (let request = 1; request <= 3; request++) {
        await expectSuccess(resend(customer.token), 202, 'Confirmation Email Sent');
      }
      await expectError(resend(customer.token), 429, TOO_MANY);
      expect(await emailsTo(context, customer.email, 'emailConfirmation')).toHaveLength(3);
    });

    it('answers 400 for a confirmed address and 401 without a login', async () => {
      const token = await logIn(context, DEMO_CUSTOMER);
      await expectError(resend(token), 400, 'Email is already confirmed');
      await expectLoginRequired(context, (client) => client.POST('/user/email/confirmation'));
    });
  });
}
