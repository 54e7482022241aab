import { describe, expect, it } from 'vitest';
import type { OpeningPeriod } from '@rentacar/contract';
import {
  branchBookingProblem,
  branchInputProblem,
  branchProblemMessage,
  branchRentalPriceInCents,
  describeDayHours,
  describeWeekHours,
  instantToLocal,
  isBranchOpenAt,
  isoWeekdayOf,
  localToInstant,
  oneWayFee,
  slugOf,
  toBranchRecord,
  zonedIntervalProblem,
  type BookingBranch,
} from './branches';

const weekdays = (opens: string, closes: string): OpeningPeriod[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

const unionStation: BookingBranch = {
  id: 1,
  name: 'Union Station',
  timeZone: 'America/Chicago',
  openingHours: [
    ...weekdays('08:00', '12:00'),
    ...weekdays('13:00', '18:00'),
    { day: 6, opens: '09:00', closes: '24:00' },
  ],
  closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
  oneWayFee: 25,
};

const midtown: BookingBranch = {
  id: 2,
  name: 'New York Midtown',
  timeZone: 'America/New_York',
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })),
  closures: [],
};

const airport: BookingBranch = { ...midtown, id: 3, name: 'JFK Airport', oneWayFee: 0 };

describe('isBranchOpenAt', () => {
  it('reads each of a weekday’s periods, both ends included', () => {
    // 2026-03-16 is a Monday.
    expect(isBranchOpenAt(unionStation, '2026-03-16T08:00:00')).toBe(true);
    expect(isBranchOpenAt(unionStation, '2026-03-16T12:00:00')).toBe(true);
    expect(isBranchOpenAt(unionStation, '2026-03-16T12:30:00')).toBe(false);
    expect(isBranchOpenAt(unionStation, '2026-03-16T13:00:00')).toBe(true);
    expect(isBranchOpenAt(unionStation, '2026-03-16T18:00:00')).toBe(true);
    expect(isBranchOpenAt(unionStation, '2026-03-16T18:00:01')).toBe(false);
    expect(isBranchOpenAt(unionStation, '2026-03-16T07:59:00')).toBe(false);
  });

  it('keeps a day without periods closed and reads 24:00 as midnight', () => {
    expect(isBranchOpenAt(unionStation, '2026-03-15T10:00:00')).toBe(false); // Sunday
    expect(isBranchOpenAt(unionStation, '2026-03-14T23:59:59')).toBe(true); // Saturday
  });

  it('is closed all day on a closure, whatever the weekday', () => {
    // 2026-12-25 is a Friday.
    expect(isBranchOpenAt(unionStation, '2026-12-25T10:00:00')).toBe(false);
    expect(isBranchOpenAt(unionStation, '2026-12-24T10:00:00')).toBe(true);
  });
});

describe('local wall-clock times and instants', () => {
  it('reads a time in the branch’s zone', () => {
    expect(localToInstant('2026-06-01T10:00:00', 'America/New_York')).toBe(
      Date.UTC(2026, 5, 1, 14),
    );
    expect(instantToLocal(Date.UTC(2026, 5, 1, 14), 'America/Chicago')).toBe('2026-06-01T09:00:00');
  });

  it('has no instant for a time the March change skips, and the second of a November repeat', () => {
    expect(localToInstant('2026-03-08T02:30:00', 'America/Chicago')).toBeUndefined();
    expect(localToInstant('2026-11-01T01:30:00', 'America/Chicago')).toBe(
      Date.UTC(2026, 10, 1, 7, 30),
    );
  });
});

describe('rentals across zones and clock changes', () => {
  const chicago = 'America/Chicago';

  it('charges the 23 real hours of the March change night', () => {
    const interval = {
      pickUpTime: '2026-03-07T10:00:00',
      dropOffTime: '2026-03-08T10:00:00',
      pickUpZone: chicago,
      dropOffZone: chicago,
    };
    expect(branchRentalPriceInCents(interval, { pricePerHourCents: 1000 }, 0)).toBe(23 * 1000);
  });

  it('charges the 25 real hours of the November change night', () => {
    const interval = {
      pickUpTime: '2026-10-31T10:00:00',
      dropOffTime: '2026-11-01T10:00:00',
      pickUpZone: chicago,
      dropOffZone: chicago,
    };
    expect(branchRentalPriceInCents(interval, { pricePerHourCents: 1000 }, 0)).toBe(25 * 1000);
  });

  it('measures a pick-up in New York returned in Chicago on instants, with the fee', () => {
    // 10:00 in New York is 09:00 in Chicago: a return at 12:00 there is 3 hours later.
    const interval = {
      pickUpTime: '2026-06-01T10:00:00',
      dropOffTime: '2026-06-01T12:00:00',
      pickUpZone: 'America/New_York',
      dropOffZone: chicago,
    };
    expect(branchRentalPriceInCents(interval, { pricePerHourCents: 1000 }, 2500)).toBe(
      3 * 1000 + 2500,
    );
    // 10:30 in Chicago is 11:30 in New York: after the pick-up, though it reads earlier.
    expect(
      zonedIntervalProblem(
        { ...interval, dropOffTime: '2026-06-01T09:30:00' },
        Date.UTC(2026, 0, 1),
      ),
    ).toBeUndefined();
    expect(
      zonedIntervalProblem(
        { ...interval, dropOffTime: '2026-06-01T08:59:00' },
        Date.UTC(2026, 0, 1),
      ),
    ).toBe('dropOffNotAfterPickUp');
  });

  it('judges "in the past" on the branch’s clock', () => {
    const now = Date.UTC(2026, 5, 1, 14, 30); // 10:30 in New York, 09:30 in Chicago
    const at = (pickUpTime: string, pickUpZone: string) =>
      zonedIntervalProblem(
        { pickUpTime, pickUpZone, dropOffTime: '2026-06-02T10:00:00', dropOffZone: pickUpZone },
        now,
      );
    expect(at('2026-06-01T10:00:00', 'America/New_York')).toBe('pickUpInPast');
    expect(at('2026-06-01T10:00:00', chicago)).toBeUndefined();
  });
});

describe('branchBookingProblem', () => {
  it('accepts a round trip within the hours', () => {
    expect(
      branchBookingProblem({
        vehicleBranch: unionStation,
        pickUpBranch: unionStation,
        dropOffBranch: unionStation,
        pickUpTime: '2026-03-16T09:00:00',
        dropOffTime: '2026-03-17T17:00:00',
      }),
    ).toBeUndefined();
  });

  it('refuses a pick-up away from the vehicle, then a return where one-way is not taken', () => {
    const notHere = branchBookingProblem({
      vehicleBranch: unionStation,
      pickUpBranch: midtown,
      dropOffBranch: midtown,
    });
    expect(notHere && branchProblemMessage(notHere)).toBe(
      "pickUpBranchId: must be the vehicle's branch (Union Station)",
    );
    const oneWay = branchBookingProblem({
      vehicleBranch: unionStation,
      pickUpBranch: unionStation,
      dropOffBranch: midtown,
    });
    expect(oneWay && branchProblemMessage(oneWay)).toBe(
      'New York Midtown does not take one-way returns',
    );
  });

  it('names the branch and the day’s hours for a closed time, in English and Spanish', () => {
    const closed = branchBookingProblem({
      vehicleBranch: unionStation,
      pickUpBranch: unionStation,
      dropOffBranch: unionStation,
      pickUpTime: '2026-03-15T03:00:00',
    });
    expect(closed && branchProblemMessage(closed)).toBe(
      'Union Station is closed at that time. Opening hours on Sunday: closed',
    );
    expect(closed && branchProblemMessage(closed, 'es')).toBe(
      'Union Station está cerrada a esa hora. Horario del domingo: cerrada',
    );
    const lunch = branchBookingProblem({
      vehicleBranch: unionStation,
      pickUpBranch: unionStation,
      dropOffBranch: unionStation,
      pickUpTime: '2026-03-16T09:00:00',
      dropOffTime: '2026-03-16T12:30:00',
    });
    expect(lunch && branchProblemMessage(lunch)).toBe(
      'Union Station is closed at that time. Opening hours on Monday: 08:00–12:00, 13:00–18:00',
    );
  });

  it('names a closure and its reason', () => {
    const closure = branchBookingProblem({
      vehicleBranch: unionStation,
      pickUpBranch: unionStation,
      dropOffBranch: unionStation,
      pickUpTime: '2026-12-25T10:00:00',
    });
    expect(closure && branchProblemMessage(closure)).toBe(
      'Union Station is closed at that time. Closed on 2026-12-25: Christmas Day',
    );
  });

  it('refuses a time the zone’s clock skips as no real time', () => {
    const skipped = branchBookingProblem({
      vehicleBranch: midtown,
      pickUpBranch: midtown,
      dropOffBranch: midtown,
      pickUpTime: '2026-03-08T02:30:00',
    });
    expect(skipped && branchProblemMessage(skipped)).toBe(
      'pickUpTime: must be a real date and time',
    );
  });
});

describe('oneWayFee', () => {
  it('is free at the same branch, the fee elsewhere, refused without one', () => {
    expect(oneWayFee(unionStation, unionStation)).toBe(0);
    expect(oneWayFee(midtown, unionStation)).toBe(25);
    expect(oneWayFee(midtown, airport)).toBe(0);
    expect(oneWayFee(unionStation, midtown)).toBeUndefined();
  });
});

describe('describing hours', () => {
  it('writes each weekday, Monday first', () => {
    const week = describeWeekHours(unionStation.openingHours);
    expect(week[0]).toEqual({ day: 1, name: 'Monday', hours: '08:00–12:00, 13:00–18:00' });
    expect(week[5]).toEqual({ day: 6, name: 'Saturday', hours: '09:00–24:00' });
    expect(week[6]).toEqual({ day: 7, name: 'Sunday', hours: 'closed' });
    expect(describeDayHours(unionStation.openingHours, 7, 'es')).toBe('cerrada');
  });
});

describe('branchInputProblem', () => {
  const valid = { timeZone: 'America/Chicago', openingHours: weekdays('08:00', '18:00') };

  it('accepts a valid branch', () => {
    expect(branchInputProblem(valid)).toBeUndefined();
    expect(
      branchInputProblem({ ...valid, openingHours: [{ day: 1, opens: '00:00', closes: '24:00' }] }),
    ).toBeUndefined();
  });

  it.each([
    [{ ...valid, timeZone: 'Mars/Olympus' }, 'timeZone', 'must be an IANA time zone'],
    [
      { ...valid, openingHours: [{ day: 1, opens: '18:00', closes: '08:00' }] },
      'openingHours[0].closes',
      'must be after opens',
    ],
    [
      { ...valid, openingHours: [{ day: 1, opens: '08:00', closes: '08:00' }] },
      'openingHours[0].closes',
      'must be after opens',
    ],
    [
      { ...valid, closures: [{ date: '2026-02-30', reason: 'No such day' }] },
      'closures[0].date',
      'must be a real date',
    ],
    [
      {
        ...valid,
        closures: [
          { date: '2026-12-25', reason: 'Christmas' },
          { date: '2026-12-25', reason: 'Again' },
        ],
      },
      'closures[1].date',
      'must appear only once',
    ],
  ])('refuses %#', (input, parameter, reason) => {
    expect(branchInputProblem(input)).toEqual({ parameter, reason });
  });
});

describe('records and slugs', () => {
  it('sorts hours and closures as the contract answers them, keeping an absent fee absent', () => {
    const record = toBranchRecord(4, {
      name: 'JFK Airport',
      slug: 'jfk-airport',
      address: 'JFK Access Rd',
      city: 'New York',
      zipCode: '11430',
      country: 'US',
      latitude: 40.6413,
      longitude: -73.7781,
      phoneNumber: '(718) 555-0101',
      email: 'jfk@rentacar.example.com',
      timeZone: 'America/New_York',
      openingHours: [
        { day: 2, opens: '08:00', closes: '18:00' },
        { day: 1, opens: '13:00', closes: '18:00' },
        { day: 1, opens: '08:00', closes: '12:00' },
      ],
      closures: [
        { date: '2026-12-25', reason: 'Christmas Day' },
        { date: '2026-11-26', reason: 'Thanksgiving' },
      ],
    });
    expect(record.openingHours.map(({ day, opens }) => `${day} ${opens}`)).toEqual([
      '1 08:00',
      '1 13:00',
      '2 08:00',
    ]);
    expect(record.closures.map(({ date }) => date)).toEqual(['2026-11-26', '2026-12-25']);
    expect('oneWayFee' in record).toBe(false);
  });

  it('makes a slug of a name', () => {
    expect(slugOf("Chicago O'Hare Airport")).toBe('chicago-o-hare-airport');
    expect(slugOf('  Málaga -- Centro ')).toBe('malaga-centro');
  });
});

describe('isoWeekdayOf', () => {
  it('numbers a local date or time from Monday 1 to Sunday 7, whatever the host zone', () => {
    expect(isoWeekdayOf('2026-03-02')).toBe(1);
    expect(isoWeekdayOf('2026-03-08')).toBe(7);
    expect(isoWeekdayOf('2026-03-08T23:30:00')).toBe(7);
    expect(isoWeekdayOf('2026-12-31')).toBe(4);
  });
});
