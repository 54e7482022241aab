import {
  type BlockedPeriod,
  type BookedPeriod,
  type Reservation,
  type Vehicle,
} from '@rentacar/contract';
import {
  DEFAULT_TURNAROUND_MINUTES,
  heldPeriod,
  intervalsOverlap,
  turnaroundEnd,
  type BookingInterval,
} from '@rentacar/rules';
import { reservationInstants } from './branches';
import { db } from './db';

/** What stands in a booking's way, and what a booking or a block leaves out of the check. */
interface Occupied {
  carId: number;
  /**
   * UTC wall-clock times: the shared overlap rule on the instants, touching ends included; a
   * booking's as it holds its vehicle (`heldPeriod`), through the vehicle's turnaround.
   */
  interval: BookingInterval;
  /** An edited reservation does not stand in its own way. */
  exceptReservationId?: number;
  /** Nor does an edited blocked period. */
  exceptBlockId?: number;
}

const turnaroundOf = (carId: number) =>
  db.vehicles.find(carId)?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES;

/** Whether a booking of `instants` fits the vehicle, its turnaround included. */
export const bookingQuestion = (
  vehicle: Pick<Vehicle, 'id' | 'turnaroundMinutes'>,
  instants: BookingInterval,
  exceptReservationId?: number,
): Occupied => ({
  carId: vehicle.id,
  interval: heldPeriod(instants, vehicle.turnaroundMinutes),
  exceptReservationId,
});

/**
 * The CREATED reservations of a vehicle whose period or turnaround clashes with `interval`, by
 * pick-up time.
 */
export function overlappingBookings({
  carId,
  interval,
  exceptReservationId,
}: Occupied): Reservation[] {
  const turnaroundMinutes = turnaroundOf(carId);
  return db.reservations
    .all()
    .filter(
      (reservation) =>
        reservation.id !== exceptReservationId &&
        reservation.carId === carId &&
        reservation.status === 'CREATED' &&
        intervalsOverlap(heldPeriod(reservationInstants(reservation), turnaroundMinutes), interval),
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

/**
 * The periods a vehicle is booked (with when its turnaround is over, on the drop-off's clock) or
 * blocked in that clash with `interval`, by start.
 */
export function occupiedPeriods(question: Occupied): BookedPeriod[] {
  const turnaroundMinutes = turnaroundOf(question.carId);
  return [
    ...overlappingBookings(question).map(({ pickUpTime, dropOffTime }) =>
      turnaroundMinutes > 0
        ? { pickUpTime, dropOffTime, turnaroundEnd: turnaroundEnd(dropOffTime, turnaroundMinutes) }
        : { pickUpTime, dropOffTime },
    ),
    ...overlappingBlocks(question).map(({ start, end }) => ({
      pickUpTime: start,
      dropOffTime: end,
    })),
  ].sort((a, b) => a.pickUpTime.localeCompare(b.pickUpTime));
}

/** Whether nothing is booked or blocked of the vehicle during `interval`. */
export const isVehicleFree = (question: Occupied) => occupiedPeriods(question).length === 0;
