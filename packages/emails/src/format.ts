import type { I18n } from '@lingui/core';
import type { Language, ReservationStatus } from '@rentacar/contract';
import { moneySettings } from '@rentacar/rules';
import {
  createMoneyFormatter,
  formatDateTime as formatOfficeDateTime,
  moneyInLanguage,
  type MoneyFormatter,
} from '@rentacar/ui/foundations';
import { EMAIL_I18N } from './i18n';
import type { EmailSettings, ReservationChange } from './types';

/**
 * What every template needs to write its facts: the operator's settings, and the recipient's
 * language with its messages and formats.
 */
export interface EmailContext {
  siteName: string;
  timeZone: string;
  language: Language;
  /** The recipient's messages: `i18n._({ id, message })`. */
  i18n: I18n;
  formatMoney: MoneyFormatter;
  /** The address that organises the calendar events (`EmailSettings.calendarOrganizer`). */
  calendarOrganizer?: string;
}

export const DEFAULT_SITE_NAME = 'Rentacar';

export function emailContext(
  { siteName, timeZone, currency, locale, calendarOrganizer }: EmailSettings,
  language: Language,
): EmailContext {
  return {
    ...(calendarOrganizer !== undefined && { calendarOrganizer }),
    siteName: siteName ?? DEFAULT_SITE_NAME,
    timeZone,
    language,
    i18n: EMAIL_I18N[language],
    formatMoney: createMoneyFormatter(moneyInLanguage(moneySettings(currency, locale), language)),
  };
}

/** An office time in the recipient's language (`2026-12-01 10:00`, `1/12/2026, 10:00`). */
export const formatDateTime = (localDateTime: string, { language }: EmailContext): string =>
  formatOfficeDateTime(localDateTime, language);

/** The cents of a total as the one money formatter writes them (13710 -> `$137.10`). */
export const formatCents = (cents: number, { formatMoney }: EmailContext): string =>
  formatMoney(cents / 100);

/** The label of a changed field, as the reservation page names it. */
export function changeLabel(field: ReservationChange['field'], { i18n }: EmailContext): string {
  switch (field) {
    case 'pickUpTime':
      return i18n._({ id: 'email.change.pickUpTime', message: 'Pick-up time' });
    case 'dropOffTime':
      return i18n._({ id: 'email.change.dropOffTime', message: 'Drop-off time' });
    case 'pickUpLocation':
      return i18n._({ id: 'email.change.pickUpLocation', message: 'Pick-up location' });
    case 'dropOffLocation':
      return i18n._({ id: 'email.change.dropOffLocation', message: 'Drop-off location' });
    case 'vehicle':
      return i18n._({ id: 'email.change.vehicle', message: 'Vehicle' });
    case 'status':
      return i18n._({ id: 'email.change.status', message: 'Status' });
    case 'totalPrice':
      return i18n._({ id: 'email.facts.totalPrice', message: 'Total price' });
  }
}

/** A reservation status as the recipient reads it (the contract's value in English). */
function statusLabel(status: string, { i18n }: EmailContext): string {
  switch (status as ReservationStatus) {
    case 'CREATED':
      return i18n._({ id: 'email.status.CREATED', message: 'CREATED' });
    case 'CANCELLED':
      return i18n._({ id: 'email.status.CANCELLED', message: 'CANCELLED' });
    case 'DONE':
      return i18n._({ id: 'email.status.DONE', message: 'DONE' });
    default:
      return status;
  }
}

/** A changed value as the contract wrote it, written for people (times, amounts, statuses). */
export function formatChangeValue(
  field: ReservationChange['field'],
  value: string,
  context: EmailContext,
): string {
  if (field === 'pickUpTime' || field === 'dropOffTime') return formatDateTime(value, context);
  if (field === 'status') return statusLabel(value, context);
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
