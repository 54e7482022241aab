/** What the calendar draws across: one day by the hour, a week or a month by the day. */
export type FleetCalendarView = 'day' | 'week' | 'month';

/** A window `[from, to)` of wall-clock times (`2026-03-16T00:00:00`) and the days it spans. */
export interface FleetCalendarPeriod {
  from: string;
  to: string;
  days: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes since 1970 of a wall-clock time, read as if it were UTC (no zone shifts it). */
export const minutesOf = (isoLocal: string): number =>
  Date.UTC(
    Number(isoLocal.slice(0, 4)),
    Number(isoLocal.slice(5, 7)) - 1,
    Number(isoLocal.slice(8, 10)),
    Number(isoLocal.slice(11, 13) || 0),
    Number(isoLocal.slice(14, 16) || 0),
  ) / 60_000;

/** The wall-clock time (`2026-03-16T10:00:00`) `minutes` after 1970. */
export const isoOfMinutes = (minutes: number): string => {
  const date = new Date(minutes * 60_000);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`
  );
};

const DAY = 24 * 60;

/**
 * The window a view shows around `date` (`2026-03-18`): that day; its week, Monday first; or its
 * calendar month.
 */
export function fleetCalendarPeriod(view: FleetCalendarView, date: string): FleetCalendarPeriod {
  const day = minutesOf(`${date.slice(0, 10)}T00:00`);
  if (view === 'day') return { from: isoOfMinutes(day), to: isoOfMinutes(day + DAY), days: 1 };
  if (view === 'week') {
    const weekday = (new Date(day * 60_000).getUTCDay() + 6) % 7;
    const monday = day - weekday * DAY;
    return { from: isoOfMinutes(monday), to: isoOfMinutes(monday + 7 * DAY), days: 7 };
  }
  const first = minutesOf(`${date.slice(0, 7)}-01T00:00`);
  const next = new Date(first * 60_000);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const end = next.getTime() / 60_000;
  return { from: isoOfMinutes(first), to: isoOfMinutes(end), days: (end - first) / DAY };
}

/** The date (`2026-03-25`) one view's step before (`-1`) or after (`1`) `date`. */
export function shiftFleetCalendarDate(
  view: FleetCalendarView,
  date: string,
  step: -1 | 1,
): string {
  const day = new Date(minutesOf(`${date.slice(0, 10)}T00:00`) * 60_000);
  if (view === 'month') day.setUTCMonth(day.getUTCMonth() + step, 1);
  else day.setUTCDate(day.getUTCDate() + step * (view === 'week' ? 7 : 1));
  return isoOfMinutes(day.getTime() / 60_000).slice(0, 10);
}
