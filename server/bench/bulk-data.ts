/** The bulk rows the benchmarks add next to the demo seed. */
import { FUEL_TYPES, TRANSMISSIONS } from '@rentacar/contract';
import { demoUsers } from '@rentacar/demo-data';
import { officeTimeZone, rentalPriceInCents, toCents } from '@rentacar/rules';
import { utcWallClock } from '@rentacar/rules/branches';
import { sql } from 'kysely';
import type { Database } from '../src/db/database.js';
import { seedIfEmpty } from '../src/db/seed.js';

export const VEHICLES = 10_000;
export const RESERVATIONS = 100_000;
const CHUNK = 500;

/** The bulk vehicle at `index` costs $10-$99 an hour, in cents as the database stores it. */
const benchPriceInCents = (index: number) => toCents(10 + (index % 90));

const pad = (value: number) => String(value).padStart(2, '0');
const isoLocal = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00:00`;

function* chunks<T>(count: number, make: (index: number) => T): Generator<T[]> {
  for (let start = 0; start < count; start += CHUNK) {
    yield Array.from({ length: Math.min(CHUNK, count - start) }, (_, offset) =>
      make(start + offset),
    );
  }
}

/**
 * Leaves the database as one that has been running for a while would be: fresh planner statistics
 * and, on PostgreSQL, vacuumed (autovacuum's work), which also merges the rows just added into the
 * trigram indexes instead of leaving them in the pending list every search would scan, and
 * checkpointed: the bulk rows' checkpoint otherwise ran on into the measurements (a `write=140 s`
 * checkpoint in the server's log), writing while every figure was taken.
 */
async function settle({ db, dialect }: Database) {
  if (dialect === 'sqlite') {
    await sql`analyze`.execute(db);
    return;
  }
  // Only this schema's tables: the database may hold other schemas.
  const tables = ['users', 'user_roles', 'cars', 'reservations', 'contact_messages'];
  await sql`vacuum analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
  await sql`checkpoint`.execute(db);
}

/** Adds the bulk rows next to the demo seed: ten reservations per vehicle, one a week. */
export async function fillDatabase(database: Database) {
  const { db } = database;
  await seedIfEmpty(database);
  const userIds = demoUsers.map((user) => user.id);
  // Week 0's bookings run from yesterday 09:00 to tomorrow 09:00, so none is picked up within the
  // next day whatever the hour: seeded from today 09:00 before 09:00, they queued 10,000 pick-up
  // reminders that the server rendered during the measurements (a fifth of its time).
  const start = new Date();
  start.setDate(start.getDate() - 1);
  start.setHours(9, 0, 0, 0);
  await db.transaction().execute(async (trx) => {
    const { maxId } = await trx
      .selectFrom('cars')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    const firstCarId = Number(maxId) + 1;
    const { id: branchId } = await trx
      .selectFrom('branches')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const zone = officeTimeZone();
    for (const rows of chunks(VEHICLES, (index) => ({
      id: firstCarId + index,
      model: `Bench Model ${String(index).padStart(5, '0')}`,
      doors: 2 + (index % 4),
      seats: 2 + (index % 7),
      luggage: index % 5,
      transmission: TRANSMISSIONS[index % TRANSMISSIONS.length]!,
      airConditioning: index % 3 === 0 ? 0 : 1,
      fuelType: FUEL_TYPES[index % FUEL_TYPES.length]!,
      age: index % 12,
      pricePerHour: benchPriceInCents(index),
      builtIn: 0,
      branchId,
    }))) {
      await trx.insertInto('cars').values(rows).execute();
    }
    for (const rows of chunks(RESERVATIONS, (index) => {
      const week = Math.floor(index / VEHICLES) - 5;
      const pickUp = new Date(start.getTime() + week * 7 * 86_400_000);
      const dropOff = new Date(pickUp.getTime() + 48 * 3_600_000);
      const interval = { pickUpTime: isoLocal(pickUp), dropOffTime: isoLocal(dropOff) };
      return {
        carId: firstCarId + (index % VEHICLES),
        userId: userIds[index % userIds.length]!,
        ...interval,
        pickUpAt: utcWallClock(interval.pickUpTime, zone),
        dropOffAt: utcWallClock(interval.dropOffTime, zone),
        pickUpLocation: 'Bench Airport',
        dropOffLocation: 'Bench Station',
        status: week < 0 ? 'DONE' : 'CREATED',
        totalPrice: rentalPriceInCents(interval, {
          pricePerHourCents: benchPriceInCents(index % VEHICLES),
        }),
      };
    })) {
      await trx.insertInto('reservations').values(rows).execute();
    }
  });
  await settle(database);
}

/** Adds `count` customers (`Bench User 00042`, `bench.user.00042@example.com`) with the Customer role. */
export async function addUsers(database: Database, count: number) {
  const { db } = database;
  await db.transaction().execute(async (trx) => {
    const { maxId } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    const firstUserId = Number(maxId) + 1;
    for (const rows of chunks(count, (index) => ({
      id: firstUserId + index,
      firstName: `Bench${String(index).padStart(6, '0')}`,
      lastName: 'User',
      email: `bench.user.${String(index).padStart(6, '0')}@example.com`,
      phoneNumber: '(555) 123-4567',
      address: `${index} Bench Street`,
      zipCode: '62701',
      // Never used to log in.
      passwordHash: 'not-a-password-hash',
      builtIn: 0,
    }))) {
      await trx.insertInto('users').values(rows).execute();
      await trx
        .insertInto('userRoles')
        .values(rows.map((row) => ({ userId: row.id, role: 'Customer' })))
        .execute();
    }
  });
  await settle(database);
}
