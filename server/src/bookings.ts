import { overlapBounds, type BookingInterval } from '@rentacar/api';
import type { Executor } from './records.js';

/**
 * CREATED reservations clashing with `interval`: the shared overlap rule of `@rentacar/api`
 * (touching ends included) as SQL conditions, which the index on (car, status, pick-up, drop-off)
 * answers. Callers narrow it to a vehicle and choose the columns.
 */
export function overlappingReservations(db: Executor, interval: BookingInterval) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return db
    .selectFrom('reservations')
    .where('reservations.status', '=', 'CREATED')
    .where('reservations.pickUpTime', '<=', pickUpAtMost)
    .where('reservations.dropOffTime', '>=', dropOffAtLeast);
}
