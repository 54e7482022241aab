import { API_MESSAGES, parameterProblemMessage, type BranchInput } from '@rentacar/contract';
import { localNow } from '@rentacar/rules';
import { branchInputProblem, toBranchRecord } from '@rentacar/rules/branches';
import { db } from '../db';
import { fail, notFound } from '../errors';
import { http } from '../http';

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

/** 400 for what the contract cannot state, 409 for a slug another branch than `id` has. */
function checkBranch(request: Request, input: BranchInput, id?: number): void {
  const problem = branchInputProblem(input);
  if (problem !== undefined) fail(request, 400, parameterProblemMessage(problem));
  const holder = db.branches.all().find((branch) => branch.slug === input.slug);
  if (holder !== undefined && holder.id !== id) fail(request, 409, API_MESSAGES.branchSlugTaken);
}

export const branchHandlers = [
  http.get('/branches/visitors', ({ response }) => {
    return response(200).json(db.branches.all().sort(byName));
  }),

  http.get('/branches/visitors/{slug}', ({ request, valid, response }) => {
    const { slug } = valid.path;
    const branch = db.branches.all().find((candidate) => candidate.slug === slug);
    return response(200).json(branch ?? notFound(request, slug));
  }),

  http.post('/branches/admin', ({ request, valid, response }) => {
    checkBranch(request, valid.body);
    const { id: _id, ...fields } = toBranchRecord(0, valid.body);
    const { id } = db.branches.insert(fields);
    return response(201).json({ message: API_MESSAGES.branchSaved, success: true, id });
  }),

  http.put('/branches/admin/{id}', ({ request, valid, response }) => {
    const { id } = valid.path;
    if (db.branches.find(id) === undefined) notFound(request, id);
    checkBranch(request, valid.body, id);
    db.branches.insert(toBranchRecord(id, valid.body));
    return response(200).json({ message: API_MESSAGES.branchUpdated, success: true });
  }),

  http.delete('/branches/admin/{id}', ({ request, valid, response }) => {
    const { id } = valid.path;
    if (db.branches.find(id) === undefined) notFound(request, id);
    if (db.vehicles.all().some((vehicle) => vehicle.branchId === id)) {
      fail(request, 409, API_MESSAGES.branchHasVehicles);
    }
    const now = localNow();
    const upcoming = db.reservations
      .all()
      .some(
        (reservation) =>
          reservation.status === 'CREATED' &&
          reservation.dropOffTime >= now &&
          (reservation.pickUpBranchId === id || reservation.dropOffBranchId === id),
      );
    if (upcoming) fail(request, 409, API_MESSAGES.branchHasUpcomingReservations);
    db.branches.delete(id);
    // Past reservations keep their place names and lose the branch, as the server's `set null`.
    for (const reservation of db.reservations.all()) {
      const { pickUpBranchId, dropOffBranchId, ...rest } = reservation;
      if (pickUpBranchId !== id && dropOffBranchId !== id) continue;
      db.reservations.delete(reservation.id);
      db.reservations.insert({
        ...rest,
        ...(pickUpBranchId === id || pickUpBranchId === undefined ? {} : { pickUpBranchId }),
        ...(dropOffBranchId === id || dropOffBranchId === undefined ? {} : { dropOffBranchId }),
      });
    }
    return response(200).json({ message: API_MESSAGES.branchDeleted, success: true });
  }),
];
