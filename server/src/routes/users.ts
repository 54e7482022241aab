import { availableParallelism } from 'node:os';
import { API_MESSAGES, emailTakenMessage, type ProfileUpdate, type Role } from '@rentacar/contract';
import { holdsSameRoles, normaliseEmail, passwordConfirmationProblem } from '@rentacar/rules';
import { currentUser } from '../auth/guard.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import { QueueFullError, WorkQueue } from '../auth/work-queue.js';
import type { UserRow } from '../db/schema.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import type { OperationHandlers } from '../operations.js';
import type { Optional } from '../filters.js';
import { fetchPage } from '../paging.js';
import { userTextSearch } from '../user-search.js';
import {
  deleteUnlessReferenced,
  isUniqueViolation,
  toDbBoolean,
  withRoles,
  type Context,
  type Executor,
} from '../records.js';

export interface UserContext extends Context {
  tokens: TokenService;
  loginThrottle: LoginThrottle;
}

type UserOperations =
  | 'login'
  | 'register'
  | 'getCurrentUser'
  | 'updateCurrentUser'
  | 'changePassword'
  | 'listUsers'
  | 'getUser'
  | 'updateUser'
  | 'deleteUser';

const duplicateEmail = (email: string) => new ApiError(409, emailTakenMessage(email));

async function findUser(db: Executor, id: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound(id);
  return row;
}

async function findEditableUser(db: Executor, id: number): Promise<UserRow> {
  const row = await findUser(db, id);
  if (row.builtIn) throw badRequest(API_MESSAGES.builtIn);
  return row;
}

async function assertEmailFree(db: Executor, email: string, exceptUserId?: number) {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (owner !== undefined && owner.id !== exceptUserId) throw duplicateEmail(email);
}

/** Runs a write that may hit the e-mail unique index when two requests race past the check. */
async function guardingEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail(email);
    throw error;
  }
}

function profileColumns(profile: ProfileUpdate) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    address: profile.address,
    zipCode: profile.zipCode,
    email: normaliseEmail(profile.email),
  };
}

/** Revokes every token issued to the user so far (the guard compares the version). */
const revokeTokens = (db: Executor, userId: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();

async function rolesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('userRoles')
    .select('role')
    .where('userId', '=', userId)
    .execute();
  return rows.map(({ role }) => role);
}

async function replaceRoles(db: Executor, userId: number, roles: Role[]) {
  await db.deleteFrom('userRoles').where('userId', '=', userId).execute();
  await db
    .insertInto('userRoles')
    .values([...new Set(roles)].map((role) => ({ userId, role })))
    .execute();
}

/**
 * Password hashing is bounded so a login flood cannot starve other requests: one scrypt per core
 * at a time, short wait lists, and a 429 at once when a wait list is full. Work for existing
 * accounts (their logins, password changes and resets) has its own lane, served first, so an
 * anonymous flood of unknown e-mails from any number of addresses only fills the anonymous lane.
 * That lets a flooder who fills it tell unknown e-mails (429) from known ones, which registration's
 * 409 already tells anyone; the per-address login limit slows both.
 */
const HASHING_LANES = { accounts: 32, anonymous: 8 };
type HashingLane = keyof typeof HASHING_LANES;

/** Verifying against a throw-away hash keeps unknown e-mails as slow as wrong passwords. */
const unknownUserHash = hashPassword('unknown user placeholder');

export function userHandlers({
  db,
  dialect,
  tokens,
  loginThrottle,
}: UserContext): Pick<OperationHandlers, UserOperations> {
  const hashing = new WorkQueue({
    concurrency: Math.max(1, availableParallelism() - 1),
    lanes: HASHING_LANES,
  });
  async function hashingWork<Result>(lane: HashingLane, work: () => Promise<Result>) {
    try {
      return await hashing.run(lane, work);
    } catch (error) {
      if (error instanceof QueueFullError) throw new ApiError(429, API_MESSAGES.tooManyRequests);
      throw error;
    }
  }

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
      const { password, confirmPassword, ...profile } = request.body;
      if (password !== confirmPassword) throw badRequest('confirmPassword: must match password');
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

    async listUsers(request) {
      const search: Optional<string> = request.query.q;
      const role: Optional<Role> = request.query.role;
      const textMatch =
        search === undefined ? undefined : await userTextSearch(db, dialect, search);
      const query = db
        .selectFrom('users')
        .selectAll()
        .$if(textMatch !== undefined, (query) => query.where(textMatch!))
        .$if(role !== undefined, (query) =>
          query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('userRoles')
                .select('userRoles.userId')
                .whereRef('userRoles.userId', '=', 'users.id')
                .where('userRoles.role', '=', role!),
            ),
          ),
        );
      return fetchPage(query, request.query, (rows) => withRoles(db, rows));
    },

    async getUser(request) {
      const [user] = await withRoles(db, [await findUser(db, request.params.id)]);
      return user!;
    },

    async updateUser(request) {
      const { id } = request.params;
      const { roles, password, ...profile } = request.body;
      await findEditableUser(db, id);
      await assertEmailFree(db, profile.email, id);
      const passwordHash =
        password === undefined
          ? undefined
          : await hashingWork('accounts', () => hashPassword(password));
      await guardingEmail(profile.email, () =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ ...profileColumns(profile), ...(passwordHash && { passwordHash }) })
            .where('id', '=', id)
            .execute();
          const rolesChanged = !holdsSameRoles(await rolesOf(trx, id), roles);
          if (rolesChanged) await replaceRoles(trx, id, roles);
          // A password reset or a role change ends the user's sessions.
          if (passwordHash !== undefined || rolesChanged) await revokeTokens(trx, id);
        }),
      );
      return { message: API_MESSAGES.userUpdated, success: true };
    },

    async deleteUser(request) {
      const { id } = request.params;
      await findEditableUser(db, id);
      await deleteUnlessReferenced(
        db.deleteFrom('users').where('id', '=', id).execute(),
        "User couldn't be deleted. User is used by a reservation",
      );
      return { message: API_MESSAGES.userDeleted, success: true };
    },
  };
}
