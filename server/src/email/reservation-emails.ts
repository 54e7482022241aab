import type { EmailRecipient } from '@rentacar/emails';
import { reservationEmailSummary, type ReservationEmailSummary } from '@rentacar/rules';
import type { ReservationRow } from '../db/schema.js';
import { toReservation, type Executor } from '../records.js';

/** The customer and the summary every reservation e-mail carries. */
export interface ReservationEmailParts extends EmailRecipient {
  reservation: ReservationEmailSummary;
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
  return {
    to: row.email,
    recipientName: `${row.firstName} ${row.lastName}`,
    language: row.language,
    reservation: reservationEmailSummary(
      toReservation(row as ReservationRow),
      { model: row.model },
      origin,
    ),
  };
}
