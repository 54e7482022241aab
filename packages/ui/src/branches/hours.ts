import type { BranchClosureDay, OpeningInterval } from './types';

/** The ISO weekday (1 Monday ... 7 Sunday) of a `YYYY-MM-DD` date. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A weekday's intervals in the order of the day. */
export const intervalsOn = (hours: readonly OpeningInterval[], day: number): OpeningInterval[] =>
  hours.filter((interval) => interval.day === day).sort((a, b) => a.opens.localeCompare(b.opens));

/** The closure on that date, if any. */
export const closureOn = (
  closures: readonly BranchClosureDay[],
  date: string,
): BranchClosureDay | undefined => closures.find((closure) => closure.date === date);

/** Closures from `today` on, soonest first. */
export const closuresAhead = (
  closures: readonly BranchClosureDay[],
  today: string,
): BranchClosureDay[] =>
  closures.filter((closure) => closure.date >= today).sort((a, b) => a.date.localeCompare(b.date));

/** Intervals written as a reader scans them: `09:00–13:00, 14:00–18:00`. */
export const formatIntervals = (intervals: readonly OpeningInterval[]): string =>
  intervals.map(({ opens, closes }) => `${opens}–${closes}`).join(', ');

/** The ISO weekdays, Monday first. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
