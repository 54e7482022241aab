import { validationReason, type CalendarItem } from '@rentacar/contract';
import { DateTime } from 'luxon';
import { localRangeProblem } from './booking';

/** The longest window the fleet calendar answers: a month view with a week's margin each side. */
export const CALENDAR_WINDOW_MAX_DAYS = 62;

/**
 * Why a fleet calendar window (zone-less ISO `from` and `to`) cannot be answered: a date that does
 * not exist, `to` not after `from`, or `to` more than `CALENDAR_WINDOW_MAX_DAYS` after it.
 */
export function calendarWindowProblem(
  from: string,
  to: string,
): { parameter: 'from' | 'to'; reason: string } | undefined {
  const problem = localRangeProblem(from, to);
  if (problem !== undefined) return problem;
  const latestEnd = DateTime.fromISO(from, { zone: 'utc' }).plus({
    days: CALENDAR_WINDOW_MAX_DAYS,
  });
  if (DateTime.fromISO(to, { zone: 'utc' }) > latestEnd) {
    return {
      parameter: 'to',
      reason: validationReason('daysAfter', { days: CALENDAR_WINDOW_MAX_DAYS, other: 'from' }),
    };
  }
  return undefined;
}

/** Whether a period shows in the window `[from, to)`: one ending at `from` or starting at `to` does not. */
export const overlapsCalendarWindow = (
  period: { start: string; end: string },
  window: { from: string; to: string },
): boolean => period.start < window.to && period.end > window.from;

const KIND_ORDER: Record<CalendarItem['kind'], number> = { reservation: 0, block: 1 };

/** A vehicle's calendar items in the contract's order: by start, reservations first, then id. */
export const compareCalendarItems = (a: CalendarItem, b: CalendarItem): number =>
  a.start.localeCompare(b.start) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id;
