import type { ChangeActor, ReservationChange, ReservationFieldChange } from '@rentacar/contract';
import { changedSince, localNow, reservationChanges, type ReservationState } from '@rentacar/rules';
import type { ExpressionBuilder } from 'kysely';
import type { DB, Executor } from '../db/schema.js';
import { toReservation, type ReservationRow } from './rows.js';

/** A reservation's fields with its vehicle's model, as its changes compare it. */
async function statesOf(
  trx: Executor,
  before: ReservationRow,
): Promise<[ReservationState, ReservationState]> {
  const after = await trx
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', before.id)
    .executeTakeFirstOrThrow();
  const cars = await trx
    .selectFrom('cars')
    .select(['id', 'model'])
    .where('id', 'in', [before.carId, after.carId])
    .execute();
  const model = (carId: number) => cars.find((car) => Number(car.id) === Number(carId))!.model;
  return [
    { ...toReservation(before), vehicle: model(before.carId) },
    { ...toReservation(after), vehicle: model(after.carId) },
  ];
}

/**
 * Records in `trx` what the change `by` made to the reservation since `before` (its row as the
 * transaction first read it), and answers it; nothing when nothing changed. The database raises
 * the reservation's calendar SEQUENCE with the row (0031), so every change, whoever makes it,
 * goes through here.
 */
export async function recordReservationChange(
  trx: Executor,
  before: ReservationRow,
  by: ChangeActor,
): Promise<ReservationFieldChange[]> {
  const fields = reservationChanges(...(await statesOf(trx, before)));
  if (fields.length === 0) return fields;
  await trx
    .insertInto('reservationChanges')
    .values({
      reservationId: before.id,
      changedAt: localNow(),
      changedBy: by,
      fields: JSON.stringify(fields),
    })
    .execute();
  return fields;
}

/** The history of reservation `id`, oldest first. */
export async function reservationHistory(db: Executor, id: number): Promise<ReservationChange[]> {
  const rows = await db
    .selectFrom('reservationChanges')
    .select(['changedAt', 'changedBy', 'fields'])
    .where('reservationId', '=', id)
    .orderBy('changedAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: row.changedAt,
    by: row.changedBy,
    fields: JSON.parse(row.fields) as ReservationFieldChange[],
  }));
}

/** The reservations with a change in the last `days` days. */
export const changedWithinDays =
  (days: number) =>
  ({ exists, selectFrom }: ExpressionBuilder<DB, 'reservations'>) =>
    exists(
      selectFrom('reservationChanges')
        .select('reservationChanges.id')
        .whereRef('reservationChanges.reservationId', '=', 'reservations.id')
        .where('reservationChanges.changedAt', '>=', changedSince(localNow(), days)),
    );
