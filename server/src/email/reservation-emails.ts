import type { EmailRecipient } from '@rentacar/emails';
import { personName, reservationEmailSummary, type ReservationEmailSummary } from '@rentacar/rules';
import type { Executor } from '../db/schema.js';
import { toReservation, type ReservationRow } from '../reservations/rows.js';
import type { UserRow } from '../users/rows.js';

export interface ReservationEmailParts extends EmailRecipient {
  reservation: ReservationEmailSummary;
}

export function emailPartsOf(
  reservation: ReservationRow,
  customer: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'language'>,
  model: string,
  origin: string,
): ReservationEmailParts {
  return {
    to: customer.email,
    recipientName: personName(customer),
    language: customer.language,
    reservation: reservationEmailSummary(toReservation(reservation), { model }, origin),
  };
}

/** The e-mail parts of reservation `id` as `db` sees it (inside the change's transaction). */
export async function reservationEmailParts(
  db: Executor,
  id: number,
  origin: string,
): Promise<ReservationEmailParts> {
  const row = await db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.userId')
    .innerJoin('cars', 'cars.id', 'reservations.carId')
    .selectAll('reservations')
    .select(['users.email', 'users.firstName', 'users.lastName', 'users.language', 'cars.model'])
    .where('reservations.id', '=', id)
    .executeTakeFirstOrThrow();
  return emailPartsOf(row as ReservationRow, row, row.model, origin);
}
