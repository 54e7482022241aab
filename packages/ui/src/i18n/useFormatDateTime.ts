import { formatDateTime } from '../foundations/dateTime';
import { useLingui } from './runtime';

/** Writes an office date-time (`2026-03-14T10:00:00`) for people. */
export type DateTimeFormatter = (isoLocal: string) => string;

/**
 * How the components write date-times (`formatDateTime`): in the language of the host's Lingui
 * provider (`UiI18nProvider`), English without one.
 */
export function useFormatDateTime(): DateTimeFormatter {
  const { locale } = useLingui().i18n;
  return (isoLocal) => formatDateTime(isoLocal, locale);
}
