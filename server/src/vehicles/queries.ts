import { API_MESSAGES, type Vehicle } from '@rentacar/contract';
import { type BookingInterval, toCents } from '@rentacar/rules';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Context } from '../context.js';
import type { Executor } from '../db/schema.js';
import { ApiError, badRequest, imageNotFound, notFound } from '../errors.js';
import { containsText } from '../filters.js';
import { withImageCopyWidths } from '../images.js';
import { bookedCarIds } from '../reservations/availability.js';
import { toVehicle, type CarRow } from './rows.js';

export function oldestImageFirst<Tables, Table extends keyof Tables, Row>(
  query: SelectQueryBuilder<Tables, Table, Row>,
) {
  return query.orderBy(sql.ref('imageFiles.createdAt')).orderBy(sql.ref('imageFiles.id'));
}

export async function withImages(db: Executor, rows: CarRow[]): Promise<Vehicle[]> {
  if (rows.length === 0) return [];
  const images = await db
    .selectFrom('imageFiles')
    .select(['id', 'carId'])
    .where('carId', 'in', [...new Set(rows.map((row) => row.id))])
    .$call(oldestImageFirst)
    .execute();
  const byCar = new Map<number, string[]>();
  for (const image of images) {
    if (image.carId === null) continue;
    const ids = byCar.get(image.carId) ?? [];
    ids.push(image.id);
    byCar.set(image.carId, ids);
  }
  return withImageCopyWidths(
    db,
    rows.map((row) => toVehicle(row, byCar.get(row.id) ?? [])),
  );
}

export async function findCar(db: Executor, id: number): Promise<CarRow> {
  const row = await db.selectFrom('cars').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound(id);
  return row;
}

/** A vehicle an administrator may change: the demo's built-in ones stay as they are. */
export async function findEditableCar(db: Executor, id: number): Promise<CarRow> {
  const row = await findCar(db, id);
  if (row.builtIn) throw badRequest(API_MESSAGES.builtIn);
  return row;
}

/** One conditional update, so two vehicles racing for the same image cannot both get it. */
export async function attachImage(db: Executor, imageId: string, carId: number) {
  const { numUpdatedRows } = await db
    .updateTable('imageFiles')
    .set({ carId })
    .where('id', '=', imageId)
    .where((eb) => eb.or([eb('carId', 'is', null), eb('carId', '=', carId)]))
    .executeTakeFirst();
  if (numUpdatedRows > 0n) return;
  const image = await db
    .selectFrom('imageFiles')
    .select('id')
    .where('id', '=', imageId)
    .executeTakeFirst();
  if (image === undefined) throw imageNotFound(imageId);
  throw new ApiError(409, API_MESSAGES.imageInUse);
}

export interface CarFilters {
  q?: string;
  transmission?: string[];
  fuelType?: string[];
  minSeats?: number;
  maxPricePerHour?: number;
  /** Only the cars free during this interval (UTC wall-clock times), as a booking checks it. */
  freeDuring?: BookingInterval;
  /** Only the cars of this branch; null (an unknown branch) matches none. */
  branchId?: number | null;
}

export function carsMatching(
  context: Context,
  { q, transmission, fuelType, minSeats, maxPricePerHour, freeDuring, branchId }: CarFilters,
) {
  const { db, dialect } = context;
  return db
    .selectFrom('cars')
    .selectAll()
    .$if(branchId === null, (query) => query.where(sql<boolean>`1 = 0`))
    .$if(typeof branchId === 'number', (query) => query.where('branchId', '=', branchId!))
    .$if(q !== undefined, (query) => query.where(containsText(dialect, q!, ['model'])))
    .$if(transmission !== undefined, (query) => query.where('transmission', 'in', transmission!))
    .$if(fuelType !== undefined, (query) => query.where('fuelType', 'in', fuelType!))
    .$if(minSeats !== undefined, (query) => query.where('seats', '>=', minSeats!))
    .$if(maxPricePerHour !== undefined, (query) =>
      query.where('pricePerHour', '<=', toCents(maxPricePerHour!)),
    )
    .$if(freeDuring !== undefined, (query) =>
      query.where('id', 'not in', bookedCarIds(context, freeDuring!)),
    );
}
