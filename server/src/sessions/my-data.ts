import { API_MESSAGES, type EmailKind, type MyData } from '@rentacar/contract';
import { erasedProfile, holdsAccountOpen } from '@rentacar/rules';
import type { ExpressionBuilder } from 'kysely';
import type { DialectName } from '../db/database.js';
import { toDbBoolean, type DB, type Executor } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { toContactMessage } from '../messages/rows.js';
import { findAdditionalDrivers, withCars } from '../reservations/queries.js';
import { findDriverDetails, withRoles } from '../users/queries.js';
import type { UserRow } from '../users/rows.js';

/** Contact messages are stored as typed, so their address is compared in any letter case. */
const sentFrom =
  (email: string) =>
  ({ eb, fn }: ExpressionBuilder<DB, 'contactMessages'>) =>
    eb(fn('lower', ['email']), '=', email);

const sentTo =
  (email: string) =>
  ({ eb, fn }: ExpressionBuilder<DB, 'emailOutbox'>) =>
    eb(fn('lower', ['recipient']), '=', email);

/** Everything kept about `user`: the account, driver, reservations, messages and e-mails. */
export async function collectMyData(db: Executor, user: UserRow): Promise<MyData> {
  const [account] = await withRoles(db, [user]);
  const reservations = await db
    .selectFrom('reservations')
    .selectAll()
    .where('userId', '=', user.id)
    .orderBy('id')
    .execute();
  const messages = await db
    .selectFrom('contactMessages')
    .selectAll()
    .where(sentFrom(user.email))
    .orderBy('id')
    .execute();
  const emails = await db
    .selectFrom('emailOutbox')
    .select(['kind', 'recipient', 'subject', 'createdAt', 'sentAt', 'text'])
    .where(sentTo(user.email))
    .orderBy('id')
    .execute();
  return {
    account: account!,
    driver: (await findDriverDetails(db, user.id)) ?? null,
    reservations: await Promise.all(
      (await withCars(db, reservations)).map(async (reservation) => ({
        ...reservation,
        additionalDrivers: await findAdditionalDrivers(db, reservation.id),
      })),
    ),
    messages: messages.map(toContactMessage),
    emails: emails.map((email) => ({ ...email, kind: email.kind as EmailKind })),
  };
}

/**
 * Erases `user` inside the caller's transaction: refused (409) while a reservation is still to
 * come or under way; otherwise what points to the person goes and the account row stays,
 * anonymised, for the past reservations that reference it. The new token version ends every
 * session, and the password hash no scrypt hash can equal stops every login.
 */
export async function eraseAccount(trx: Executor, dialect: DialectName, user: UserRow) {
  // Locked (PostgreSQL) so a booking committing meanwhile is seen below, not after the erasure.
  const lockQuery = trx.selectFrom('users').select('id').where('id', '=', user.id);
  await (dialect === 'postgres' ? lockQuery.forUpdate() : lockQuery).execute();
  const created = await trx
    .selectFrom('reservations')
    .select(['status', 'dropOffTime'])
    .where('userId', '=', user.id)
    .where('status', '=', 'CREATED')
    .execute();
  if (created.some((reservation) => holdsAccountOpen(reservation))) {
    throw new ApiError(409, API_MESSAGES.accountHasUpcomingReservations);
  }
  await trx.deleteFrom('driverDetails').where('userId', '=', user.id).execute();
  // The people they named as drivers go too: the kept rentals name no one.
  await trx
    .deleteFrom('additionalDrivers')
    .where('reservationId', 'in', (eb) =>
      eb.selectFrom('reservations').select('id').where('userId', '=', user.id),
    )
    .execute();
  await trx.deleteFrom('emailTokens').where('userId', '=', user.id).execute();
  await trx.deleteFrom('contactMessages').where(sentFrom(user.email)).execute();
  await trx.deleteFrom('emailOutbox').where(sentTo(user.email)).execute();
  await trx
    .updateTable('users')
    .set((eb) => ({
      ...erasedProfile(user.id),
      passwordHash: '!',
      emailConfirmed: toDbBoolean(false),
      tokenVersion: eb('tokenVersion', '+', 1),
    }))
    .where('id', '=', user.id)
    .execute();
}
