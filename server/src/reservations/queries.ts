import {
  API_MESSAGES,
  type AdminReservation,
  type QuoteLine,
  type ReservationWithCar,
} from '@rentacar/contract';
import { personName } from '@rentacar/rules';
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { DialectName } from '../db/database.js';
import type { DB, Executor } from '../db/schema.js';
import { refusing } from '../db/violations.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import { withImages } from '../vehicles/queries.js';
import { isCarFree } from './availability.js';
import {
  toAdditionalDriver,
  toPriceLine,
  toPriceLineRows,
  toReservation,
  type ReservationRow,
  type ReservationsTable,
} from './rows.js';

/** Reservations with their full vehicle, in the order of `rows`: the vehicles in one round trip. */
export async function withCars(
  db: Executor,
  rows: ReservationRow[],
): Promise<ReservationWithCar[]> {
  if (rows.length === 0) return [];
  const cars = await db
    .selectFrom('cars')
    .selectAll()
    .where('id', 'in', [...new Set(rows.map((row) => row.carId))])
    .execute();
  const vehicles = new Map((await withImages(db, cars)).map((vehicle) => [vehicle.id, vehicle]));
  return rows.map((row) => {
    const car = vehicles.get(row.carId);
    if (car === undefined) throw new Error(`Reservation ${row.id} has no car ${row.carId}`);
    return { ...toReservation(row), car };
  });
}

export async function withCustomerNames(
  db: Executor,
  reservations: ReservationWithCar[],
): Promise<AdminReservation[]> {
  if (reservations.length === 0) return [];
  const customers = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', [...new Set(reservations.map((reservation) => reservation.userId))])
    .execute();
  const names = new Map(customers.map((user) => [user.id, personName(user)]));
  return reservations.map((reservation) => ({
    ...reservation,
    customerName: names.get(reservation.userId) ?? '',
  }));
}

/** `lock` (PostgreSQL; SQLite's writes never interleave) makes a concurrent change wait. */
export async function findReservation(
  db: Executor,
  dialect: DialectName,
  id: number,
  { userId, lock = false }: { userId?: number; lock?: boolean } = {},
): Promise<ReservationRow> {
  const query = db
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', id)
    .$if(userId !== undefined, (query) => query.where('userId', '=', userId!));
  const row = await (lock && dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  // Another user's reservation is reported as unknown: its existence is not revealed.
  if (row === undefined) throw notFound(id);
  return row;
}

/** The car and the customer in one statement; a customer deleted since the guard gets its 401. */
export async function carAndCustomer(db: Executor, carId: number, userId: number) {
  const row = await db
    .selectFrom('cars')
    .leftJoin('users', (join) => join.on('users.id', '=', userId))
    .selectAll('cars')
    .select(['users.email', 'users.firstName', 'users.lastName', 'users.language'])
    .where('cars.id', '=', carId)
    .executeTakeFirst();
  if (row === undefined) throw notFound(carId);
  const { email, firstName, lastName, language, ...car } = row;
  if (email === null || firstName === null || lastName === null || language === null) {
    throw new ApiError(401, API_MESSAGES.invalidToken);
  }
  return { car, customer: { email, firstName, lastName, language } };
}

/** Runs `write` once the car is free, else 400, as when the exclusion constraint refuses it. */
export async function writeIfCarFree<Result>(
  trx: Executor,
  question: Parameters<typeof isCarFree>[1],
  write: () => Promise<Result>,
): Promise<Result> {
  const refusal = badRequest(API_MESSAGES.vehicleNotAvailable);
  if (!(await isCarFree(trx, question))) throw refusal;
  return refusing('exclusion', refusal, write());
}

export type Booking = Insertable<ReservationsTable>;

/**
 * The reservations picked up or returned at a branch; one made before branches counts at its
 * vehicle's branch. Null (an unknown branch) matches none.
 */
export const reservationsAtBranch =
  (branchId: number | null) => (eb: ExpressionBuilder<DB, 'reservations'>) =>
    branchId === null
      ? sql<boolean>`1 = 0`
      : eb.or([
          eb('reservations.pickUpBranchId', '=', branchId),
          eb('reservations.dropOffBranchId', '=', branchId),
          eb.and([
            eb('reservations.pickUpBranchId', 'is', null),
            eb(
              'reservations.carId',
              'in',
              eb.selectFrom('cars').select('cars.id').where('cars.branchId', '=', branchId),
            ),
          ]),
        ]);

/** A reservation's additional drivers, in their order. */
export async function findAdditionalDrivers(db: Executor, reservationId: number) {
  const rows = await db
    .selectFrom('additionalDrivers')
    .selectAll()
    .where('reservationId', '=', reservationId)
    .orderBy('position')
    .execute();
  return rows.map(toAdditionalDriver);
}

/** Replaces a reservation's price lines by `lines`, in their order. */
export async function storePriceLines(
  trx: Executor,
  reservationId: number,
  lines: readonly QuoteLine[],
) {
  await trx
    .deleteFrom('reservationPriceLines')
    .where('reservationId', '=', reservationId)
    .execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('reservationPriceLines')
    .values(toPriceLineRows(reservationId, lines))
    .execute();
}

/** A reservation's price lines in their order; none for one booked before they were kept. */
export async function findPriceLines(db: Executor, reservationId: number) {
  const rows = await db
    .selectFrom('reservationPriceLines')
    .selectAll()
    .where('reservationId', '=', reservationId)
    .orderBy('position')
    .execute();
  return rows.map(toPriceLine);
}
