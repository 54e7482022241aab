import { API_MESSAGES, type VehicleInput } from '@rentacar/api';
import { ApiError, badRequest, imageNotFound, notFound } from '../errors.js';
import type { OperationHandlers } from '../operations.js';
import { containsText, type Optional } from '../filters.js';
import { fetchPage } from '../paging.js';
import {
  deleteUnlessReferenced,
  toDbBoolean,
  withImages,
  type Context,
  type Executor,
} from '../records.js';

type VehicleOperations =
  | 'listVehicles'
  | 'getVehicle'
  | 'listAllVehicles'
  | 'createVehicle'
  | 'updateVehicle'
  | 'deleteVehicle';

function vehicleColumns(vehicle: VehicleInput) {
  return {
    model: vehicle.model,
    doors: vehicle.doors,
    seats: vehicle.seats,
    luggage: vehicle.luggage,
    transmission: vehicle.transmission,
    airConditioning: toDbBoolean(vehicle.airConditioning),
    fuelType: vehicle.fuelType,
    age: vehicle.age,
    pricePerHour: vehicle.pricePerHour,
  };
}

async function findCar(db: Executor, id: number) {
  const row = await db.selectFrom('cars').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound(id);
  return row;
}

async function findEditableCar(db: Executor, id: number) {
  const row = await findCar(db, id);
  if (row.builtIn) throw badRequest(API_MESSAGES.builtIn);
  return row;
}

/**
 * Makes `imageId` an image of `carId`. One conditional update, so two vehicles racing for the
 * same image cannot both get it; when nothing was updated, tells unknown from taken.
 */
async function attachImage(db: Executor, imageId: string, carId: number) {
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

export function vehicleHandlers({
  db,
  dialect,
}: Context): Pick<OperationHandlers, VehicleOperations> {
  return {
    async listVehicles(request) {
      const search: Optional<string> = request.query.q;
      const query = db
        .selectFrom('cars')
        .selectAll()
        .$if(search !== undefined, (query) =>
          query.where(containsText(dialect, search!, ['model'])),
        );
      return fetchPage(query, request.query, (rows) => withImages(db, rows));
    },

    async getVehicle(request) {
      const [vehicle] = await withImages(db, [await findCar(db, request.params.id)]);
      return vehicle!;
    },

    async listAllVehicles() {
      const rows = await db.selectFrom('cars').selectAll().orderBy('model').orderBy('id').execute();
      return withImages(db, rows);
    },

    async createVehicle(request, reply) {
      const { imageId } = request.params;
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('cars')
          .values({ ...vehicleColumns(request.body), builtIn: toDbBoolean(false) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await attachImage(trx, imageId, id);
      });
      reply.code(201);
      return { message: API_MESSAGES.vehicleSaved, success: true };
    },

    async updateVehicle(request) {
      const { id, imageId } = request.query;
      await db.transaction().execute(async (trx) => {
        await findEditableCar(trx, id);
        await attachImage(trx, imageId, id);
        await trx
          .updateTable('cars')
          .set(vehicleColumns(request.body))
          .where('id', '=', id)
          .execute();
        // The vehicle's images become exactly [imageId]; the client deletes the old file itself.
        await trx
          .updateTable('imageFiles')
          .set({ carId: null })
          .where('carId', '=', id)
          .where('id', '!=', imageId)
          .execute();
      });
      return { message: API_MESSAGES.vehicleUpdated, success: true };
    },

    async deleteVehicle(request) {
      const { id } = request.params;
      await findEditableCar(db, id);
      // Its image files go with it (cascade).
      await deleteUnlessReferenced(
        db.deleteFrom('cars').where('id', '=', id).execute(),
        "Car couldn't be deleted. Car is used by a reservation",
      );
      return { message: API_MESSAGES.vehicleDeleted, success: true };
    },
  };
}
