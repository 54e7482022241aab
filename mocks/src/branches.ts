import {
  parameterProblemMessage,
  validationReason,
  type Branch,
  type Reservation,
  type Vehicle,
} from '@rentacar/contract';
import { officeTimeZone, type BookingInterval } from '@rentacar/rules';
import { utcInterval } from '@rentacar/rules/branches';
import { db } from './db';
import { fail } from './errors';

/** The branch a request names by id in `field`: unknown is a 400 naming the field. */
export function namedBranch(request: Request, id: number, field: string): Branch {
  return (
    db.branches.find(id) ??
    fail(
      request,
      400,
      parameterProblemMessage({ parameter: field, reason: validationReason('existingBranch') }),
    )
  );
}

/** The branch of a vehicle (every vehicle has one). */
export const branchOfVehicle = (vehicle: Pick<Vehicle, 'branchId'>): Branch =>
  db.branches.find(vehicle.branchId)!;

/** The id of the branch with `slug`; null for an unknown one (it matches nothing). */
export const branchIdOfSlug = (slug: string): number | null =>
  db.branches.all().find((branch) => branch.slug === slug)?.id ?? null;

const zoneOf = (branchId: number | undefined) =>
  (branchId === undefined ? undefined : db.branches.find(branchId)?.timeZone) ?? officeTimeZone();

/**
 * A reservation's instants as UTC wall-clock times: its times in its branches' zones (one made
 * before branches, or whose branch is gone, in the office's), as the server stores them.
 */
export const reservationInstants = (reservation: Reservation): BookingInterval =>
  utcInterval({
    pickUpTime: reservation.pickUpTime,
    dropOffTime: reservation.dropOffTime,
    pickUpZone: zoneOf(reservation.pickUpBranchId),
    dropOffZone: zoneOf(reservation.dropOffBranchId),
  });

/** A blocked period's instants as UTC wall-clock times: its times in its vehicle's branch's zone. */
export function blockInstants(vehicle: Pick<Vehicle, 'branchId'>, times: BookingInterval) {
  const { timeZone } = branchOfVehicle(vehicle);
  return utcInterval({ ...times, pickUpZone: timeZone, dropOffZone: timeZone });
}

/** The reservations picked up or returned at a branch; one without branch ids at its vehicle's. */
export function isAtBranch(reservation: Reservation, branchId: number | null): boolean {
  if (branchId === null) return false;
  if (reservation.pickUpBranchId === undefined) {
    return db.vehicles.find(reservation.carId)?.branchId === branchId;
  }
  return reservation.pickUpBranchId === branchId || reservation.dropOffBranchId === branchId;
}
