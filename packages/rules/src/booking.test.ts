import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { MAX_RENTAL_DAYS } from '@rentacar/contract';
import {
  bookingIntervalProblem,
  heldPeriod,
  intervalsOverlap,
  isBookableInterval,
  holdsAccountOpen,
  isCancellable,
  isReservationEditable,
  nextFreeFrom,
  normaliseReservationStatus,
  overlapBounds,
  readAvailabilityFilter,
  readAvailabilityWindow,
  readBlockTimes,
  rentalHours,
  rentalPrice,
  rentalPriceInCents,
  turnaroundEnd,
} from './booking';

const interval = (pickUpTime: string, dropOffTime: string) => ({ pickUpTime, dropOffTime });
const NOW = '2026-03-14T10:00:00';

describe('rentalPrice', () => {
  it('charges every started hour', () => {
    expect(
      rentalPrice(interval('2026-03-14T10:00:00', '2026-03-14T11:30:00'), { pricePerHour: 12.5 }),
    ).toBe(25);
    expect(
      rentalPrice(interval('2026-03-14T10:00:00', '2026-03-14T11:00:00'), { pricePerHour: 40 }),
    ).toBe(40);
    expect(
      rentalPrice(interval('2026-03-14T10:00:00', '2026-03-14T11:01:00'), { pricePerHour: 40 }),
    ).toBe(80);
  });

  it('computes in whole cents, so decimal prices total exactly', () => {
    const threeHours = interval('2026-03-14T10:00:00', '2026-03-14T13:00:00');
    expect(rentalPrice(threeHours, { pricePerHour: 45.7 })).toBe(137.1);
    expect(rentalPriceInCents(threeHours, { pricePerHourCents: 4570 })).toBe(13710);
    expect(rentalPrice(threeHours, { pricePerHour: 0.07 })).toBe(0.21);
    expect(
      rentalPrice(interval('2026-03-14T10:00:00', '2026-03-15T10:00:00'), { pricePerHour: 19.99 }),
    ).toBe(479.76);
  });

  it('counts whole minutes only, so seconds past the hour start no new hour', () => {
    expect(rentalHours(interval('2026-03-14T10:00:00', '2026-03-14T11:00:59'))).toBe(1);
  });

  it('reads the office clock across a daylight-saving change', () => {
    // 29 March 2026 has no 02:00-03:00 in Europe; on the office clock it is still 24 hours.
    expect(rentalHours(interval('2026-03-28T12:00:00', '2026-03-29T12:00:00'))).toBe(24);
  });
});

describe('isBookableInterval', () => {
  it('accepts a future pick-up before the drop-off', () => {
    expect(isBookableInterval(interval('2026-03-14T10:00:00', '2026-03-14T10:01:00'), NOW)).toBe(
      true,
    );
  });

  it.each([
    ['a past pick-up', '2026-03-14T09:59:59', '2026-03-15T10:00:00'],
    ['an equal drop-off', '2026-03-15T10:00:00', '2026-03-15T10:00:00'],
    ['an earlier drop-off', '2026-03-15T10:00:00', '2026-03-15T09:00:00'],
  ])('refuses %s', (_, pickUp, dropOff) => {
    expect(isBookableInterval(interval(pickUp, dropOff), NOW)).toBe(false);
  });
});

describe('bookingIntervalProblem', () => {
  it('names what is wrong, judging only the times already known', () => {
    expect(bookingIntervalProblem({ pickUpTime: '2026-03-14T09:00:00' }, NOW)).toBe('pickUpInPast');
    expect(
      bookingIntervalProblem(interval('2026-03-15T10:00:00', '2026-03-15T10:00:00'), NOW),
    ).toBe('dropOffNotAfterPickUp');
    expect(bookingIntervalProblem({ pickUpTime: '2026-03-15T10:00:00' }, NOW)).toBeUndefined();
    expect(bookingIntervalProblem({}, NOW)).toBeUndefined();
  });

  it('allows a rental of exactly MAX_RENTAL_DAYS x 24 h and refuses a second more', () => {
    expect(MAX_RENTAL_DAYS).toBe(90);
    const pickUp = '2026-03-15T10:00:00';
    expect(bookingIntervalProblem(interval(pickUp, '2026-06-13T10:00:00'), NOW)).toBeUndefined();
    expect(bookingIntervalProblem(interval(pickUp, '2026-06-13T10:00:01'), NOW)).toBe(
      'rentalTooLong',
    );
    expect(bookingIntervalProblem(interval(pickUp, '2026-06-13T11:00:00'), NOW)).toBe(
      'rentalTooLong',
    );
    expect(isBookableInterval(interval(pickUp, '2026-06-13T10:00:00'), NOW)).toBe(true);
    expect(isBookableInterval(interval(pickUp, '2026-06-13T10:00:01'), NOW)).toBe(false);
  });

  it('counts the limit on the office clock, across a daylight-saving change', () => {
    // 90 x 24 h on the office clock, though Europe's clocks move an hour on 29 March 2026.
    expect(
      bookingIntervalProblem(interval('2026-03-20T10:00:00', '2026-06-18T10:00:00'), NOW),
    ).toBeUndefined();
  });

  it('refuses a drop-off at the end of the calendar as too long', () => {
    expect(
      bookingIntervalProblem(interval('2026-03-15T10:00:00', '9999-12-31T23:59:59'), NOW),
    ).toBe('rentalTooLong');
  });

  it('takes another limit, as the server setting may give', () => {
    const week = interval('2026-03-15T10:00:00', '2026-03-22T10:00:00');
    expect(bookingIntervalProblem(week, NOW, 7)).toBeUndefined();
    expect(bookingIntervalProblem(week, NOW, 6)).toBe('rentalTooLong');
    expect(isBookableInterval(week, NOW, 6)).toBe(false);
  });

  it('reports the earlier problems first', () => {
    expect(
      bookingIntervalProblem(interval('2026-03-14T09:00:00', '9999-12-31T23:59:59'), NOW),
    ).toBe('pickUpInPast');
  });
});

describe('intervalsOverlap', () => {
  const booked = interval('2026-03-20T10:00:00', '2026-03-20T14:00:00');
  it.each([
    ['inside', '2026-03-20T11:00:00', '2026-03-20T12:00:00', true],
    ['across the start', '2026-03-20T08:00:00', '2026-03-20T11:00:00', true],
    ['touching the start', '2026-03-20T08:00:00', '2026-03-20T10:00:00', true],
    ['touching the end', '2026-03-20T14:00:00', '2026-03-20T18:00:00', true],
    ['before', '2026-03-20T06:00:00', '2026-03-20T09:59:59', false],
    ['after', '2026-03-20T14:00:01', '2026-03-20T18:00:00', false],
  ])('%s: %s', (_, pickUp, dropOff, expected) => {
    expect(intervalsOverlap(booked, interval(pickUp, dropOff))).toBe(expected);
  });
});

describe('turnaround', () => {
  const booked = interval('2026-03-20T10:00:00', '2026-03-20T14:00:00');
  const held = heldPeriod(booked, 60);

  it('holds the vehicle through the turnaround, but for its end', () => {
    expect(held).toEqual(interval('2026-03-20T10:00:00', '2026-03-20T14:59:59'));
    expect(turnaroundEnd(booked.dropOffTime, 60)).toBe('2026-03-20T15:00:00');
    expect(heldPeriod(booked, 0)).toEqual(booked);
  });

  it.each([
    ['within the turnaround', '2026-03-20T14:59:00', false],
    ['as it ends', '2026-03-20T15:00:00', true],
  ])('a booking starting %s is %s free', (_, pickUp, free) => {
    const next = heldPeriod(interval(pickUp, '2026-03-20T18:00:00'), 60);
    expect(intervalsOverlap(held, next)).toBe(!free);
  });

  it('bounds the bookings whose turnaround reaches a period', () => {
    const asked = heldPeriod(interval('2026-03-20T15:00:00', '2026-03-20T16:00:00'), 60);
    expect(overlapBounds(asked, 60)).toEqual({
      pickUpAtMost: '2026-03-20T16:59:59',
      dropOffAtLeast: '2026-03-20T14:00:01',
    });
    expect(overlapBounds(asked)).toEqual({
      pickUpAtMost: '2026-03-20T16:59:59',
      dropOffAtLeast: '2026-03-20T15:00:00',
    });
  });

  describe('nextFreeFrom', () => {
    const withTurnaround = { ...booked, turnaroundEnd: '2026-03-20T15:00:00' };

    it('is undefined while the asked period is free', () => {
      const asked = interval('2026-03-20T15:00:00', '2026-03-20T16:00:00');
      expect(nextFreeFrom([withTurnaround], asked, 60)).toBeUndefined();
    });

    it('names the turnaround end of the booking in the way', () => {
      const asked = interval('2026-03-20T14:30:00', '2026-03-20T16:00:00');
      expect(nextFreeFrom([withTurnaround], asked, 60)).toBe('2026-03-20T15:00:00');
    });

    it('names the minute after a drop-off without turnaround', () => {
      const asked = interval('2026-03-20T12:00:00', '2026-03-20T13:00:00');
      expect(nextFreeFrom([booked], asked, 0)).toBe('2026-03-20T14:01:00');
    });

    it('skips the periods the moved booking or its turnaround would still run into', () => {
      const asked = interval('2026-03-20T13:00:00', '2026-03-20T15:00:00');
      const block = interval('2026-03-20T17:30:00', '2026-03-20T19:00:00');
      // From 15:00 the two hours and their turnaround reach the block at 17:30.
      expect(nextFreeFrom([withTurnaround, block], asked, 60)).toBe('2026-03-20T19:01:00');
    });
  });
});

describe('statuses', () => {
  it('reads the legacy CANCELED as CANCELLED and keeps the others', () => {
    expect(normaliseReservationStatus('CANCELED')).toBe('CANCELLED');
    expect(normaliseReservationStatus('DONE')).toBe('DONE');
  });

  it('lets only a CREATED reservation with a future pick-up be cancelled', () => {
    expect(isCancellable({ status: 'CREATED', pickUpTime: '2026-03-14T10:00:01' }, NOW)).toBe(true);
    expect(isCancellable({ status: 'CREATED', pickUpTime: NOW }, NOW)).toBe(false);
    expect(isCancellable({ status: 'DONE', pickUpTime: '2026-04-01T10:00:00' }, NOW)).toBe(false);
  });

  it('keeps an account open while a CREATED reservation has not been dropped off', () => {
    const created = (dropOffTime: string) => ({ status: 'CREATED', dropOffTime });
    expect(holdsAccountOpen(created('2026-03-14T10:00:01'), NOW)).toBe(true);
    expect(holdsAccountOpen(created(NOW), NOW)).toBe(true);
    expect(holdsAccountOpen(created('2026-03-14T09:59:59'), NOW)).toBe(false);
    expect(holdsAccountOpen({ status: 'CANCELLED', dropOffTime: '2026-04-01T10:00:00' }, NOW)).toBe(
      false,
    );
  });
});

describe('readAvailabilityWindow', () => {
  const now = DateTime.fromISO('2026-03-14T10:00:00.500');

  it('defaults to now and 90 days later', () => {
    expect(readAvailabilityWindow(undefined, undefined, now)).toEqual({
      valid: true,
      interval: interval('2026-03-14T10:00:00', '2026-06-12T10:00:00'),
    });
  });

  it('reads the request format', () => {
    expect(readAvailabilityWindow('03/20/2026 08:00:00', '03/21/2026 08:00:00', now)).toEqual({
      valid: true,
      interval: interval('2026-03-20T08:00:00', '2026-03-21T08:00:00'),
    });
  });

  it.each([
    ['from', '2026-03-20', undefined],
    ['to', '03/20/2026 08:00:00', '02/30/2026 08:00:00'],
    ['to', '03/20/2026 08:00:00', '03/20/2026 08:00:00'],
    ['to', '03/20/2026 08:00:00', '03/21/2027 08:00:01'],
  ])('names %s when it is wrong', (parameter, from, to) => {
    expect(readAvailabilityWindow(from, to, now)).toMatchObject({ valid: false, parameter });
  });

  it('answers a window of exactly 366 days', () => {
    expect(readAvailabilityWindow('03/20/2026 08:00:00', '03/21/2027 08:00:00', now).valid).toBe(
      true,
    );
  });
});

describe('readAvailabilityFilter', () => {
  it('is absent without both parameters', () => {
    expect(readAvailabilityFilter(undefined, undefined)).toBeUndefined();
  });

  it.each([
    ['availableTo', '03/20/2026 08:00:00', undefined],
    ['availableFrom', undefined, '03/20/2026 08:00:00'],
    ['availableFrom', 'soon', '03/20/2026 08:00:00'],
    ['availableTo', '03/20/2026 08:00:00', '03/19/2026 08:00:00'],
  ])('names %s when the pair is wrong', (parameter, from, to) => {
    expect(readAvailabilityFilter(from, to)).toMatchObject({ valid: false, parameter });
  });
});

describe('isReservationEditable', () => {
  it('lets an administrator edit only a CREATED reservation', () => {
    expect(isReservationEditable({ status: 'CREATED' })).toBe(true);
    expect(isReservationEditable({ status: 'CANCELLED' })).toBe(false);
    expect(isReservationEditable({ status: 'DONE' })).toBe(false);
  });
});

describe('readBlockTimes', () => {
  it('reads the request format into the stored one', () => {
    expect(readBlockTimes({ start: '03/14/2026 10:00:00', end: '03/14/2026 10:00:01' })).toEqual({
      valid: true,
      interval: interval('2026-03-14T10:00:00', '2026-03-14T10:00:01'),
    });
  });

  it('names start or end for a date that does not exist, and end not after start', () => {
    expect(readBlockTimes({ start: '02/30/2026 10:00:00', end: '03/14/2026 10:00:00' })).toEqual({
      valid: false,
      parameter: 'start',
      reason: 'must be a real date and time',
    });
    expect(readBlockTimes({ start: '03/14/2026 10:00:00', end: '02/30/2026 10:00:00' })).toEqual({
      valid: false,
      parameter: 'end',
      reason: 'must be a real date and time',
    });
    for (const end of ['03/14/2026 10:00:00', '03/14/2026 09:59:59']) {
      expect(readBlockTimes({ start: '03/14/2026 10:00:00', end })).toEqual({
        valid: false,
        parameter: 'end',
        reason: 'must be after start',
      });
    }
  });
});
