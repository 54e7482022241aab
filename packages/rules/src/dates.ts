import { DateTime, IANAZone, Settings } from 'luxon';

/**
 * Display formats of the spec (`YYYY-MM-DD`, `HH:mm`) in luxon tokens, the values of HTML date and
 * time inputs in every language. A date-time written for people goes through `formatDateTime` of
 * `@rentacar/ui/foundations`, which keeps these in English and follows the reader's language.
 */
export const DISPLAY_DATE_FORMAT = 'yyyy-MM-dd';
export const DISPLAY_TIME_FORMAT = 'HH:mm';
/** Date-times in reservation request bodies (`MM/DD/YYYY HH:mm:ss` in the spec). */
export const PAYLOAD_DATE_TIME_FORMAT = 'MM/dd/yyyy HH:mm:ss';
/** PAYLOAD_DATE_TIME_FORMAT as a pattern: month, day, year, hour, minute, second. */
const PAYLOAD_DATE_TIME_FIELDS = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
/** Date-times in responses: ISO local date-time without zone. */
export const LOCAL_ISO_DATE_TIME_FORMAT = "yyyy-MM-dd'T'HH:mm:ss";

function invalidDateTime(input: string, expected: string): RangeError {
  return new RangeError(`Invalid date-time "${input}": expected ${expected}`);
}

// Luxon rolls over values such as 24:00 into the next day; a form value that does not read back
// unchanged was not what the user picked, so it counts as invalid.
function parseExactly(input: string, format: string): DateTime | undefined {
  const dateTime = DateTime.fromFormat(input, format);
  return dateTime.isValid && dateTime.toFormat(format) === input ? dateTime : undefined;
}

function fromApiDateTime(isoLocal: string): DateTime {
  const dateTime = DateTime.fromISO(isoLocal);
  if (!dateTime.isValid) {
    throw invalidDateTime(isoLocal, 'an ISO date-time');
  }
  return dateTime;
}

/** `2026-03-14T10:00:00` -> `2026-03-14` */
export function formatDisplayDate(isoLocal: string): string {
  return fromApiDateTime(isoLocal).toFormat(DISPLAY_DATE_FORMAT);
}

/** `2026-03-14T10:00:00` -> `10:00` */
export function formatDisplayTime(isoLocal: string): string {
  return fromApiDateTime(isoLocal).toFormat(DISPLAY_TIME_FORMAT);
}

/** `2026-03-14T10:00:00` -> `03/14/2026 10:00:00`, e.g. to send back an unchanged reservation time. */
export function toPayloadDateTime(isoLocal: string): string {
  return fromApiDateTime(isoLocal).toFormat(PAYLOAD_DATE_TIME_FORMAT);
}

/**
 * Joins a date input value and a time input value into the payload format:
 * (`2026-03-14`, `10:00`) -> `03/14/2026 10:00:00`. Time inputs with seconds (`10:00:30`) work too.
 */
export function combineDateAndTime(date: string, time: string): string {
  const input = `${date} ${time}`;
  const dateTime =
    parseExactly(input, `${DISPLAY_DATE_FORMAT} ${DISPLAY_TIME_FORMAT}`) ??
    parseExactly(input, `${DISPLAY_DATE_FORMAT} HH:mm:ss`);
  if (!dateTime) {
    throw invalidDateTime(input, 'yyyy-MM-dd and HH:mm');
  }
  return dateTime.toFormat(PAYLOAD_DATE_TIME_FORMAT);
}

/**
 * `03/14/2026 10:00:00` -> `2026-03-14T10:00:00` (the response and storage format), or undefined
 * when the text is not a real date-time in the request format (`02/30/2026 10:00:00`).
 */
export function readPayloadDateTime(payload: string): string | undefined {
  // Field by field: luxon's format parser costs more than a filtered vehicle list's queries.
  const fields = PAYLOAD_DATE_TIME_FIELDS.exec(payload)?.slice(1).map(Number);
  if (fields === undefined) return undefined;
  const [month, day, year, hour, minute, second] = fields as [number, ...number[]];
  const dateTime = DateTime.fromObject({ year, month, day, hour, minute, second });
  // As in parseExactly: luxon moves a time a clock change skips, which then does not read back.
  const readsBack =
    dateTime.isValid &&
    [
      dateTime.month,
      dateTime.day,
      dateTime.year,
      dateTime.hour,
      dateTime.minute,
      dateTime.second,
    ].every((value, index) => value === fields[index]);
  if (!readsBack) return undefined;
  return `${payload.slice(6, 10)}-${payload.slice(0, 2)}-${payload.slice(3, 5)}T${payload.slice(11)}`;
}

/** `03/14/2026 10:00:00` -> `2026-03-14T10:00:00` (the response format); throws when invalid. */
export function parsePayloadDateTime(payload: string): string {
  const isoLocal = readPayloadDateTime(payload);
  if (isoLocal === undefined) {
    throw invalidDateTime(payload, PAYLOAD_DATE_TIME_FORMAT);
  }
  return isoLocal;
}

/** Whether `name` is an IANA time zone (`Europe/Berlin`), the form an office's zone is given in. */
export const isTimeZone = (name: string): boolean => IANAZone.isValidZone(name);

/** The zone of the rental office's clock: the process's own unless `setOfficeTimeZone` chose one. */
export const officeTimeZone = (): string => Settings.defaultZone.name;

/**
 * Sets the office's zone for this process: every rule reading "now" or a month (`localNow`,
 * `statsWindow`, the booking rules) reads it, whatever the host's `TZ`.
 */
export function setOfficeTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new RangeError(`Unknown time zone "${name}"`);
  Settings.defaultZone = name;
}

/** The current wall-clock time of the rental office (officeTimeZone) in the response format. */
export function localNow(now: DateTime = DateTime.local()): string {
  return now.toFormat(LOCAL_ISO_DATE_TIME_FORMAT);
}

/** Whether `value` is a real ISO local date-time (`2026-03-14T10:00:00`; not `2026-02-30T...`). */
export function isRealLocalDateTime(value: string): boolean {
  return parseExactly(value, LOCAL_ISO_DATE_TIME_FORMAT) !== undefined;
}

/** Whether `value` is a real calendar date `YYYY-MM-DD` (not `2026-02-30`). */
export function isRealDate(value: string): boolean {
  return parseExactly(value, DISPLAY_DATE_FORMAT) !== undefined;
}
