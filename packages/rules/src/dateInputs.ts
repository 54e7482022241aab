// Kept apart from dates.ts (luxon): bundlers put a module and luxon in one chunk.

/**
 * A date input's value (`2026-03-14`) at a wall-clock time (`00:00:00`) in the request format
 * (`03/14/2026 00:00:00`); undefined when the value is no `yyyy-MM-dd`. Plain text work without
 * luxon, so the vehicle list's date filter does not load it on a first visit; the server refuses a
 * day that does not exist.
 */
export function dateInputAt(
  date: string,
  time: `${number}:${number}:${number}`,
): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return parts ? `${parts[2]}/${parts[3]}/${parts[1]} ${time}` : undefined;
}

/**
 * A date-time input's value (`2026-03-14T10:00`, seconds optional) as an ISO local date-time
 * (`2026-03-14T10:00:00`, the reservation list's `from`/`to`); undefined when it has another shape.
 * Whether the day exists is `localRangeProblem`'s question.
 */
export function localDateTimeInput(value: string): string | undefined {
  const parts = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return parts ? `${parts[1]}${parts[2] ?? ':00'}` : undefined;
}
