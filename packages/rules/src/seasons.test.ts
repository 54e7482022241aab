import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  overlappingSeason,
  seasonAdjustments,
  seasonInputProblem,
  seasonsOverlap,
} from './seasons';

const summer = { name: 'Summer', startDate: '2027-07-01', endDate: '2027-08-31', percent: 20 };
const lowSeason = {
  name: 'Low season',
  startDate: '2027-09-01',
  endDate: '2027-09-30',
  percent: -10,
};

describe('seasonAdjustments', () => {
  it('adds a season its share of the rental days inside it', () => {
    // Five rental days from 29 June 10:00: 29 and 30 June outside, 1 to 3 July inside.
    const interval = { pickUpTime: '2027-06-29T10:00:00', dropOffTime: '2027-07-04T10:00:00' };
    expect(seasonAdjustments(interval, 50_000, [summer])).toEqual([
      {
        kind: 'season',
        label: 'Summer +20 % (3 of 5 days)',
        amount: 6_000,
        quantity: 3,
        percent: 20,
        name: 'Summer',
      },
    ]);
  });

  it('gives each season touched its own line, by date, a season going down negative', () => {
    const interval = { pickUpTime: '2027-08-30T09:00:00', dropOffTime: '2027-09-02T09:00:00' };
    const lines = seasonAdjustments(interval, 30_000, [lowSeason, summer]);
    expect(lines.map(({ label, amount }) => ({ label, amount }))).toEqual([
      { label: 'Summer +20 % (2 of 3 days)', amount: 4_000 },
      { label: 'Low season -10 % (1 of 3 days)', amount: -1_000 },
    ]);
  });

  it('counts a started day as a rental day, by the date its 24 hours start on', () => {
    // 25 hours are two rental days: 31 August 23:00 (Summer) and 1 September 23:00 (not).
    const interval = { pickUpTime: '2027-08-31T23:00:00', dropOffTime: '2027-09-02T00:00:00' };
    expect(seasonAdjustments(interval, 10_000, [summer])).toMatchObject([
      { label: 'Summer +20 % (1 of 2 days)', amount: 1_000, quantity: 1 },
    ]);
  });

  it('names a one-day rental in the singular', () => {
    const interval = { pickUpTime: '2027-07-10T10:00:00', dropOffTime: '2027-07-10T13:00:00' };
    expect(seasonAdjustments(interval, 3_000, [summer])[0]!.label).toBe(
      'Summer +20 % (1 of 1 day)',
    );
  });

  it('rounds half a cent away from zero, up and down alike', () => {
    // 1 of 2 days at 5 % of 1010 cents: 25.25 cents -> 25; at 5 % of 1030: 25.75 -> 26.
    const interval = { pickUpTime: '2027-06-30T10:00:00', dropOffTime: '2027-07-02T10:00:00' };
    const at = (base: number, percent: number) =>
      seasonAdjustments(interval, base, [{ ...summer, percent }])[0]!.amount;
    expect(at(1_010, 5)).toBe(25);
    expect(at(1_030, 5)).toBe(26);
    // 1 of 2 days at 5 % of 1020 cents is 25.5 cents exactly.
    expect(at(1_020, 5)).toBe(26);
    expect(at(1_020, -5)).toBe(-26);
  });

  it('leaves out a season the rental does not touch', () => {
    const interval = { pickUpTime: '2027-06-01T10:00:00', dropOffTime: '2027-06-05T10:00:00' };
    expect(seasonAdjustments(interval, 20_000, [summer, lowSeason])).toEqual([]);
  });
});

const dayOf = (offset: number) =>
  new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const localTime = (offsetHours: number) =>
  new Date(Date.UTC(2027, 0, 1) + offsetHours * 3_600_000).toISOString().slice(0, 19);

const rental = fc
  .record({
    start: fc.integer({ min: 0, max: 24 * 300 }),
    hours: fc.integer({ min: 1, max: 24 * 40 }),
  })
  .map(({ start, hours }) => ({
    pickUpTime: localTime(start),
    dropOffTime: localTime(start + hours),
  }));
const percent = fc.integer({ min: -90, max: 500 }).filter((value) => value !== 0);
const season = fc
  .record({
    start: fc.integer({ min: 0, max: 340 }),
    length: fc.integer({ min: 0, max: 60 }),
    percent,
  })
  .map(({ start, length, percent }) => ({
    name: 'Season',
    startDate: dayOf(start),
    endDate: dayOf(start + length),
    percent,
  }));
const base = fc.integer({ min: 0, max: 100_000_000 });

describe('seasonAdjustments, for any rental', () => {
  it('adjusts by no more than the whole base at the percentage', () => {
    fc.assert(
      fc.property(rental, base, season, (interval, cents, touched) => {
        for (const line of seasonAdjustments(interval, cents, [touched])) {
          expect(Math.abs(line.amount)).toBeLessThanOrEqual(
            Math.round((cents * Math.abs(touched.percent)) / 100),
          );
        }
      }),
    );
  });

  it('has no lines without seasons', () => {
    fc.assert(
      fc.property(rental, base, (interval, cents) => {
        expect(seasonAdjustments(interval, cents, [])).toEqual([]);
      }),
    );
  });

  it('adjusts a rental wholly inside a season by exactly the base at the percentage', () => {
    fc.assert(
      fc.property(
        rental,
        fc.integer({ min: 1, max: 100_000 }),
        percent,
        (interval, cents, rate) => {
          const around = {
            name: 'Around',
            startDate: interval.pickUpTime.slice(0, 10),
            endDate: interval.dropOffTime.slice(0, 10),
            percent: rate,
          };
          const [line, ...others] = seasonAdjustments(interval, cents * 100, [around]);
          expect(others).toEqual([]);
          expect(line!.amount).toBe(cents * rate);
        },
      ),
    );
  });
});

describe('seasonsOverlap and overlappingSeason', () => {
  it('judge inclusive dates: sharing the last day overlaps, the next day does not', () => {
    expect(seasonsOverlap(summer, { startDate: '2027-08-31', endDate: '2027-09-05' })).toBe(true);
    expect(seasonsOverlap(summer, lowSeason)).toBe(false);
    expect(seasonsOverlap({ startDate: '2027-06-01', endDate: '2027-09-30' }, summer)).toBe(true);
  });

  it('name the earliest season in the way, never the one being changed', () => {
    const stored = [
      { ...lowSeason, id: 2 },
      { ...summer, id: 1 },
    ];
    const wide = { startDate: '2027-08-15', endDate: '2027-09-15' };
    expect(overlappingSeason(wide, stored)?.id).toBe(1);
    expect(overlappingSeason(wide, stored, 1)?.id).toBe(2);
    expect(overlappingSeason(summer, stored, 1)).toBeUndefined();
  });
});

describe('seasonInputProblem', () => {
  it('accepts a one-day season', () => {
    expect(seasonInputProblem({ ...summer, endDate: summer.startDate })).toBeUndefined();
  });

  it('refuses a date that does not exist, an end before the start and 0 %', () => {
    expect(seasonInputProblem({ ...summer, startDate: '2027-02-30' })).toEqual({
      parameter: 'startDate',
      reason: 'must be a real date',
    });
    expect(seasonInputProblem({ ...summer, endDate: '2027-06-30' })).toEqual({
      parameter: 'endDate',
      reason: 'must not be before startDate',
    });
    expect(seasonInputProblem({ ...summer, percent: 0 })).toEqual({
      parameter: 'percent',
      reason: 'must not be 0',
    });
  });
});
