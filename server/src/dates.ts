/**
 * Reservation times are the rental office's wall-clock time: requests carry
 * `MM/dd/yyyy HH:mm:ss`, storage and responses use the zone-less ISO form `yyyy-MM-ddTHH:mm:ss`,
 * whose fixed width makes text comparison chronological.
 */
export type LocalDateTime = string;

const REQUEST_FORMAT = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

type DateTimeParts = [
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
];

function toLocalDateTime([year, month, day, hour, minute, second]: DateTimeParts): LocalDateTime {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The request value as a stored local date-time, or undefined when it is not a real time. */
export function parseRequestDateTime(value: string): LocalDateTime | undefined {
  const match = REQUEST_FORMAT.exec(value);
  if (match === null) return undefined;
  const [month, day, year, hour, minute, second] = match.slice(1).map(Number) as DateTimeParts;
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const roundTrips =
    asUtc.getUTCFullYear() === year &&
    asUtc.getUTCMonth() === month - 1 &&
    asUtc.getUTCDate() === day &&
    asUtc.getUTCHours() === hour &&
    asUtc.getUTCMinutes() === minute &&
    asUtc.getUTCSeconds() === second;
  return roundTrips ? toLocalDateTime([year, month, day, hour, minute, second]) : undefined;
}

/** The process's current local wall-clock time. */
export function localNow(now = new Date()): LocalDateTime {
  return toLocalDateTime([
    now.getFullYear(),
    now.getMonth() + 1,
    now.getDate(),
    now.getHours(),
    now.getMinutes(),
    now.getSeconds(),
  ]);
}

function wallClockMillis(value: LocalDateTime): number {
  return Date.parse(`${value}Z`);
}

/** Whole minutes between two wall-clock times (as read on the office clock). */
function minutesBetween(from: LocalDateTime, to: LocalDateTime): number {
  return Math.floor((wallClockMillis(to) - wallClockMillis(from)) / 60_000);
}

/** `ceil(minutes / 60) * pricePerHour`: every started hour is charged. */
export function rentalPrice(from: LocalDateTime, to: LocalDateTime, pricePerHour: number): number {
  return Math.ceil(minutesBetween(from, to) / 60) * pricePerHour;
}
