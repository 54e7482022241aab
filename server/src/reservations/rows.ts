import type {
  AdditionalDriver,
  ChangeActor,
  QuoteLine,
  QuoteLineKind,
  Reservation,
  ReservationStatus,
} from '@rentacar/contract';
import { fromCents, toCents } from '@rentacar/rules';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import { toDbBoolean, type DbBoolean, type LocalDateTime } from '../db/schema.js';

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
  /** The SEQUENCE of its calendar event: the database raises it with each recorded change. */
  calendarSequence: ColumnType<number, never, never>;
  /** What the customer's cancellation cost, in integer cents; null unless they cancelled. */
  cancellationFee: ColumnType<number | null, number | null | undefined, number | null>;
  /** The young-driver surcharge included in `totalPrice`, in integer cents; null when none. */
  youngDriverSurcharge: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A driver a booking names besides its customer; `position` counts from 1. */
export interface AdditionalDriversTable {
  reservationId: number;
  position: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  licenseNumber: string;
  licenseCountry: string;
  licenseIssuedOn: string;
  licenseExpiresOn: string;
}

export const toAdditionalDriver = ({
  reservationId: _reservationId,
  position: _position,
  ...driver
}: Selectable<AdditionalDriversTable>): AdditionalDriver => driver;

/** A line of the price a reservation was charged by; amounts in integer cents. */
export interface ReservationPriceLinesTable {
  reservationId: number;
  position: number;
  kind: QuoteLineKind;
  label: string;
  amount: number;
  quantity: number | null;
  unit: 'week' | 'day' | 'hour' | null;
  unitPrice: number | null;
  percent: number | null;
  name: string | null;
  included: DbBoolean | null;
}

/** The rows of a reservation's price lines, in their order. */
export const toPriceLineRows = (
  reservationId: number,
  lines: readonly QuoteLine[],
): Insertable<ReservationPriceLinesTable>[] =>
  lines.map((line, index) => ({
    reservationId,
    position: index + 1,
    kind: line.kind,
    label: line.label,
    amount: toCents(line.amount),
    quantity: line.quantity ?? null,
    unit: line.unit ?? null,
    unitPrice: line.unitPrice === undefined ? null : toCents(line.unitPrice),
    percent: line.percent ?? null,
    name: line.name ?? null,
    included: line.included === undefined ? null : toDbBoolean(line.included),
  }));

export function toPriceLine(row: Selectable<ReservationPriceLinesTable>): QuoteLine {
  return {
    kind: row.kind,
    label: row.label,
    amount: fromCents(row.amount),
    ...(row.quantity === null ? {} : { quantity: row.quantity }),
    ...(row.unit === null ? {} : { unit: row.unit }),
    ...(row.unitPrice === null ? {} : { unitPrice: fromCents(row.unitPrice) }),
    ...(row.percent === null ? {} : { percent: Number(row.percent) }),
    ...(row.name === null ? {} : { name: row.name }),
    ...(row.included === null ? {} : { included: Boolean(row.included) }),
  };
}

export interface ReservationChangesTable {
  id: Generated<number>;
  reservationId: number;
  /** Office wall-clock time. */
  changedAt: LocalDateTime;
  changedBy: ChangeActor;
  /** JSON of the `ReservationFieldChange` list. */
  fields: string;
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
    ...(row.youngDriverSurcharge === null
      ? {}
      : { youngDriverSurcharge: fromCents(row.youngDriverSurcharge) }),
    ...(row.cancellationFee === null ? {} : { cancellationFee: fromCents(row.cancellationFee) }),
  };
}
