import { API_MESSAGES, parameterProblemMessage, type BranchInput } from '@rentacar/contract';
import { localNow } from '@rentacar/rules';
import { branchInputProblem } from '@rentacar/rules/branches';
import type { Context } from '../context.js';
import { refusing } from '../db/violations.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { allBranches, findBranch } from './queries.js';
import { toBranch, toBranchColumns } from './rows.js';

/** What the contract cannot state about a branch; the 400 naming the field. */
function checkedColumns(input: BranchInput) {
  const problem = branchInputProblem(input);
  if (problem !== undefined) throw badRequest(parameterProblemMessage(problem));
  return toBranchColumns(input);
}

/** A slug another branch has is a 409. */
const unlessSlugTaken = <Result>(write: Promise<Result>) =>
  refusing('unique', new ApiError(409, API_MESSAGES.branchSlugTaken), write);

export function branchHandlers({ db }: Context): ResourceHandlers<'branches'> {
  return {
    async listBranches() {
      return allBranches(db);
    },

    async getBranch(request) {
      const { slug } = request.params;
      const row = await db
        .selectFrom('branches')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (row === undefined) throw notFound(slug);
      return toBranch(row);
    },

    async createBranch(request, reply) {
      const columns = checkedColumns(request.body);
      const { id } = await unlessSlugTaken(
        db.insertInto('branches').values(columns).returning('id').executeTakeFirstOrThrow(),
      );
      reply.code(201);
      return { message: API_MESSAGES.branchSaved, success: true, id: Number(id) };
    },

    async updateBranch(request) {
      const { id } = request.params;
      const columns = checkedColumns(request.body);
      await findBranch(db, id);
      await unlessSlugTaken(db.updateTable('branches').set(columns).where('id', '=', id).execute());
      return { message: API_MESSAGES.branchUpdated, success: true };
    },

    async deleteBranch(request) {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        await findBranch(trx, id);
        const vehicle = await trx
          .selectFrom('cars')
          .select('id')
          .where('branchId', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (vehicle !== undefined) throw new ApiError(409, API_MESSAGES.branchHasVehicles);
        const now = localNow();
        const upcoming = await trx
          .selectFrom('reservations')
          .select('id')
          .where('status', '=', 'CREATED')
          .where((eb) => eb.or([eb('pickUpBranchId', '=', id), eb('dropOffBranchId', '=', id)]))
          .where('dropOffTime', '>=', now)
          .limit(1)
          .executeTakeFirst();
        if (upcoming !== undefined) {
          throw new ApiError(409, API_MESSAGES.branchHasUpcomingReservations);
        }
        // A vehicle or booking added meanwhile keeps it: the reference refuses the delete.
        await refusing(
          'foreignKey',
          new ApiError(409, API_MESSAGES.branchHasVehicles),
          trx.deleteFrom('branches').where('id', '=', id).execute(),
        );
      });
      return { message: API_MESSAGES.branchDeleted, success: true };
    },
  };
}
