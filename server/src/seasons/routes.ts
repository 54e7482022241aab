import {
  API_MESSAGES,
  parameterProblemMessage,
  seasonOverlapMessage,
  type SeasonInput,
} from '@rentacar/contract';
import { overlappingSeason, seasonInputProblem } from '@rentacar/rules';
import type { Context } from '../context.js';
import type { Executor } from '../db/schema.js';
import { breaks } from '../db/violations.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { allSeasons } from './queries.js';

/**
 * The columns of a valid season that shares no day with another (409 naming the earliest such
 * season); `id` is the season being changed.
 */
async function checkedColumns(trx: Executor, input: SeasonInput, id?: number) {
  const problem = seasonInputProblem(input);
  if (problem !== undefined) throw badRequest(parameterProblemMessage(problem));
  const overlapped = overlappingSeason(input, await allSeasons(trx), id);
  if (overlapped !== undefined) throw new ApiError(409, seasonOverlapMessage(overlapped));
  const { name, startDate, endDate, percent } = input;
  return { name, startDate, endDate, percent };
}

/**
 * How often a write is tried. The database refuses a season a concurrent write took the days of
 * before the check could see it; once that write has committed, the next try's check names it.
 * A writer PostgreSQL aborts as a deadlock may try before the other committed, so once more.
 */
const WRITE_TRIES = 3;

export function seasonHandlers({ db }: Context): ResourceHandlers<'seasons'> {
  /** `write` in a transaction, tried again while the database refuses it as an overlap. */
  async function checkedWrite<Result>(write: (trx: Executor) => Promise<Result>): Promise<Result> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await db.transaction().execute(write);
      } catch (error) {
        if (tried === WRITE_TRIES || !breaks('exclusion', error)) throw error;
      }
    }
  }

  return {
    async listSeasons() {
      return allSeasons(db);
    },

    async createSeason(request, reply) {
      const id = await checkedWrite(async (trx) => {
        const columns = await checkedColumns(trx, request.body);
        const row = await trx
          .insertInto('seasons')
          .values(columns)
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      reply.code(201);
      return { message: API_MESSAGES.seasonCreated, success: true, id };
    },

    async updateSeason(request) {
      const { id } = request.params;
      await checkedWrite(async (trx) => {
        const existing = await trx
          .selectFrom('seasons')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (existing === undefined) throw notFound(id);
        const columns = await checkedColumns(trx, request.body, id);
        await trx.updateTable('seasons').set(columns).where('id', '=', id).execute();
      });
      return { message: API_MESSAGES.seasonUpdated, success: true };
    },

    async deleteSeason(request) {
      const { id } = request.params;
      const { numDeletedRows } = await db
        .deleteFrom('seasons')
        .where('id', '=', id)
        .executeTakeFirst();
      if (numDeletedRows === 0n) throw notFound(id);
      return { message: API_MESSAGES.seasonDeleted, success: true };
    },
  };
}
