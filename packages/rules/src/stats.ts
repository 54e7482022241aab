import { RESERVATION_STATUSES, type AdminStats, type ReservationStatus } from '@rentacar/contract';
import { DateTime } from 'luxon';
import { LOCAL_ISO_DATE_TIME_FORMAT } from './dates';

/** `revenueByMonth` covers this many calendar months, the current one included. */
export const REVENUE_MONTHS = 12;
/** `utilisationNext30Days` looks this many days ahead. */
export const UTILISATION_DAYS = 30;
export const UTILISATION_HOURS_PER_VEHICLE = UTILISATION_DAYS * 24;

/** The dashboard's time windows as local wall-clock date-times (`2026-03-01T00:00:00`). */
export interface StatsWindow {
  /** `YYYY-MM` of each month of `revenueByMonth`, oldest first. */
  months: string[];
  /** Start of the oldest month (inclusive). */
  revenueFrom: string;
  /** Start of the month after the current one (exclusive). */
  revenueTo: string;
  /** Now: start of the utilisation window. */
  utilisationFrom: string;
  /** Now + 30 days: end of the utilisation window. */
  utilisationTo: string;
}

/** The windows of `GET /admin/stats` at `now`, read on the office's clock (officeTimeZone). */
export function statsWindow(now: Date = new Date()): StatsWindow {
  const current = DateTime.fromJSDate(now).startOf('second');
  const firstMonth = current.startOf('month').minus({ months: REVENUE_MONTHS - 1 });
  const months = Array.from({ length: REVENUE_MONTHS }, (_, index) =>
    firstMonth.plus({ months: index }).toFormat('yyyy-MM'),
  );
  return {
    months,
    revenueFrom: firstMonth.toFormat(LOCAL_ISO_DATE_TIME_FORMAT),
    revenueTo: current.startOf('month').plus({ months: 1 }).toFormat(LOCAL_ISO_DATE_TIME_FORMAT),
    utilisationFrom: current.toFormat(LOCAL_ISO_DATE_TIME_FORMAT),
    utilisationTo: current.plus({ days: UTILISATION_DAYS }).toFormat(LOCAL_ISO_DATE_TIME_FORMAT),
  };
}

/** `YYYY-MM` of a local date-time (`2026-03-14T10:00:00` -> `2026-03`). */
export const monthOf = (localDateTime: string) => localDateTime.slice(0, 7);

/** Booked hours over the hours all vehicles have in the window, from 0 to 1 (0 without vehicles). */
export function utilisationShare(bookedHours: number, vehicleCount: number): number {
  if (vehicleCount === 0) return 0;
  return Math.min(1, Math.max(0, bookedHours / (vehicleCount * UTILISATION_HOURS_PER_VEHICLE)));
}

/**
 * The dashboard's `reservationsByStatus`: one count per status of the contract, each read by
 * `countOf`, so no status can be left out or two swapped.
 */
export function reservationsByStatus(
  countOf: (status: ReservationStatus) => number,
): AdminStats['reservationsByStatus'] {
  return Object.fromEntries(
    RESERVATION_STATUSES.map((status) => [status, countOf(status)]),
  ) as AdminStats['reservationsByStatus'];
}
