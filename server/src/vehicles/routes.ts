import { API_MESSAGES, parameterProblemMessage, type VehicleInput } from '@rentacar/contract';
import {
  officeTimeZone,
  readAvailabilityFilter,
  tooCloseForTurnaround,
  type BookingInterval,
  type RequestIntervalCheck,
} from '@rentacar/rules';
import { readZonedAvailabilityWindow, utcInterval } from '@rentacar/rules/branches';
import { DEFAULT_MINIMUM_LICENSE_YEARS, youngDriverTermsProblem } from '@rentacar/rules/drivers';
import {
  branchIdOfSlug,
  branchOfNewVehicle,
  findBranch,
  namedBranch,
} from '../branches/queries.js';
import type { Context } from '../context.js';
import { toDbBoolean, type Executor } from '../db/schema.js';
import { deleteUnlessReferenced, refusing } from '../db/violations.js';
import { ApiError, badRequest, imageNotFound } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { countRows, fetchPage, tableRowCount } from '../paging.js';
import { bookedCarIds, occupiedPeriods } from '../reservations/availability.js';
import { attachImage, carsMatching, findCar, findEditableCar, withImages } from './queries.js';
import { toCarColumns, type CarRow } from './rows.js';

/** A request interval the shared rules found valid; otherwise the 400 naming its parameter. */
function validInterval(check: RequestIntervalCheck) {
  if (!check.valid) throw badRequest(parameterProblemMessage(check));
  return check.interval;
}

/** A local interval of one zone as the instants the reservations are compared on. */
const instantsOf = (interval: BookingInterval, zone: string) =>
  utcInterval({ ...interval, pickUpZone: zone, dropOffZone: zone });

/** The columns of a vehicle input whose young-driver terms come together; else the 400. */
function carColumns(vehicle: VehicleInput) {
  const problem = youngDriverTermsProblem(vehicle);
  if (problem !== undefined) throw badRequest(parameterProblemMessage(problem));
  return toCarColumns(vehicle);
}

/** A plate another vehicle has is a 409. */
const unlessPlateTaken = <Result>(write: Promise<Result>) =>
  refusing('unique', new ApiError(409, API_MESSAGES.licensePlateTaken), write);

export interface VehicleContext extends Context {
  /** A new vehicle's minimum driver age when its input names none. */
  minimumDriverAge: number;
  /** A new vehicle's turnaround when its input names none. */
  turnaroundMinutes: number;
}

/**
 * A changed turnaround must leave no booking of the car within another's turnaround, nor a
 * turnaround in a blocked period: 409 listing the CREATED reservations that would.
 */
async function assertTurnaroundFits(trx: Executor, carId: number, turnaroundMinutes: number) {
  const bookings = await trx
    .selectFrom('reservations')
    .select(['id', 'pickUpTime', 'dropOffTime', 'pickUpAt', 'dropOffAt'])
    .where('carId', '=', carId)
    .where('status', '=', 'CREATED')
    .orderBy('pickUpAt')
    .orderBy('id')
    .execute();
  const blocks = await trx
    .selectFrom('blockedPeriods')
    .select(['startAt as pickUpTime', 'endAt as dropOffTime'])
    .where('carId', '=', carId)
    .execute();
  const instants = bookings.map((booking) => ({
    booking,
    pickUpTime: booking.pickUpAt,
    dropOffTime: booking.dropOffAt,
  }));
  const tooClose = tooCloseForTurnaround(instants, blocks, turnaroundMinutes);
  if (tooClose.length === 0) return;
  const reservations = tooClose.map(({ booking: { id, pickUpTime, dropOffTime } }) => ({
    id,
    pickUpTime,
    dropOffTime,
  }));
  throw new ApiError(409, API_MESSAGES.turnaroundOverReservations, { reservations });
}

/** A turnaround a concurrent booking made too close, as the database refused it. */
const unlessTurnaroundClashes = <Result>(write: Promise<Result>) =>
  refusing(
    'exclusion',
    new ApiError(409, API_MESSAGES.turnaroundOverReservations, { reservations: [] }),
    write,
  );

export function vehicleHandlers(context: VehicleContext): ResourceHandlers<'vehicles'> {
  const { db } = context;
  return {
    async listVehicles(request) {
      const { page, size, sort, direction, availableFrom, availableTo, branch, ...others } =
        request.query;
      const availability = readAvailabilityFilter(availableFrom, availableTo);
      const branchId =
        branch === undefined ? undefined : ((await branchIdOfSlug(db, branch)) ?? null);
      // The times are the branch's wall-clock ones when a branch is asked for, else the office's.
      const zone =
        typeof branchId === 'number' ? (await findBranch(db, branchId)).timeZone : officeTimeZone();
      const freeDuring = availability && instantsOf(validInterval(availability), zone);
      const otherFilters = { ...others, branchId };
      const filtered = Object.values(otherFilters).some((value) => value !== undefined);
      const matching = carsMatching(context, otherFilters);
      const countMatching = () => (filtered ? countRows(matching) : tableRowCount(db, 'cars'));
      // The free vehicles are the matching ones less the booked matching ones: the booked are
      // few, where counting the free ones reads every matching vehicle again.
      const count = freeDuring
        ? async () =>
            (await countMatching()) -
            (await countRows(matching.where('id', 'in', bookedCarIds(context, freeDuring))))
        : countMatching;
      return fetchPage(
        carsMatching(context, { ...otherFilters, freeDuring }),
        { page, size, sort, direction },
        (rows: CarRow[]) => withImages(db, rows),
        count,
      );
    },

    async getVehicleAvailability(request) {
      const { id } = request.params;
      const { from, to } = request.query;
      const car = await findCar(db, id);
      const { timeZone } = await findBranch(db, car.branchId);
      const window = validInterval(readZonedAvailabilityWindow(from, to, timeZone));
      const booked = await occupiedPeriods(db, {
        interval: instantsOf(window, timeZone),
        carId: id,
        turnaroundMinutes: car.turnaroundMinutes,
      });
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
        // The image's refusals come first, as before branches.
        const image = await trx
          .selectFrom('imageFiles')
          .select('carId')
          .where('id', '=', imageId)
          .executeTakeFirst();
        if (image === undefined) throw imageNotFound(imageId);
        if (image.carId !== null) throw new ApiError(409, API_MESSAGES.imageInUse);
        const branchId = await branchOfNewVehicle(trx, request.body.branchId);
        const { id } = await unlessPlateTaken(
          trx
            .insertInto('cars')
            .values({
              ...carColumns(request.body),
              minimumDriverAge: request.body.minimumDriverAge ?? context.minimumDriverAge,
              minimumLicenseYears:
                request.body.minimumLicenseYears ?? DEFAULT_MINIMUM_LICENSE_YEARS,
              turnaroundMinutes: request.body.turnaroundMinutes ?? context.turnaroundMinutes,
              branchId,
              builtIn: toDbBoolean(false),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await attachImage(trx, imageId, id);
      });
      reply.code(201);
      return { message: API_MESSAGES.vehicleSaved, success: true };
    },

    async updateVehicle(request) {
      const { id, imageId } = request.query;
      await db.transaction().execute(async (trx) => {
        const car = await findEditableCar(trx, id);
        const {
          branchId = car.branchId,
          minimumDriverAge = car.minimumDriverAge,
          minimumLicenseYears = car.minimumLicenseYears,
          turnaroundMinutes = car.turnaroundMinutes,
        } = request.body;
        if (branchId !== car.branchId) await namedBranch(trx, branchId, 'branchId');
        const turnaroundChanged = turnaroundMinutes !== car.turnaroundMinutes;
        if (turnaroundChanged) await assertTurnaroundFits(trx, id, turnaroundMinutes);
        await attachImage(trx, imageId, id);
        const update = trx
          .updateTable('cars')
          .set({
            ...carColumns(request.body),
            branchId,
            minimumDriverAge,
            minimumLicenseYears,
            turnaroundMinutes,
          })
          .where('id', '=', id)
          .execute();
        await unlessPlateTaken(turnaroundChanged ? unlessTurnaroundClashes(update) : update);
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
