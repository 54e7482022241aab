import { overlapBounds, type BookingInterval } from '@rentacar/rules';
import type { Executor } from '../db/schema.js';

export interface AvailabilityQuestion {
  interval: BookingInterval;
  /** One vehicle's; every vehicle's when absent. */
  carId?: number;
  /** A reservation being edited does not stand in its own way. */
  exceptReservationId?: number;
}

/** Overlapping CREATED reservations, touching ends included (as `reservations_no_overlap`). */
export function clashingReservations(
  db: Executor,
  { interval, carId, exceptReservationId }: AvailabilityQuestion,
) {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return db
    .selectFrom('reservations')
    .where('reservations.status', '=', 'CREATED')
    .$if(carId !== undefined, (query) => query.where('reservations.carId', '=', carId!))
    .where('reservations.pickUpTime', '<=', pickUpAtMost)
    .where('reservations.dropOffTime', '>=', dropOffAtLeast)
    .$if(exceptReservationId !== undefined, (query) =>
      query.where('reservations.id', '!=', exceptReservationId!),
    );
}

export async function isCarFree(db: Executor, question: AvailabilityQuestion & { carId: number }) {
  const clash = await clashingReservations(db, question)
    .select('reservations.id')
    .limit(1)
    .executeTakeFirst();
  return clash === undefined;
}
