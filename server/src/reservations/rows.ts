import type { Reservation, ReservationStatus } from '@rentacar/contract';
import { fromCents } from '@rentacar/rules';
import type { Generated, Selectable } from 'kysely';
import type { LocalDateTime } from '../db/schema.js';

export interface ReservationsTable {
  id: Generated<number>;
  carId: number;
  userId: number;
  pickUpTime: LocalDateTime;
  dropOffTime: LocalDateTime;
  pickUpLocation: string;
  dropOffLocation: string;
  status: string;
  /** Integer cents; the API's dollars go through `toCents`/`fromCents`. */
  totalPrice: number;
}

export type ReservationRow = Selectable<ReservationsTable>;

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    carId: row.carId,
    userId: row.userId,
    pickUpTime: row.pickUpTime,
    dropOffTime: row.dropOffTime,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    status: row.status as ReservationStatus,
    totalPrice: fromCents(row.totalPrice),
  };
}
