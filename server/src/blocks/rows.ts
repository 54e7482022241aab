import type { BlockedPeriod } from '@rentacar/contract';
import type { Generated, Selectable } from 'kysely';
import type { LocalDateTime } from '../db/schema.js';

export interface BlockedPeriodsTable {
  id: Generated<number>;
  carId: number;
  /** The vehicle's branch's wall-clock times, as written. */
  startTime: LocalDateTime;
  endTime: LocalDateTime;
  /** Their instants as UTC wall-clock text, as the reservations' `pickUpAt`: overlaps are judged on these. */
  startAt: LocalDateTime;
  endAt: LocalDateTime;
  reason: string;
}

export type BlockedPeriodRow = Selectable<BlockedPeriodsTable>;

export function toBlockedPeriod(row: BlockedPeriodRow): BlockedPeriod {
  return {
    id: row.id,
    carId: row.carId,
    start: row.startTime,
    end: row.endTime,
    reason: row.reason,
  };
}
