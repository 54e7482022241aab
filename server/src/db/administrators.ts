import { normaliseEmail } from '@rentacar/rules';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { toDbBoolean } from './schema.js';
import type { DB } from './schema.js';

/** Valid for the contract, plainly a placeholder, editable by the administrator afterwards. */
const PLACEHOLDER_ADMIN_PROFILE = {
  firstName: 'Site',
  lastName: 'Administrator',
  phoneNumber: '(000) 000-0000',
  address: 'Not given',
  zipCode: '00000',
} as const;

/** Raised for a request that must not be carried out (e.g. a built-in demo account). */
export class AdministratorError extends Error {
  override name = 'AdministratorError';
}

/** A new ordinary account, or an existing user given the role and password (ends a lock-out). */
export async function createOrPromoteAdministrator(
  db: Kysely<DB>,
  email: string,
  password: string,
): Promise<'created' | 'promoted'> {
  const storedEmail = normaliseEmail(email);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'builtIn'])
      .where('email', '=', storedEmail)
      .executeTakeFirst();
    if (existing?.builtIn) {
      throw new AdministratorError(`${storedEmail} is a built-in demo account and cannot change`);
    }
    const userId =
      existing?.id ??
      (
        await trx
          .insertInto('users')
          .values({
            ...PLACEHOLDER_ADMIN_PROFILE,
            email: storedEmail,
            passwordHash,
            builtIn: toDbBoolean(false),
            // The operator chose the address: nobody is asked to confirm it.
            emailConfirmed: toDbBoolean(true),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (existing !== undefined) {
      await trx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    }
    await trx
      .insertInto('userRoles')
      .values({ userId, role: 'Administrator' })
      .onConflict((conflict) => conflict.columns(['userId', 'role']).doNothing())
      .execute();
    return existing === undefined ? 'created' : 'promoted';
  });
}

export async function hasAdministrator(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('userRoles')
    .select('userId')
    .where('role', '=', 'Administrator')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
