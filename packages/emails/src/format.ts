import { formatDisplayDate, formatDisplayTime } from '@rentacar/rules';
import { createMoneyFormatter, type MoneyFormatter } from '@rentacar/ui/foundations';
import type { EmailSettings, ReservationChange } from './types';

/** What every template needs to write its facts, derived once from the operator's settings. */
export interface EmailContext {
  siteName: string;
  timeZone: string;
  formatMoney: MoneyFormatter;
}

export const DEFAULT_SITE_NAME = 'Rentacar';

export function emailContext({
  siteName,
  timeZone,
  currency,
  locale,
}: EmailSettings): EmailContext {
  return {
    siteName: siteName ?? DEFAULT_SITE_NAME,
    timeZone,
    formatMoney: createMoneyFormatter({ currency, locale }),
  };
}

/** `2026-12-01T10:00:00` -> `2026-12-01 10:00`, the spec's display format. */
export const formatDateTime = (localDateTime: string): string =>
  `${formatDisplayDate(localDateTime)} ${formatDisplayTime(localDateTime)}`;

/** The cents of a total as the one money formatter writes them (13710 -> `$137.10`). */
export const formatCents = (cents: number, { formatMoney }: EmailContext): string =>
  formatMoney(cents / 100);

/** The label of a changed field, as the reservation page names it. */
export const CHANGE_LABELS: Record<ReservationChange['field'], string> = {
  pickUpTime: 'Pick-up time',
  dropOffTime: 'Drop-off time',
  pickUpLocation: 'Pick-up location',
  dropOffLocation: 'Drop-off location',
  status: 'Status',
  totalPrice: 'Total price',
};

/** A changed value as the contract wrote it, written for people (times, amounts). */
export function formatChangeValue(
  field: ReservationChange['field'],
  value: string,
  context: EmailContext,
): string {
  if (field === 'pickUpTime' || field === 'dropOffTime') return formatDateTime(value);
  if (field === 'totalPrice') {
    const dollars = Number(value);
    return value.trim() !== '' && Number.isFinite(dollars) ? context.formatMoney(dollars) : value;
  }
  return value;
}

/**
 * Header injection stops here: a subject is one line whatever a vehicle's name holds, so control
 * characters (CR, LF, tabs, Unicode line separators) become single spaces.
 */
export const singleLine = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what a subject must lose
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
