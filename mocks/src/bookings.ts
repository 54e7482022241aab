import { type BlockedPeriod, type BookedPeriod, type Reservation } from '@rentacar/contract';
import { intervalsOverlap, type BookingInterval } from '@rentacar/rules';
import { reservationInstants } from './branches';
import { db } from './db';

/** What stands in a booking's way, and what a booking or a block leaves out of the check. */
interface Occupied {
  carId: number;
  /** UTC wall-clock times: the shared overlap rule on the instants, touching ends included. */
  interval: BookingInterval;
  /** An edited reservation does not stand in its own way. */
  exceptReservationId?: number;
  /** Nor does an edited blocked period. */
  exceptBlockId?: number;
}

/** The CREATED reservations of a vehicle that clash with `interval`, by pick-up time. */
export function overlappingBookings({
  carId,
  interval,
  exceptReservationId,
}: Occupied): Reservation[] {
  return db.reservations
    .all()
    .filter(
      (reservation) =>
        reservation.id !== exceptReservationId &&
        reservation.carId === carId &&
        reservation.status === 'CREATED' &&
        intervalsOverlap(reservationInstants(reservation), interval),
    )
    .sort((a, b) => a.pickUpTime.localeCompare(b.pickUpTime) || a.id - b.id);
}

/** The blocked periods of a vehicle that clash with `interval`, by start. */
export function overlappingBlocks({ carId, interval, exceptBlockId }: Occupied): BlockedPeriod[] {
  return db.blockedPeriods
    .all()
    .filter(
      (block) =>
        block.id !== exceptBlockId &&
        block.carId === carId &&
        intervalsOverlap({ pickUpTime: block.startAt, dropOffTime: block.endAt }, interval),
    )
    .map(({ startAt: _startAt, endAt: _endAt, ...block }) => block)
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

/** The periods a vehicle is booked or blocked in that clash with `interval`, by start. */
export function occupiedPeriods(question: Occupied): BookedPeriod[] {
  return [
    ...overlappingBookings(question).map(({ pickUpTime, dropOffTime }) => ({
      pickUpTime,
      dropOffTime,
    })),
    ...overlappingBlocks(question).map(({ start, end }) => ({
      pickUpTime: start,
      dropOffTime: end,
    })),
  ].sort((a, b) => a.pickUpTime.localeCompare(b.pickUpTime));
}

/** Whether nothing is booked or blocked of the vehicle during `interval`. */
export const isVehicleFree = (question: Occupied) => occupiedPeriods(question).length === 0;
