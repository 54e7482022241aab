import { describe, expect, it } from 'vitest';
import { basePriceInCents, toCents, type RentalRates } from '@rentacar/rules';
import { baseLines } from './priceLines';

const rates: RentalRates = {
  pricePerHourCents: 1000,
  pricePerDayCents: 5000,
  pricePerWeekCents: 30000,
};

const units = (hours: number, priced: RentalRates) =>
  baseLines(hours, priced).map(({ quantity, unit, unitPrice, amount }) => ({
    quantity,
    unit,
    unitPrice,
    amount,
  }));

describe('the base lines of a quote', () => {
  it('gives a line per unit of the cheapest combination: a week, days and hours', () => {
    expect(units(7 * 24 + 2 * 24 + 3, rates)).toEqual([
      { quantity: 1, unit: 'week', unitPrice: 300, amount: 300 },
      { quantity: 2, unit: 'day', unitPrice: 50, amount: 100 },
      { quantity: 3, unit: 'hour', unitPrice: 10, amount: 30 },
    ]);
  });

  it('shows six days as the week where the week costs less', () => {
    const cheapWeek = { ...rates, pricePerDayCents: 6000 };
    expect(units(6 * 24, cheapWeek)).toEqual([
      { quantity: 1, unit: 'week', unitPrice: 300, amount: 300 },
    ]);
  });

  it('charges hours only for a vehicle without day or week prices', () => {
    expect(units(30, { pricePerHourCents: 1800 })).toEqual([
      { quantity: 30, unit: 'hour', unitPrice: 18, amount: 540 },
    ]);
  });

  it('adds up to the price rule for every length and set of rates', () => {
    const rateSets: RentalRates[] = [
      rates,
      { pricePerHourCents: 4570, pricePerDayCents: 9999 },
      { pricePerHourCents: 1800, pricePerWeekCents: 50000 },
      { pricePerHourCents: 700, pricePerDayCents: 20000, pricePerWeekCents: 100000 },
    ];
    for (const each of rateSets) {
      for (let hours = 1; hours <= 3 * 7 * 24; hours += 1) {
        const lines = baseLines(hours, each);
        const sum = lines.reduce((cents, line) => cents + toCents(line.amount), 0);
        expect(sum, `${hours} hours at ${JSON.stringify(each)}`).toBe(
          basePriceInCents(hours, each),
        );
      }
    }
  });
});
