import {
  API_MESSAGES,
  type OperationQuery,
  parameterProblemMessage,
  type VehicleInput,
} from '@rentacar/contract';
import {
  type BookingInterval,
  readAvailabilityFilter,
  readAvailabilityWindow,
  type RequestIntervalCheck,
  toCents,
} from '@rentacar/rules';
import { bookedCarIds, overlappingReservations } from '../bookings.js';
import { ApiError, badRequest, imageNotFound, notFound } from '../errors.js';
import type { CarRow, Executor } from '../db/schema.js';
import { PLANNED_PER_RUN } from '../db/database.js';
import type { ResourceHandlers } from '../operations.js';
import { containsText } from '../filters.js';
import { idSet } from '../db/id-sets.js';
import { fetchPage, FilteredCounts, PagedQuery, tableRowCount } from '../paging.js';
import { prepared } from '../db/prepared.js';
import { deleteUnlessReferenced, toDbBoolean, withImages, type Context } from '../records.js';

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
    pricePerHour: toCents(vehicle.pricePerHour),
  };
}

const carById = prepared((db, bind) =>
  db.selectFrom('cars').selectAll().where('id', '=', bind<number>('id')),
);

async function findCar(db: Executor, id: number) {
  const row = await carById.executeTakeFirst(db, { id });
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

/** A request interval the shared rules found valid; otherwise the 400 naming its parameter. */
function validInterval(check: RequestIntervalCheck) {
  if (!check.valid) throw badRequest(parameterProblemMessage(check));
  return check.interval;
}

type VehicleFilters = Omit<OperationQuery<'listVehicles'>, 'page' | 'size' | 'sort' | 'direction'>;
type CarFilters = Omit<VehicleFilters, 'availableFrom' | 'availableTo'>;

/**
 * The vehicles matching the list's optional filters other than availability (the contract
 * validated each value), and whether any of those filters was sent. How many vehicles the values
 * match decides the plan, so a filtered list is planned per run.
 */
function carsMatching({ db, dialect }: Context, filters: CarFilters) {
  const { q, transmission, fuelType, minSeats, maxPricePerHour } = filters;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const cars = db
    .selectFrom('cars')
    .selectAll()
    .$if(filtered, (query) => query.modifyEnd(PLANNED_PER_RUN))
    .$if(q !== undefined, (query) => query.where(containsText(dialect, q!, ['model'])))
    .$if(transmission !== undefined, (query) => query.where('transmission', 'in', transmission!))
    .$if(fuelType !== undefined, (query) => query.where('fuelType', 'in', fuelType!))
    .$if(minSeats !== undefined, (query) => query.where('seats', '>=', minSeats!))
    .$if(maxPricePerHour !== undefined, (query) =>
      query.where('pricePerHour', '<=', toCents(maxPricePerHour!)),
    );
  return { cars, filtered };
}

type CarsQuery = ReturnType<typeof carsMatching>['cars'];

/**
 * The free ones of `cars` and how many there are: the matching cars minus the booked matching
 * ones, which reads few rows where counting the free cars reads every matching one, and both
 * counts are kept while the vehicles do not change (`matchingCounts`). Every booked car exists
 * (`car_id` references it), so without other filters all of them match.
 */
async function freeCars(
  context: Context,
  cars: CarsQuery,
  matchingCounts: FilteredCounts | undefined,
  interval: BookingInterval,
) {
  const bookedIds = await bookedCarIds(context, interval);
  const booked = idSet(context.dialect, bookedIds);
  const count = async () => {
    if (matchingCounts === undefined) {
      return (await tableRowCount(context.db, 'cars')) - bookedIds.length;
    }
    const [matching, bookedMatching] = await matchingCounts.countEach([
      cars,
      cars.where('cars.id', 'in', booked),
    ]);
    return matching! - bookedMatching!;
  };
  return { free: cars.where('cars.id', 'not in', booked), count };
}

export function vehicleHandlers(context: Context): ResourceHandlers<'vehicles'> {
  const { db } = context;
  const allCars = new PagedQuery(db, carsMatching(context, {}).cars, {
    table: 'cars',
    dialect: context.dialect,
    genericPlans: context.genericPlans,
  });
  const filteredCounts = new FilteredCounts(db, 'cars');
  return {
    async listVehicles(request) {
      const { page, size, sort, direction, ...filters } = request.query;
      const { availableFrom, availableTo, ...carFilters } = filters as VehicleFilters;
      const availability = readAvailabilityFilter(availableFrom, availableTo);
      const freeDuring = availability && validInterval(availability);
      const { cars, filtered: otherFilters } = carsMatching(context, carFilters);
      const pageRequest = { page, size, sort, direction };
      const toVehicles = (rows: CarRow[]) => withImages(db, rows);
      const matchingCounts = otherFilters ? filteredCounts : undefined;
      if (freeDuring === undefined) {
        if (matchingCounts === undefined) {
          return fetchPage(allCars, pageRequest, toVehicles);
        }
        const count = () => matchingCounts.count(cars);
        return fetchPage(new PagedQuery(db, cars), pageRequest, toVehicles, count);
      }
      const { free, count } = await freeCars(context, cars, matchingCounts, freeDuring);
      return fetchPage(new PagedQuery(db, free), pageRequest, toVehicles, count);
    },

    async getVehicleAvailability(request) {
      const { id } = request.params;
      const { from, to } = request.query as OperationQuery<'getVehicleAvailability'>;
      const window = validInterval(readAvailabilityWindow(from, to));
      await findCar(db, id);
      const booked = await overlappingReservations(db, window)
        .select(['pickUpTime', 'dropOffTime'])
        .where('carId', '=', id)
        .orderBy('pickUpTime')
        .orderBy('id')
        .execute();
      return { carId: id, from: window.pickUpTime, to: window.dropOffTime, booked };
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
        API_MESSAGES.vehicleInUse,
      );
      return { message: API_MESSAGES.vehicleDeleted, success: true };
    },
  };
}
