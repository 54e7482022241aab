import { API_MESSAGES, parameterProblemMessage, type EmailRateLimitName } from '@rentacar/contract';
import { driverDetailsProblem, officeToday } from '@rentacar/rules/drivers';
import {
  normaliseEmail,
  PASSWORD_RESET_TOKEN_MINUTES,
  passwordConfirmationProblem,
  passwordResetLink,
  personName,
  registrationConfirmationProblem,
  requestLanguage,
} from '@rentacar/rules';
import type { FastifyRequest } from 'fastify';
import {
  assertEmailFree,
  emailConfirmationColumns,
  findEditableUser,
  findUser,
  guardingEmail,
  profileColumns,
  replaceRoles,
  revokeTokens,
  type PasswordHashing,
} from '../accounts.js';
import { currentUser } from '../auth/guard.js';
import type { LoginThrottle, WindowCounter } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import { toDbBoolean, type Executor } from '../db/schema.js';
import { queueEmailConfirmation } from '../email/confirmation.js';
import { issueLinkToken, retireLinkTokens, useLinkToken } from '../email/link-tokens.js';
import type { Outbox } from '../email/outbox.js';
import { ApiError, badRequest } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { publicOrigin } from '../page-origin.js';
import type { Context } from '../context.js';
import { userWithDriver } from '../users/queries.js';
import { collectMyData, eraseAccount } from './my-data.js';
import type { UserRow } from '../users/rows.js';

export interface SessionContext extends Context {
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  hashingWork: PasswordHashing;
  outbox: Outbox;
  /** Per e-mail (or account) request limits (`x-email-rate-limit`). */
  emailLimits: Record<EmailRateLimitName, WindowCounter>;
  publicUrl: string | undefined;
}

const RESET_LIFETIME_MS = PASSWORD_RESET_TOKEN_MINUTES * 60_000;

/** Verifying against a throw-away hash keeps unknown e-mails as slow as wrong passwords. */
const unknownUserHash = hashPassword('unknown user placeholder');

export function sessionHandlers({
  db,
  dialect,
  tokens,
  loginThrottle,
  hashingWork,
  outbox,
  emailLimits,
  publicUrl,
}: SessionContext): ResourceHandlers<'sessions'> {
  /** 429 past the limit `name` for `key`; otherwise counts this request. */
  async function limitPerEmail(name: EmailRateLimitName, key: string) {
    if (await emailLimits[name].isBlocked(key)) {
      throw new ApiError(429, API_MESSAGES.tooManyRequests);
    }
    await emailLimits[name].record(key);
  }

  const queueConfirmation = (
    trx: Executor,
    request: FastifyRequest,
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'language'>,
    kind: 'welcome' | 'emailConfirmation',
  ) => queueEmailConfirmation(trx, outbox, publicOrigin(request, publicUrl), user, kind);

  return {
    async login(request) {
      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      if (await loginThrottle.isBlocked(email, request.ip))
        throw new ApiError(429, API_MESSAGES.tooManyRequests);
      const user = await db
        .selectFrom('users')
        .select(['id', 'passwordHash', 'tokenVersion'])
        .where('email', '=', email)
        .executeTakeFirst();
      const stored = user?.passwordHash ?? (await unknownUserHash);
      const matches = await hashingWork(user === undefined ? 'anonymous' : 'accounts', () =>
        verifyPassword(password, stored),
      );
      if (user === undefined || !matches) {
        await loginThrottle.recordFailure(email, request.ip);
        throw badRequest(API_MESSAGES.badCredentials);
      }
      return { token: await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion }) };
    },

    async register(request, reply) {
      const { password, confirmPassword: _confirmation, ...profile } = request.body;
      const confirmationProblem = registrationConfirmationProblem(request.body);
      if (confirmationProblem !== undefined) throw badRequest(confirmationProblem);
      await assertEmailFree(db, profile.email);
      const passwordHash = await hashingWork('anonymous', () => hashPassword(password));
      await guardingEmail(profile.email, () =>
        db.transaction().execute(async (trx) => {
          const columns = {
            ...profileColumns(profile),
            language: profile.language ?? requestLanguage(request.headers['accept-language']),
          };
          const { id } = await trx
            .insertInto('users')
            .values({ ...columns, passwordHash, builtIn: toDbBoolean(false) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await replaceRoles(trx, id, ['Customer']);
          await queueConfirmation(trx, request, { ...columns, id }, 'welcome');
        }),
      );
      reply.code(201);
      return { message: API_MESSAGES.registered, success: true };
    },

    async getCurrentUser(request) {
      return userWithDriver(db, await findUser(db, currentUser(request).id));
    },

    async updateDriverDetails(request) {
      const { id } = currentUser(request);
      await findEditableUser(db, id);
      const problem = driverDetailsProblem(request.body, officeToday());
      if (problem !== undefined) throw badRequest(parameterProblemMessage(problem));
      const details = request.body;
      await db
        .insertInto('driverDetails')
        .values({ userId: id, ...details })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet(details))
        .execute();
      return { message: API_MESSAGES.driverDetailsUpdated, success: true };
    },

    async downloadMyData(request, reply) {
      const data = await collectMyData(db, await findUser(db, currentUser(request).id));
      reply.header('Content-Disposition', 'attachment; filename="my-data.json"');
      return data;
    },

    async deleteMyAccount(request) {
      const user = await findEditableUser(db, currentUser(request).id);
      const matches = await hashingWork('accounts', () =>
        verifyPassword(request.body.password, user.passwordHash),
      );
      if (!matches) throw badRequest(API_MESSAGES.wrongPassword);
      await db.transaction().execute((trx) => eraseAccount(trx, dialect, user));
      return { message: API_MESSAGES.accountDeleted, success: true };
    },

    async updateCurrentUser(request) {
      const { id } = currentUser(request);
      const current = await findEditableUser(db, id);
      await assertEmailFree(db, request.body.email, id);
      const columns = profileColumns(request.body);
      const unconfirmed = emailConfirmationColumns(current, request.body.email);
      await guardingEmail(request.body.email, () =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ ...columns, ...unconfirmed })
            .where('id', '=', id)
            .execute();
          if (columns.email !== current.email) {
            await queueConfirmation(trx, request, { ...current, ...columns }, 'emailConfirmation');
          }
        }),
      );
      return { message: API_MESSAGES.userUpdated, success: true };
    },

    async changePassword(request) {
      const { oldPassword, newPassword } = request.body;
      const user = await findEditableUser(db, currentUser(request).id);
      const oldMatches = await hashingWork('accounts', () =>
        verifyPassword(oldPassword, user.passwordHash),
      );
      if (!oldMatches) {
        throw badRequest(API_MESSAGES.passwordsNotMatched);
      }
      const confirmationProblem = passwordConfirmationProblem(request.body);
      if (confirmationProblem !== undefined) throw badRequest(confirmationProblem);
      const passwordHash = await hashingWork('accounts', () => hashPassword(newPassword));
      // The caller's own token dies too: the app logs in again with the new password.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ passwordHash }).where('id', '=', user.id).execute();
        await revokeTokens(trx, user.id);
      });
      return { message: API_MESSAGES.passwordChanged, success: true };
    },

    async requestPasswordReset(request, reply) {
      const email = normaliseEmail(request.body.email);
      await limitPerEmail('passwordResetEmail', email);
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'firstName', 'lastName', 'language', 'builtIn'])
        .where('email', '=', email)
        .executeTakeFirst();
      // Built-in accounts cannot change their password, so they get no link; the answer is the same.
      if (user !== undefined && !user.builtIn) {
        await db.transaction().execute(async (trx) => {
          await retireLinkTokens(trx, 'passwordReset', user.id);
          const token = await issueLinkToken(trx, 'passwordReset', user, RESET_LIFETIME_MS);
          await outbox.queue(trx, {
            kind: 'passwordReset',
            to: user.email,
            recipientName: personName(user),
            language: user.language,
            resetLink: passwordResetLink(publicOrigin(request, publicUrl), token),
            expiresInMinutes: PASSWORD_RESET_TOKEN_MINUTES,
          });
        });
      }
      reply.code(202);
      return { message: API_MESSAGES.passwordResetRequested, success: true };
    },

    async resetPassword(request) {
      const { token, newPassword } = request.body;
      const confirmationProblem = passwordConfirmationProblem(request.body);
      if (confirmationProblem !== undefined) throw badRequest(confirmationProblem);
      const passwordHash = await hashingWork('accounts', () => hashPassword(newPassword));
      const email = await db.transaction().execute(async (trx) => {
        const used = await useLinkToken(trx, 'passwordReset', token);
        if (used === undefined) throw badRequest(API_MESSAGES.resetLinkInvalid);
        const user = await findEditableUser(trx, used.userId);
        await retireLinkTokens(trx, 'passwordReset', user.id);
        await trx
          .updateTable('users')
          .set({
            passwordHash,
            // The link reached the owner's mailbox: the address is proven.
            ...(used.email === user.email ? { emailConfirmed: toDbBoolean(true) } : {}),
          })
          .where('id', '=', user.id)
          .execute();
        // Every session opened with the old password ends.
        await revokeTokens(trx, user.id);
        return user.email;
      });
      await loginThrottle.forgetEmail(email, request.ip);
      return { message: API_MESSAGES.passwordReset, success: true };
    },

    async confirmEmail(request) {
      await db.transaction().execute(async (trx) => {
        const used = await useLinkToken(trx, 'emailConfirmation', request.body.token);
        // A link to an address the account no longer has confirms nothing.
        const { numUpdatedRows } = await trx
          .updateTable('users')
          .set({ emailConfirmed: toDbBoolean(true) })
          .where('id', '=', used?.userId ?? 0)
          .where('email', '=', used?.email ?? '')
          .executeTakeFirst();
        if (numUpdatedRows === 0n) throw badRequest(API_MESSAGES.confirmationLinkInvalid);
      });
      return { message: API_MESSAGES.emailConfirmed, success: true };
    },

    async resendEmailConfirmation(request, reply) {
      const user = await findUser(db, currentUser(request).id);
      if (user.emailConfirmed) throw badRequest(API_MESSAGES.emailAlreadyConfirmed);
      await limitPerEmail('emailConfirmationResend', String(user.id));
      await db
        .transaction()
        .execute((trx) => queueConfirmation(trx, request, user, 'emailConfirmation'));
      reply.code(202);
      return { message: API_MESSAGES.confirmationEmailSent, success: true };
    },
  };
}
