import { type Reservation } from '@rentacar/contract';
import { intervalsOverlap, type BookingInterval } from '@rentacar/rules';
import { reservationInstants } from './branches';
import { db } from './db';

/**
 * The CREATED reservations of a vehicle that clash with `interval` (UTC wall-clock times: the
 * shared overlap rule on the instants, touching ends included), by pick-up time;
 * `ignoredReservationId` is left out, for an edit.
 */
export function overlappingBookings(
  carId: number,
  interval: BookingInterval,
  ignoredReservationId?: number,
): Reservation[] {
  return db.reservations
    .all()
    .filter(
      (reservation) =>
        reservation.id !== ignoredReservationId &&
        reservation.carId === carId &&
        reservation.status === 'CREATED' &&
        intervalsOverlap(reservationInstants(reservation), interval),
    )
    .sort((a, b) => a.pickUpTime.localeCompare(b.pickUpTime) || a.id - b.id);
}
