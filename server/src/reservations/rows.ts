import type { Reservation, ReservationStatus } from '@rentacar/contract';
import { fromCents } from '@rentacar/rules';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { LocalDateTime } from '../db/schema.js';

export interface ReservationsTable {
  id: Generated<number>;
  carId: number;
  userId: number;
  /** The pick-up branch's wall-clock time (the office's, before branches). */
  pickUpTime: LocalDateTime;
  /** The drop-off branch's wall-clock time (the office's, before branches). */
  dropOffTime: LocalDateTime;
  /**
   * The instants of the two times as UTC wall-clock text: overlaps are judged on these. Required
   * by the database (0025); optional to write only for rows of the schemas before it, which tests
   * fill before migrating.
   */
  pickUpAt: ColumnType<LocalDateTime, LocalDateTime | undefined, LocalDateTime>;
  dropOffAt: ColumnType<LocalDateTime, LocalDateTime | undefined, LocalDateTime>;
  pickUpLocation: string;
  dropOffLocation: string;
  /** Null before branches, or once the branch is deleted. */
  pickUpBranchId: number | null;
  dropOffBranchId: number | null;
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
    ...(row.pickUpBranchId === null ? {} : { pickUpBranchId: row.pickUpBranchId }),
    ...(row.dropOffBranchId === null ? {} : { dropOffBranchId: row.dropOffBranchId }),
    status: row.status as ReservationStatus,
    totalPrice: fromCents(row.totalPrice),
  };
}
