import { DateTime } from 'luxon';
import {
  isRealLocalDateTime,
  LOCAL_ISO_DATE_TIME_FORMAT,
  localNow,
  readPayloadDateTime,
} from './dates';
import { fromCents } from './money';
import {
  basePriceInCents,
  vehicleRatesInCents,
  type RentalRates,
  type VehicleRates,
} from './rates';
import { MAX_RENTAL_DAYS, validationReason, type ReservationStatus } from '@rentacar/contract';

/**
 * The booking rules, once for the mock, the server and the app. Times are the rental office's
 * wall-clock times in the zone-less ISO form (`2026-03-14T10:00:00`), whose fixed width makes text
 * comparison chronological.
 */
export interface BookingInterval {
  pickUpTime: string;
  dropOffTime: string;
}

/**
 * Why booking times break the rules: a pick-up in the past, a drop-off not after it, or a rental
 * longer than the longest one (`MAX_RENTAL_DAYS` of 24 h unless the caller sets another).
 */
export type BookingIntervalProblem = 'pickUpInPast' | 'dropOffNotAfterPickUp' | 'rentalTooLong';

// Read in UTC so a daylight-saving change never adds or removes an hour of the office clock.
const wallClock = (isoLocal: string) => DateTime.fromISO(isoLocal, { zone: 'utc' });

const HOUR_MS = 60 * 60 * 1000;

/** Whether the drop-off is more than `maxRentalDays` x 24 h after the pick-up (exactly that is not). */
export function exceedsRentalLength(
  { pickUpTime, dropOffTime }: BookingInterval,
  maxRentalDays: number = MAX_RENTAL_DAYS,
): boolean {
  const length = wallClock(dropOffTime).toMillis() - wallClock(pickUpTime).toMillis();
  return length > maxRentalDays * 24 * HOUR_MS;
}

/**
 * Pick-up is not in the past, comes strictly before drop-off, and drop-off is at most
 * `maxRentalDays` x 24 h after it (exactly that is allowed). Either time may still be missing (a
 * form being filled in): only what is known is judged.
 */
export function bookingIntervalProblem(
  { pickUpTime, dropOffTime }: Partial<BookingInterval>,
  now: string = localNow(),
  maxRentalDays: number = MAX_RENTAL_DAYS,
): BookingIntervalProblem | undefined {
  if (pickUpTime === undefined) return undefined;
  if (pickUpTime < now) return 'pickUpInPast';
  if (dropOffTime === undefined) return undefined;
  if (dropOffTime <= pickUpTime) return 'dropOffNotAfterPickUp';
  if (exceedsRentalLength({ pickUpTime, dropOffTime }, maxRentalDays)) return 'rentalTooLong';
  return undefined;
}

/** Pick-up is not in the past, before drop-off, and the rental at most `maxRentalDays` long. */
export function isBookableInterval(
  interval: BookingInterval,
  now: string = localNow(),
  maxRentalDays: number = MAX_RENTAL_DAYS,
): boolean {
  return bookingIntervalProblem(interval, now, maxRentalDays) === undefined;
}

/** A new vehicle's turnaround when neither its input nor the operator names one: none. */
export const DEFAULT_TURNAROUND_MINUTES = 0;

const shifted = (time: string, seconds: number) =>
  wallClock(time).plus({ seconds }).toFormat(LOCAL_ISO_DATE_TIME_FORMAT);

/** When the turnaround after a drop-off is over: the first instant a booking may start again. */
export const turnaroundEnd = (dropOffTime: string, turnaroundMinutes: number): string =>
  shifted(dropOffTime, turnaroundMinutes * 60);

/**
 * The instants a booking holds its vehicle, as a closed period on the times' one-second grid:
 * pick-up to drop-off, then the turnaround but for its end, at which the next booking may start.
 * Without a turnaround the drop-off itself is the last instant held, so two bookings never share
 * it (touching ends overlap). A blocked period holds just its own period: the administrator sets
 * its end to when the vehicle is ready again.
 */
export function heldPeriod(interval: BookingInterval, turnaroundMinutes: number): BookingInterval {
  if (turnaroundMinutes === 0) return interval;
  return {
    pickUpTime: interval.pickUpTime,
    dropOffTime: shifted(interval.dropOffTime, turnaroundMinutes * 60 - 1),
  };
}

/**
 * The bounds the bookings of a vehicle with `turnaroundMinutes` lie within when what they hold
 * (`heldPeriod`) overlaps the held period `held`: picked up at or before its end, and dropped off
 * late enough for their turnaround to reach its start (touching ends overlap). Without a
 * turnaround they are the bounds of any period overlapping `held`, as a blocked period's. The
 * server turns them into its SQL conditions; `intervalsOverlap` applies them in memory.
 */
export function overlapBounds(
  { pickUpTime, dropOffTime }: BookingInterval,
  turnaroundMinutes = 0,
): {
  pickUpAtMost: string;
  dropOffAtLeast: string;
} {
  const reach = turnaroundMinutes === 0 ? 0 : turnaroundMinutes * 60 - 1;
  return { pickUpAtMost: dropOffTime, dropOffAtLeast: shifted(pickUpTime, -reach) };
}

/** Whether a booked interval clashes with `interval` (touching ends included). */
export function intervalsOverlap(booked: BookingInterval, interval: BookingInterval): boolean {
  const { pickUpAtMost, dropOffAtLeast } = overlapBounds(interval);
  return booked.pickUpTime <= pickUpAtMost && booked.dropOffTime >= dropOffAtLeast;
}

/**
 * The bookings of a vehicle that, with `turnaroundMinutes` after each, would hold part of what
 * another of them or a blocked period holds (all on one clock: the instants), in their order.
 */
export function tooCloseForTurnaround<Booking extends BookingInterval>(
  bookings: readonly Booking[],
  blocks: readonly BookingInterval[],
  turnaroundMinutes: number,
): Booking[] {
  const held = bookings.map((booking) => heldPeriod(booking, turnaroundMinutes));
  return bookings.filter(
    (_, index) =>
      held.some(
        (other, otherIndex) => otherIndex !== index && intervalsOverlap(other, held[index]!),
      ) || blocks.some((block) => intervalsOverlap(block, held[index]!)),
  );
}

/** A period the vehicle is taken in; a reservation's with when its turnaround is over. */
export interface OccupiedPeriod extends BookingInterval {
  turnaroundEnd?: string;
}

const heldByOccupied = ({ pickUpTime, dropOffTime, turnaroundEnd }: OccupiedPeriod) =>
  turnaroundEnd === undefined
    ? { pickUpTime, dropOffTime }
    : { pickUpTime, dropOffTime: shifted(turnaroundEnd, -1) };

/** The first whole minute a booking may start after an occupied period. */
function freeAfter({ dropOffTime, turnaroundEnd }: OccupiedPeriod): string {
  if (turnaroundEnd !== undefined) return turnaroundEnd;
  const next = wallClock(dropOffTime).plus({ seconds: 1 });
  const minute = next.startOf('minute');
  return (minute < next ? minute.plus({ minutes: 1 }) : minute).toFormat(
    LOCAL_ISO_DATE_TIME_FORMAT,
  );
}

/**
 * When a booking as long as `interval` could start at the earliest instead, on a vehicle with
 * `turnaroundMinutes` taken in the `occupied` periods: the first instant, from the end of what is
 * in its way, at which it holds nothing taken. Undefined when `interval` itself is free.
 */
export function nextFreeFrom(
  occupied: readonly OccupiedPeriod[],
  interval: BookingInterval,
  turnaroundMinutes: number,
): string | undefined {
  const lengthSeconds = wallClock(interval.dropOffTime).diff(
    wallClock(interval.pickUpTime),
    'seconds',
  ).seconds;
  let start = interval.pickUpTime;
  // Each turn starts after a period in the way, which cannot be in the way again.
  for (;;) {
    const held = heldPeriod(
      { pickUpTime: start, dropOffTime: shifted(start, lengthSeconds) },
      turnaroundMinutes,
    );
    const inTheWay = occupied.filter((period) => intervalsOverlap(heldByOccupied(period), held));
    if (inTheWay.length === 0) return start === interval.pickUpTime ? undefined : start;
    start = inTheWay.map(freeAfter).reduce((latest, time) => (time > latest ? time : latest));
  }
}

/** The started hours of a rental: `ceil(minutes / 60)`, counting whole minutes. */
export function rentalHours({ pickUpTime, dropOffTime }: BookingInterval): number {
  const minutes = Math.floor(wallClock(dropOffTime).diff(wallClock(pickUpTime), 'minutes').minutes);
  return Math.ceil(minutes / 60);
}

/** The base price of a rental's `ceil(minutes / 60)` started hours at `rates`, in integer cents. */
export function rentalPriceInCents(interval: BookingInterval, rates: RentalRates): number {
  return basePriceInCents(rentalHours(interval), rates);
}

/** A vehicle's base price for a rental in dollars, computed in cents (3 h at 45.7 is 137.1). */
export function rentalPrice(interval: BookingInterval, vehicle: VehicleRates): number {
  return fromCents(rentalPriceInCents(interval, vehicleRatesInCents(vehicle)));
}

/** `CANCELED` is the legacy spelling of `CANCELLED`, accepted in updates. */
export function normaliseReservationStatus(
  status: ReservationStatus | 'CANCELED',
): ReservationStatus {
  return status === 'CANCELED' ? 'CANCELLED' : status;
}

/** A customer may cancel a CREATED reservation whose pick-up is still in the future. */
export function isCancellable(
  { status, pickUpTime }: { status: string; pickUpTime: string },
  now: string = localNow(),
): boolean {
  return status === 'CREATED' && pickUpTime > now;
}

/**
 * A CREATED reservation whose drop-off has not passed (still to come or under way) keeps its
 * customer's account from being deleted: the business still needs to reach the driver.
 */
export function holdsAccountOpen(
  { status, dropOffTime }: { status: string; dropOffTime: string },
  now: string = localNow(),
): boolean {
  return status === 'CREATED' && dropOffTime >= now;
}

/**
 * An administrator may edit only a CREATED reservation: a CANCELLED or DONE one is closed for
 * good (its edit answers 400 `API_MESSAGES.reservationClosed`).
 */
export const isReservationEditable = ({ status }: { status: string }): boolean =>
  status === 'CREATED';

/** Days the availability call looks ahead by default, and the longest window it answers. */
export const AVAILABILITY_WINDOW_DAYS = { default: 90, maximum: 366 } as const;

/** A request interval read from query parameters, or the parameter it fails on and why. */
export type RequestIntervalCheck =
  { valid: true; interval: BookingInterval } | { valid: false; parameter: string; reason: string };

function invalid(parameter: string, reason: string): RequestIntervalCheck {
  return { valid: false, parameter, reason };
}

/**
 * The pick-up and drop-off of a booking body (the contract's pattern already checked): the
 * stored date-times, or the field that names no real date (`02/30/2026 10:00:00`).
 */
export function readBookingTimes(body: {
  pickUpTime: string;
  dropOffTime: string;
}): RequestIntervalCheck {
  const pickUpTime = readPayloadDateTime(body.pickUpTime);
  if (pickUpTime === undefined) return invalid('pickUpTime', validationReason('realDateTime'));
  const dropOffTime = readPayloadDateTime(body.dropOffTime);
  if (dropOffTime === undefined) return invalid('dropOffTime', validationReason('realDateTime'));
  return { valid: true, interval: { pickUpTime, dropOffTime } };
}

/**
 * The start and end of a blocked period's body (the contract's pattern already checked): the
 * stored date-times, as a booking's interval, or the field at fault (no real date, `end` not
 * after `start`).
 */
export function readBlockTimes(body: { start: string; end: string }): RequestIntervalCheck {
  const pickUpTime = readPayloadDateTime(body.start);
  if (pickUpTime === undefined) return invalid('start', validationReason('realDateTime'));
  const dropOffTime = readPayloadDateTime(body.end);
  if (dropOffTime === undefined) return invalid('end', validationReason('realDateTime'));
  if (dropOffTime <= pickUpTime)
    return invalid('end', validationReason('after', { other: 'start' }));
  return { valid: true, interval: { pickUpTime, dropOffTime } };
}

/**
 * The window of `GET /car/visitors/{id}/availability` from its `from` and `to` parameters (request
 * format): `from` defaults to now, `to` to 90 days after `from`; `to` must come after `from`, at
 * most 366 days later.
 */
export function readAvailabilityWindow(
  from: string | undefined,
  to: string | undefined,
  now: DateTime = DateTime.local(),
): RequestIntervalCheck {
  const start = from === undefined ? localNow(now.startOf('second')) : readPayloadDateTime(from);
  if (start === undefined) return invalid('from', validationReason('payloadDateTime'));
  const defaultEnd = () =>
    wallClock(start)
      .plus({ days: AVAILABILITY_WINDOW_DAYS.default })
      .toFormat(LOCAL_ISO_DATE_TIME_FORMAT);
  const end = to === undefined ? defaultEnd() : readPayloadDateTime(to);
  if (end === undefined) return invalid('to', validationReason('payloadDateTime'));
  if (end <= start) return invalid('to', validationReason('after', { other: 'from' }));
  const latestEnd = wallClock(start).plus({ days: AVAILABILITY_WINDOW_DAYS.maximum });
  if (wallClock(end) > latestEnd) {
    return invalid(
      'to',
      validationReason('daysAfter', { days: AVAILABILITY_WINDOW_DAYS.maximum, other: 'from' }),
    );
  }
  return { valid: true, interval: { pickUpTime: start, dropOffTime: end } };
}

/**
 * The `availableFrom`/`availableTo` filter of the vehicle list: both or neither, each in the
 * request format, the end after the start. Undefined when neither is given.
 */
export function readAvailabilityFilter(
  availableFrom: string | undefined,
  availableTo: string | undefined,
): RequestIntervalCheck | undefined {
  if (availableFrom === undefined && availableTo === undefined) return undefined;
  if (availableFrom === undefined)
    return invalid('availableFrom', validationReason('requiredWith', { other: 'availableTo' }));
  if (availableTo === undefined)
    return invalid('availableTo', validationReason('requiredWith', { other: 'availableFrom' }));
  const pickUpTime = readPayloadDateTime(availableFrom);
  if (pickUpTime === undefined)
    return invalid('availableFrom', validationReason('payloadDateTime'));
  const dropOffTime = readPayloadDateTime(availableTo);
  if (dropOffTime === undefined) return invalid('availableTo', validationReason('payloadDateTime'));
  if (dropOffTime <= pickUpTime)
    return invalid('availableTo', validationReason('after', { other: 'availableFrom' }));
  return { valid: true, interval: { pickUpTime, dropOffTime } };
}

/**
 * What is wrong with an optional `from`/`to` range of ISO local date-times (the reservation list's
 * pick-up filter): a value that names no real date, or `to` not after `from`. Undefined when fine.
 */
export function localRangeProblem(
  from: string | undefined,
  to: string | undefined,
): { parameter: 'from' | 'to'; reason: string } | undefined {
  if (from !== undefined && !isRealLocalDateTime(from)) {
    return { parameter: 'from', reason: validationReason('realDateTime') };
  }
  if (to !== undefined && !isRealLocalDateTime(to)) {
    return { parameter: 'to', reason: validationReason('realDateTime') };
  }
  if (from !== undefined && to !== undefined && to <= from) {
    return { parameter: 'to', reason: validationReason('after', { other: 'from' }) };
  }
  return undefined;
}
