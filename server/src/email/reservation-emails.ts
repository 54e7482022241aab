import type { Branch } from '@rentacar/contract';
import type { EmailRecipient } from '@rentacar/emails';
import { personName, reservationEmailSummary, type ReservationEmailSummary } from '@rentacar/rules';
import { toBranch } from '../branches/rows.js';
import type { Executor } from '../db/schema.js';
import { toReservation, type ReservationRow } from '../reservations/rows.js';
import type { UserRow } from '../users/rows.js';

export interface ReservationEmailParts extends EmailRecipient {
  reservation: ReservationEmailSummary;
}

/** The pick-up and drop-off branches of a reservation, for its e-mails (none before branches). */
export async function reservationBranches(
  db: Executor,
  reservation: Pick<ReservationRow, 'pickUpBranchId' | 'dropOffBranchId'>,
): Promise<{ pickUp?: Branch; dropOff?: Branch }> {
  const ids = [reservation.pickUpBranchId, reservation.dropOffBranchId].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return {};
  const rows = await db.selectFrom('branches').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), toBranch(row)]));
  const of = (id: number | null) => (id === null ? undefined : byId.get(Number(id)));
  return { pickUp: of(reservation.pickUpBranchId), dropOff: of(reservation.dropOffBranchId) };
}

export function emailPartsOf(
  reservation: ReservationRow,
  customer: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'language'>,
  model: string,
  origin: string,
  branches: { pickUp?: Branch; dropOff?: Branch } = {},
): ReservationEmailParts {
  return {
    to: customer.email,
    recipientName: personName(customer),
    language: customer.language,
    reservation: reservationEmailSummary(
      { ...toReservation(reservation), calendarSequence: reservation.calendarSequence },
      { model },
      origin,
      branches,
    ),
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
  const reservation = row as ReservationRow;
  const branches = await reservationBranches(db, reservation);
  return emailPartsOf(reservation, row, row.model, origin, branches);
}
