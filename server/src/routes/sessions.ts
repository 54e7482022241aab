import { API_MESSAGES } from '@rentacar/contract';
import {
  normaliseEmail,
  passwordConfirmationProblem,
  registrationConfirmationProblem,
} from '@rentacar/rules';
import {
  assertEmailFree,
  findEditableUser,
  findUser,
  guardingEmail,
  profileColumns,
  replaceRoles,
  revokeTokens,
  type PasswordHashing,
} from '../accounts.js';
import { currentUser } from '../auth/guard.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import { ApiError, badRequest } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { toDbBoolean, withRoles, type Context } from '../records.js';

export interface SessionContext extends Context {
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  hashingWork: PasswordHashing;
}

/** Verifying against a throw-away hash keeps unknown e-mails as slow as wrong passwords. */
const unknownUserHash = hashPassword('unknown user placeholder');

/** Login, registration and the logged-in user's own account. */
export function sessionHandlers({
  db,
  tokens,
  loginThrottle,
  hashingWork,
}: SessionContext): ResourceHandlers<'sessions'> {
  return {
    async login(request) {
      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      if (await loginThrottle.isBlocked(email))
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
        await loginThrottle.recordFailure(email);
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
          const { id } = await trx
            .insertInto('users')
            .values({ ...profileColumns(profile), passwordHash, builtIn: toDbBoolean(false) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await replaceRoles(trx, id, ['Customer']);
        }),
      );
      reply.code(201);
      return { message: API_MESSAGES.registered, success: true };
    },

    async getCurrentUser(request) {
      const [user] = await withRoles(db, [await findUser(db, currentUser(request).id)]);
      return user!;
    },

    async updateCurrentUser(request) {
      const { id } = currentUser(request);
      await findEditableUser(db, id);
      await assertEmailFree(db, request.body.email, id);
      await guardingEmail(request.body.email, () =>
        db.updateTable('users').set(profileColumns(request.body)).where('id', '=', id).execute(),
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
  };
}
