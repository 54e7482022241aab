import { localNow, normaliseEmail, toCents } from '@rentacar/rules';
import { utcWallClock } from '@rentacar/rules/branches';
import { createDemoData, demoImages, type DemoData } from '@rentacar/demo-data';
import { readDemoImage } from '@rentacar/demo-data/node';
import { sql, type Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { toBranchColumns } from '../branches/rows.js';
import { insertImage, webpCopies, type WebpCopy } from '../images.js';
import { toDbBoolean } from './schema.js';
import type { Database } from './database.js';
import type { DB } from './schema.js';

/** Tables in delete order (children first). */
const TABLES = [
  'reservations',
  'imageWebpCopies',
  'imageFiles',
  'userRoles',
  'contactMessages',
  'cars',
  'branches',
  'users',
] as const;
const TABLES_WITH_IDS = ['users', 'branches', 'cars', 'reservations', 'contactMessages'] as const;

interface StoredImage {
  data: Buffer;
  copies: WebpCopy[];
}

async function insertDemoData(
  trx: Transaction<DB>,
  data: DemoData,
  images: Map<string, StoredImage>,
) {
  // Hashing is deliberately slow: one hash per distinct (published) password.
  const passwords = [...new Set(data.users.map((user) => user.password))];
  const hashes = new Map(
    await Promise.all(
      passwords.map(async (password) => [password, await hashPassword(password)] as const),
    ),
  );
  await trx
    .insertInto('users')
    .values(
      data.users.map((user) => ({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: normaliseEmail(user.email),
        phoneNumber: user.phoneNumber,
        address: user.address,
        zipCode: user.zipCode,
        passwordHash: hashes.get(user.password)!,
        builtIn: toDbBoolean(user.builtIn),
        // The demo's accounts have proven addresses: the banner asking to confirm is for new ones.
        emailConfirmed: toDbBoolean(true),
      })),
    )
    .execute();
  await trx
    .insertInto('driverDetails')
    .values(data.users.map((user) => ({ userId: user.id, ...user.driver })))
    .execute();
  await trx
    .insertInto('userRoles')
    .values(data.users.flatMap((user) => user.roles.map((role) => ({ userId: user.id, role }))))
    .execute();
  await trx
    .insertInto('branches')
    .values(data.branches.map(({ id, ...branch }) => ({ id, ...toBranchColumns(branch) })))
    .execute();
  const zones = new Map(data.branches.map((branch) => [branch.id, branch.timeZone]));
  await trx
    .insertInto('cars')
    .values(
      data.vehicles.map(
        ({
          image: _image,
          builtIn,
          airConditioning,
          pricePerHour,
          pricePerDay,
          pricePerWeek,
          ...vehicle
        }) => ({
          ...vehicle,
          pricePerHour: toCents(pricePerHour),
          pricePerDay: pricePerDay === undefined ? null : toCents(pricePerDay),
          pricePerWeek: pricePerWeek === undefined ? null : toCents(pricePerWeek),
          airConditioning: toDbBoolean(airConditioning),
          builtIn: toDbBoolean(builtIn),
        }),
      ),
    )
    .execute();
  const createdAt = localNow();
  for (const vehicle of data.vehicles) {
    for (const imageId of vehicle.image) {
      const { data: bytes, copies } = images.get(imageId)!;
      await insertImage(
        trx,
        {
          id: imageId,
          carId: vehicle.id,
          contentType: 'image/png',
          data: bytes,
          size: bytes.length,
          createdAt,
        },
        copies,
      );
    }
  }
  await trx
    .insertInto('reservations')
    .values(
      data.reservations.map(({ totalPrice, ...reservation }) => ({
        ...reservation,
        pickUpAt: utcWallClock(reservation.pickUpTime, zones.get(reservation.pickUpBranchId!)!),
        dropOffAt: utcWallClock(reservation.dropOffTime, zones.get(reservation.dropOffBranchId!)!),
        totalPrice: toCents(totalPrice),
      })),
    )
    .execute();
  await trx.insertInto('contactMessages').values(data.contactMessages).execute();
}

/** PostgreSQL identities ignore explicit ids: each sequence moves past them, never back. */
async function advanceIdSequences(trx: Transaction<DB>) {
  for (const table of TABLES_WITH_IDS) {
    const name = sql.lit(table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    const sequence = sql`pg_get_serial_sequence(${name}, 'id')`;
    await sql`select setval(${sequence}, greatest(coalesce((select max(id) from ${sql.table(table)}), 0), nextval(${sequence})))`.execute(
      trx,
    );
  }
}

let demoImageFilesOnce: Promise<Map<string, StoredImage>> | undefined;

/** Encoded once per process: it takes a noticeable part of a second, and the tests seed often. */
function demoImageFiles(): Promise<Map<string, StoredImage>> {
  demoImageFilesOnce ??= Promise.all(
    demoImages.map(async ({ id }) => {
      const bytes = await readDemoImage(id);
      return [id, { data: bytes, copies: await webpCopies(bytes) }] as const;
    }),
  ).then(
    (entries) => new Map(entries),
    (error: unknown) => {
      demoImageFilesOnce = undefined; // the next seed tries again
      throw error;
    },
  );
  return demoImageFilesOnce;
}

export async function resetToDemoData(database: Database, now = new Date()): Promise<void> {
  const data = createDemoData(now);
  const images = await demoImageFiles();
  await database.db.transaction().execute(async (trx) => {
    for (const table of TABLES) await trx.deleteFrom(table).execute();
    await insertDemoData(trx, data, images);
    if (database.dialect === 'postgres') await advanceIdSequences(trx);
  });
}

/** Seeds the demo data on first start; returns whether it did. */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  const user = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (user !== undefined) return false;
  await resetToDemoData(database);
  return true;
}
