import { useEffect, useState } from 'react';
import {
  bookingIntervalProblem,
  combineDateAndTime,
  readPayloadDateTime,
  type BookingInterval,
} from '@rentacar/rules';
import type { BookingTimes } from '@rentacar/ui';

/** A date and a time input value as a local date-time (ISO), or undefined while incomplete. */
function localDateTime(date: string | undefined, time: string | undefined) {
  if (!date || !time) return undefined;
  try {
    return readPayloadDateTime(combineDateAndTime(date, time));
  } catch {
    return undefined;
  }
}

/** The picked times as a booking interval, once both date-times are complete. */
export function toBookingInterval(times: BookingTimes): BookingInterval | undefined {
  const pickUpTime = localDateTime(times.pickUpDate, times.pickUpTime);
  const dropOffTime = localDateTime(times.dropOffDate, times.dropOffTime);
  return pickUpTime && dropOffTime ? { pickUpTime, dropOffTime } : undefined;
}

/**
 * The booking form's time rules: the shared ones of `@rentacar/rules` (pick-up not past, drop-off
 * after it, at most `MAX_RENTAL_DAYS` later), so the form shows the reason before it is sent.
 */
export const checkBookingTimes = (times: BookingTimes) =>
  bookingIntervalProblem({
    pickUpTime: localDateTime(times.pickUpDate, times.pickUpTime),
    dropOffTime: localDateTime(times.dropOffDate, times.dropOffTime),
  });

/** `value`, once it has stayed unchanged for `delayMs` (availability is asked while picking). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
