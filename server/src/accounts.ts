import { availableParallelism } from 'node:os';
import { API_MESSAGES, emailTakenMessage, type ProfileUpdate, type Role } from '@rentacar/contract';
import { normaliseEmail } from '@rentacar/rules';
import { QueueFullError, WorkQueue } from './auth/work-queue.js';
import { ApiError, badRequest, notFound } from './errors.js';
import { toDbBoolean, type Executor } from './db/schema.js';
import type { UserRow } from './users/rows.js';
import { refusing } from './db/violations.js';

const duplicateEmail = (email: string) => new ApiError(409, emailTakenMessage(email));

export async function findUser(db: Executor, id: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound(id);
  return row;
}

export async function findEditableUser(db: Executor, id: number): Promise<UserRow> {
  const row = await findUser(db, id);
  if (row.builtIn) throw badRequest(API_MESSAGES.builtIn);
  return row;
}

export async function assertEmailFree(db: Executor, email: string, exceptUserId?: number) {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (owner !== undefined && owner.id !== exceptUserId) throw duplicateEmail(email);
}

/** Runs a write that may hit the e-mail unique index when two requests race past the check. */
export const guardingEmail = <T>(email: string, write: () => Promise<T>) =>
  refusing('unique', duplicateEmail(email), write());

export function profileColumns(profile: ProfileUpdate) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    address: profile.address,
    zipCode: profile.zipCode,
    email: normaliseEmail(profile.email),
    // Without a language the account keeps the one it has.
    ...(profile.language !== undefined && { language: profile.language }),
  };
}

/** An address other than the stored one is unproven again (the user's confirmation flag). */
export const emailConfirmationColumns = (current: UserRow, email: string) =>
  normaliseEmail(email) === current.email ? {} : { emailConfirmed: toDbBoolean(false) };

/** Revokes every token issued to the user so far (the guard compares the version). */
export const revokeTokens = (db: Executor, userId: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();

export async function rolesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('userRoles')
    .select('role')
    .where('userId', '=', userId)
    .execute();
  return rows.map(({ role }) => role);
}

export async function replaceRoles(db: Executor, userId: number, roles: Role[]) {
  await db.deleteFrom('userRoles').where('userId', '=', userId).execute();
  await db
    .insertInto('userRoles')
    .values([...new Set(roles)].map((role) => ({ userId, role })))
    .execute();
}

/**
 * Existing accounts' work has its own lane, served first, so an anonymous flood only fills the
 * other (its 429 tells unknown e-mails from known ones, as registration's 409 already does).
 */
const HASHING_LANES = { accounts: 32, anonymous: 8 };

/** Runs password work in its lane, or answers 429 at once when the lane's wait list is full. */
export type PasswordHashing = <Result>(
  lane: keyof typeof HASHING_LANES,
  work: () => Promise<Result>,
) => Promise<Result>;

/** The server's one bounded hashing queue: one scrypt per core but one, at a time. */
export function createPasswordHashing(): PasswordHashing {
  const hashing = new WorkQueue({
    concurrency: Math.max(1, availableParallelism() - 1),
    lanes: HASHING_LANES,
  });
  return async (lane, work) => {
    try {
      return await hashing.run(lane, work);
    } catch (error) {
      if (error instanceof QueueFullError) throw new ApiError(429, API_MESSAGES.tooManyRequests);
      throw error;
    }
  };
}
