import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RENTAL_DAYS } from '@rentacar/contract';
import {
  basePriceInCents,
  cheapestRateCombination,
  HOURS_PER_WEEK,
  vehicleRatesInCents,
  type RentalRates,
} from './rates';

const MAX_HOURS = MAX_RENTAL_DAYS * 24;

const cents = fc.integer({ min: 1, max: 100_000_000 });
const rates: fc.Arbitrary<RentalRates> = fc.record(
  {
    pricePerHourCents: cents,
    pricePerDayCents: cents,
    pricePerWeekCents: cents,
  },
  { requiredKeys: ['pricePerHourCents'] },
);
const hours = fc.integer({ min: 0, max: MAX_HOURS });

describe('cheapestRateCombination', () => {
  const rates = { pricePerHourCents: 1000, pricePerDayCents: 5000, pricePerWeekCents: 25000 };

  it('tells the weeks, days and hours charged', () => {
    expect(cheapestRateCombination(7 * 24 + 2 * 24 + 3, rates)).toEqual({
      weeks: 1,
      days: 2,
      hours: 3,
      priceInCents: 25000 + 10000 + 3000,
    });
  });

  it('charges six days as a cheaper week, and hours costing what a day does by the hour', () => {
    expect(cheapestRateCombination(6 * 24, rates)).toEqual({
      weeks: 1,
      days: 0,
      hours: 0,
      priceInCents: 25000,
    });
    expect(cheapestRateCombination(5, rates)).toEqual({
      weeks: 0,
      days: 0,
      hours: 5,
      priceInCents: 5000,
    });
  });
});

describe('basePriceInCents', () => {
  it('charges by the hour a vehicle without day or week rates', () => {
    fc.assert(
      fc.property(hours, cents, (rented, hourly) => {
        expect(basePriceInCents(rented, { pricePerHourCents: hourly })).toBe(rented * hourly);
      }),
    );
  });

  it('is never negative and never above every hour at the hourly price', () => {
    fc.assert(
      fc.property(hours, rates, (rented, prices) => {
        const price = basePriceInCents(rented, prices);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(rented * prices.pricePerHourCents);
      }),
    );
  });

  it('never costs less for a longer rental of the same vehicle', () => {
    fc.assert(
      fc.property(hours, fc.integer({ min: 1, max: 200 }), rates, (rented, more, prices) => {
        expect(basePriceInCents(rented + more, prices)).toBeGreaterThanOrEqual(
          basePriceInCents(rented, prices),
        );
      }),
    );
  });

  it('never costs more than any one way of covering the hours by weeks, days and hours', () => {
    const cover = fc.record({ weeks: fc.nat(14), days: fc.nat(20), hours: fc.nat(200) });
    fc.assert(
      fc.property(cover, rates, (chosen, prices) => {
        const covered = chosen.weeks * HOURS_PER_WEEK + chosen.days * 24 + chosen.hours;
        const weekly = prices.pricePerWeekCents ?? 7 * 24 * prices.pricePerHourCents;
        const daily = prices.pricePerDayCents ?? 24 * prices.pricePerHourCents;
        const chosenPrice =
          chosen.weeks * weekly + chosen.days * daily + chosen.hours * prices.pricePerHourCents;
        expect(basePriceInCents(covered, prices)).toBeLessThanOrEqual(chosenPrice);
      }),
    );
  });

  it('takes the cheapest combination a rental counter would', () => {
    const car = { pricePerHourCents: 1_000, pricePerDayCents: 8_000, pricePerWeekCents: 40_000 };
    // 3 hours: by the hour.
    expect(basePriceInCents(3, car)).toBe(3_000);
    // 10 hours cost more by the hour than one day.
    expect(basePriceInCents(10, car)).toBe(8_000);
    // 2 days and 3 hours.
    expect(basePriceInCents(51, car)).toBe(2 * 8_000 + 3 * 1_000);
    // 5 days cost as much as a week, 6 days more: the week.
    expect(basePriceInCents(6 * 24, car)).toBe(40_000);
    // 8 days: a week and a day.
    expect(basePriceInCents(8 * 24, car)).toBe(48_000);
    // A day rate dearer than 24 hours is never used.
    expect(basePriceInCents(30, { pricePerHourCents: 100, pricePerDayCents: 5_000 })).toBe(3_000);
  });
});

describe('vehicleRatesInCents', () => {
  it('reads the contract’s dollars as cents, leaving out the rates a vehicle has not', () => {
    expect(vehicleRatesInCents({ pricePerHour: 45.7, pricePerDay: 199.99 })).toEqual({
      pricePerHourCents: 4_570,
      pricePerDayCents: 19_999,
      pricePerWeekCents: undefined,
    });
  });
});
