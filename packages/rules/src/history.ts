import { DateTime } from 'luxon';
import { LOCAL_ISO_DATE_TIME_FORMAT } from './dates';

/**
 * The office time from which a change counts as made in the last `days` days at `now` (office
 * wall-clock), as the administrators' "changed in the last 7 days" filter reads it.
 */
export const changedSince = (now: string, days: number): string =>
  DateTime.fromISO(now).minus({ days }).toFormat(LOCAL_ISO_DATE_TIME_FORMAT);

/** How far back the administrators' reservations list looks for recent changes. */
export const RECENTLY_CHANGED_DAYS = 7;
