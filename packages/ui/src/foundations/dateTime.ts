import { intlLocale } from './intlLocale';

/** An office date-time as the API writes it (`2026-03-14T10:00:00`, seconds optional). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** US English, the locale of the spec's display format. */
const SPEC_LOCALE = 'en-US';

/** luxon's `DATETIME_SHORT`: numeric date, hours and minutes, as the locale orders them. */
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  // The wall-clock time is written as the office's clock reads it, whatever the reader's zone.
  timeZone: 'UTC',
};

const formats = new Map<string, Intl.DateTimeFormat>();

const shortDateTimeIn = (locale: string): Intl.DateTimeFormat => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, SHORT_DATE_TIME);
    formats.set(locale, format);
  }
  return format;
};

/**
 * The one way a date and time is written for people, in the app, the library and the e-mails: in
 * English (US) the spec's display format, `YYYY-MM-DD HH:mm` (`2026-03-14 10:00`); in any other
 * language its locale's short date and time, as luxon's `DATETIME_SHORT` (Spanish:
 * `14/3/2026, 10:00`). `language` is a catalog's code (`en`, `es`, the pseudo-locale, which writes
 * as English does) or a host's own locale (`fr`, `pt-BR`). Text that is no real date-time is
 * returned as received.
 */
export function formatDateTime(isoLocal: string, language = 'en'): string {
  const fields = LOCAL_DATE_TIME.exec(isoLocal)?.slice(1).map(Number);
  if (fields === undefined) return isoLocal;
  const [year, month, day, hour, minute] = fields as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  if (!real) return isoLocal;
  const locale = intlLocale(language);
  return locale === SPEC_LOCALE
    ? `${isoLocal.slice(0, 10)} ${isoLocal.slice(11, 16)}`
    : shortDateTimeIn(locale).format(date);
}
