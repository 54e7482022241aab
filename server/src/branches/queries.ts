import { parameterProblemMessage, validationReason, type Branch } from '@rentacar/contract';
import type { Executor } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { toBranch } from './rows.js';

/** Every branch by name (ties by id), as the public list answers them. */
export async function allBranches(db: Executor): Promise<Branch[]> {
  const rows = await db.selectFrom('branches').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(toBranch);
}

export async function findBranch(db: Executor, id: number): Promise<Branch> {
  const row = await db.selectFrom('branches').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound(id);
  return toBranch(row);
}

/** The id of the branch with `slug`, or undefined (a filter by an unknown slug matches nothing). */
export async function branchIdOfSlug(db: Executor, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('branches')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

/** A branch a request names by id in `field`: unknown is a 400 naming the field. */
export async function namedBranch(db: Executor, id: number, field: string): Promise<Branch> {
  const row = await db.selectFrom('branches').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) {
    throw badRequest(
      parameterProblemMessage({ parameter: field, reason: validationReason('existingBranch') }),
    );
  }
  return toBranch(row);
}

/**
 * The branch a vehicle goes to: the one named, else the only one there is (so the spec's payload,
 * which names none, still works with one branch); with several, naming it is required.
 */
export async function branchOfNewVehicle(
  db: Executor,
  branchId: number | undefined,
): Promise<number> {
  if (branchId !== undefined) return (await namedBranch(db, branchId, 'branchId')).id;
  const rows = await db.selectFrom('branches').select('id').limit(2).execute();
  if (rows.length === 1) return rows[0]!.id;
  throw badRequest(
    parameterProblemMessage({ parameter: 'branchId', reason: validationReason('required') }),
  );
}
