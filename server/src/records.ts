import {
  ROLES,
  type AdminReservation,
  type ContactMessage,
  type FuelType,
  type Reservation,
  type ReservationStatus,
  type ReservationWithCar,
  type Role,
  type Transmission,
  type User,
  type Vehicle,
} from '@rentacar/contract';
import { fromCents, personName } from '@rentacar/rules';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DialectName } from './db/database.js';
import type {
  CarRow,
  ContactMessageRow,
  DB,
  Executor,
  ReservationRow,
  UserRow,
} from './db/schema.js';
import { prepared } from './db/prepared.js';
import { badRequest } from './errors.js';
import { madeOnce } from './maps.js';

/** What every handler works with. */
export interface Context {
  db: Kysely<DB>;
  /** `db` for statements whose plan does not depend on their values (`Database.genericPlans`). */
  genericPlans: Kysely<DB>;
  dialect: DialectName;
}

/** Booleans go into both databases as 1/0 (SQLite cannot bind booleans). */
export const toDbBoolean = (value: boolean) => (value ? 1 : 0);

export function toUser(row: UserRow, roles: Role[]): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    zipCode: row.zipCode,
    builtIn: Boolean(row.builtIn),
    emailConfirmed: Boolean(row.emailConfirmed),
    roles: ROLES.filter((role) => roles.includes(role)),
    language: row.language,
  };
}

/** Users with their roles, in the order of `rows`. */
export async function withRoles(db: Executor, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const roleRows = await db
    .selectFrom('userRoles')
    .select(['userId', 'role'])
    .where(
      'userId',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) =>
    toUser(
      row,
      roleRows
        .filter((roleRow) => roleRow.userId === row.id)
        .map((roleRow) => roleRow.role as Role),
    ),
  );
}

export function toVehicle(row: CarRow, image: string[]): Vehicle {
  return {
    id: row.id,
    model: row.model,
    doors: row.doors,
    seats: row.seats,
    luggage: row.luggage,
    transmission: row.transmission as Transmission,
    airConditioning: Boolean(row.airConditioning),
    fuelType: row.fuelType as FuelType,
    age: row.age,
    pricePerHour: fromCents(row.pricePerHour),
    image,
    builtIn: Boolean(row.builtIn),
  };
}

/** The order a vehicle's images are listed in, for a query reading `image_files`: oldest first. */
function oldestImageFirst<Database, Tables extends keyof Database, Row>(
  query: SelectQueryBuilder<Database, Tables, Row>,
) {
  return query.orderBy(sql.ref('imageFiles.createdAt')).orderBy(sql.ref('imageFiles.id'));
}

const imagesOfCars = prepared((db, bind) =>
  db
    .selectFrom('imageFiles')
    .select(['id', 'carId'])
    .where('carId', 'in', bind.idSet('carIds'))
    .$call(oldestImageFirst),
);

/** Vehicles with their image ids (oldest first), in the order of `rows`. */
export async function withImages(db: Executor, rows: CarRow[]): Promise<Vehicle[]> {
  if (rows.length === 0) return [];
  const images = await imagesOfCars.execute(db, {
    carIds: [...new Set(rows.map((row) => row.id))],
  });
  const byCar = new Map<number, string[]>();
  for (const image of images) {
    if (image.carId !== null) madeOnce(byCar, image.carId, () => []).push(image.id);
  }
  return rows.map((row) => toVehicle(row, byCar.get(row.id) ?? []));
}

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    carId: row.carId,
    userId: row.userId,
    pickUpTime: row.pickUpTime,
    dropOffTime: row.dropOffTime,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    status: row.status as ReservationStatus,
    totalPrice: fromCents(row.totalPrice),
  };
}

/**
 * Cars by id with their image ids, one row per image (oldest first) or one row without an image:
 * a reservation list's vehicles in one round trip.
 */
const carsWithImageIds = prepared((db, bind) =>
  db
    .selectFrom('cars')
    .leftJoin('imageFiles', 'imageFiles.carId', 'cars.id')
    .selectAll('cars')
    .select('imageFiles.id as imageId')
    .where('cars.id', 'in', bind.idSet('ids'))
    .$call(oldestImageFirst),
);

/** Reservations with their full vehicle, in the order of `rows`. */
export async function withCars(
  db: Executor,
  rows: ReservationRow[],
): Promise<ReservationWithCar[]> {
  if (rows.length === 0) return [];
  const carRows = await carsWithImageIds.execute(db, {
    ids: [...new Set(rows.map((row) => row.carId))],
  });
  const vehicles = new Map<number, Vehicle>();
  for (const { imageId, ...car } of carRows) {
    const vehicle = madeOnce(vehicles, car.id, () => toVehicle(car, []));
    if (imageId !== null) vehicle.image.push(imageId);
  }
  return rows.map((row) => {
    const car = vehicles.get(row.carId);
    if (car === undefined) throw new Error(`Reservation ${row.id} has no car ${row.carId}`);
    return { ...toReservation(row), car };
  });
}

const customerNames = prepared((db, bind) =>
  db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', bind.idSet('ids')),
);

/** Reservations with their customer's first and last name, for the administrator's list. */
export async function withCustomerNames(
  db: Executor,
  reservations: ReservationWithCar[],
): Promise<AdminReservation[]> {
  if (reservations.length === 0) return [];
  const customers = await customerNames.execute(db, {
    ids: [...new Set(reservations.map((reservation) => reservation.userId))],
  });
  const names = new Map(customers.map((user) => [user.id, personName(user)]));
  return reservations.map((reservation) => ({
    ...reservation,
    customerName: names.get(reservation.userId) ?? '',
  }));
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { id: row.id, name: row.name, email: row.email, subject: row.subject, body: row.body };
}

/** Unique-constraint violations of both databases (a concurrent duplicate slipped past a check). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A delete refused because other rows still reference the row. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * Deletes a row that reservations may reference. The foreign key decides, so a reservation made
 * between a check and the delete cannot slip through; a refusal becomes a 400 with `refusal`.
 */
export async function deleteUnlessReferenced(deletion: Promise<unknown>, refusal: string) {
  try {
    await deletion;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(refusal);
    throw error;
  }
}
