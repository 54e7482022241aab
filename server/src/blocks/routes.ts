import { API_MESSAGES, parameterProblemMessage, type BlockedPeriodInput } from '@rentacar/contract';
import { readBlockTimes } from '@rentacar/rules';
import { utcInterval } from '@rentacar/rules/branches';
import { findBranch } from '../branches/queries.js';
import type { Context } from '../context.js';
import type { Executor } from '../db/schema.js';
import { refusing } from '../db/violations.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { clashingBlocks, clashingReservations } from '../reservations/availability.js';
import { findCar } from '../vehicles/queries.js';
import { toBlockedPeriod } from './rows.js';

/**
 * The columns of a valid blocked period (its times on the vehicle's branch's clock), once no
 * CREATED reservation (409 listing them) nor other blocked period (409) of the vehicle is in its
 * way; `id` is the period being changed.
 */
async function checkedColumns(trx: Executor, input: BlockedPeriodInput, id?: number) {
  const times = readBlockTimes(input);
  if (!times.valid) throw badRequest(parameterProblemMessage(times));
  const car = await findCar(trx, input.carId);
  const { timeZone } = await findBranch(trx, car.branchId);
  const instants = utcInterval({ ...times.interval, pickUpZone: timeZone, dropOffZone: timeZone });
  // What the car's bookings hold, turnaround included, is in the block's way; the block adds none.
  const question = {
    carId: car.id,
    interval: instants,
    turnaroundMinutes: car.turnaroundMinutes,
    exceptBlockId: id,
  };
  const reservations = await clashingReservations(trx, question)
    .select(['id', 'pickUpTime', 'dropOffTime'])
    .orderBy('pickUpAt')
    .orderBy('id')
    .execute();
  if (reservations.length > 0) {
    throw new ApiError(409, API_MESSAGES.blockOverReservations, { reservations });
  }
  const block = await clashingBlocks(trx, question).select('id').limit(1).executeTakeFirst();
  if (block !== undefined) {
    throw new ApiError(409, API_MESSAGES.blockOverBlock, { reservations: [] });
  }
  return {
    carId: car.id,
    startTime: times.interval.pickUpTime,
    endTime: times.interval.dropOffTime,
    startAt: instants.pickUpTime,
    endAt: instants.dropOffTime,
    reason: input.reason,
  };
}

/** A period taken by a concurrent write the check could not yet see, as the database refused it. */
const unlessTaken = <Result>(write: Promise<Result>) =>
  refusing(
    'exclusion',
    new ApiError(409, API_MESSAGES.vehicleNotAvailable, { reservations: [] }),
    write,
  );

export function blockHandlers({ db }: Context): ResourceHandlers<'blocks'> {
  return {
    async listBlockedPeriods(request) {
      const { carId } = request.query;
      const rows = await db
        .selectFrom('blockedPeriods')
        .selectAll()
        .$if(carId !== undefined, (query) => query.where('carId', '=', carId!))
        .orderBy('startTime')
        .orderBy('id')
        .execute();
      return rows.map(toBlockedPeriod);
    },

    async createBlockedPeriod(request, reply) {
      const id = await db.transaction().execute(async (trx) => {
        const columns = await checkedColumns(trx, request.body);
        const row = await unlessTaken(
          trx
            .insertInto('blockedPeriods')
            .values(columns)
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        return row.id;
      });
      reply.code(201);
      return { message: API_MESSAGES.blockedPeriodSaved, success: true, id };
    },

    async updateBlockedPeriod(request) {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('blockedPeriods')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (existing === undefined) throw notFound(id);
        const columns = await checkedColumns(trx, request.body, id);
        await unlessTaken(
          trx.updateTable('blockedPeriods').set(columns).where('id', '=', id).execute(),
        );
      });
      return { message: API_MESSAGES.blockedPeriodUpdated, success: true };
    },

    async deleteBlockedPeriod(request) {
      const { id } = request.params;
      const { numDeletedRows } = await db
        .deleteFrom('blockedPeriods')
        .where('id', '=', id)
        .executeTakeFirst();
      if (numDeletedRows === 0n) throw notFound(id);
      return { message: API_MESSAGES.blockedPeriodDeleted, success: true };
    },
  };
}
