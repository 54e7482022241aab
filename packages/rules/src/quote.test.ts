import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RENTAL_DAYS } from '@rentacar/contract';
import { NO_TAX, priceBooking, priceRental, taxInCents } from './quote';
import { basePriceInCents, type RentalRates } from './rates';
import { toCents } from './money';

const RATES: RentalRates = {
  pricePerHourCents: 1000,
  pricePerDayCents: 5000,
  pricePerWeekCents: 30000,
};

const WEEK_TWO_DAYS_THREE_HOURS = 7 * 24 + 2 * 24 + 3;

describe('priceRental', () => {
  it('gives a line per unit of the cheapest combination', () => {
    const { lines, totalInCents } = priceRental({
      hours: WEEK_TWO_DAYS_THREE_HOURS,
      rates: RATES,
      tax: NO_TAX,
    });
    expect(lines).toEqual([
      {
        kind: 'base',
        label: '1 week x $300.00',
        amount: 300,
        quantity: 1,
        unit: 'week',
        unitPrice: 300,
      },
      {
        kind: 'base',
        label: '2 days x $50.00',
        amount: 100,
        quantity: 2,
        unit: 'day',
        unitPrice: 50,
      },
      {
        kind: 'base',
        label: '3 hours x $10.00',
        amount: 30,
        quantity: 3,
        unit: 'hour',
        unitPrice: 10,
      },
    ]);
    expect(totalInCents).toBe(43000);
  });

  it('adds the one-way fee and the young drivers after the base lines', () => {
    const { lines, totalInCents, youngDriverSurchargeInCents } = priceRental({
      hours: 50,
      rates: { pricePerHourCents: 1000 },
      oneWay: { feeCents: 2500, branchName: 'Chicago' },
      drivers: {
        vehicle: { youngDriverAge: 25, youngDriverSurchargePerDay: 15 },
        datesOfBirth: ['2005-01-01', '1980-01-01'],
        pickUpDate: '2026-03-14',
      },
      tax: NO_TAX,
    });
    expect(lines.slice(1)).toEqual([
      { kind: 'one-way', label: 'One-way return to Chicago', amount: 25, name: 'Chicago' },
      {
        kind: 'young-driver',
        label: 'Young driver, 3 days x $15.00',
        amount: 45,
        quantity: 3,
        unitPrice: 15,
      },
    ]);
    expect(youngDriverSurchargeInCents).toBe(4500);
    expect(totalInCents).toBe(50_000 + 2500 + 4500);
  });

  it('names no young driver of a vehicle without a surcharge, nor a free one-way return', () => {
    const { lines } = priceRental({
      hours: 2,
      rates: { pricePerHourCents: 1000 },
      oneWay: { feeCents: 0, branchName: 'Chicago' },
      drivers: { vehicle: {}, datesOfBirth: ['2008-01-01'], pickUpDate: '2026-03-14' },
      tax: NO_TAX,
    });
    expect(lines.map((line) => line.kind)).toEqual(['base']);
  });

  it('adds the tax on top of every other line, rounded half up', () => {
    const { lines, totalInCents } = priceRental({
      hours: 1,
      rates: { pricePerHourCents: 1234 },
      tax: { ratePercent: 8.25, pricesIncludeTax: false },
    });
    // 12.34 x 8.25 % = 1.01805
    expect(lines.at(-1)).toEqual({
      kind: 'tax',
      label: 'Sales tax 8.25 %',
      amount: 1.02,
      percent: 8.25,
    });
    expect(totalInCents).toBe(1234 + 102);
  });

  it('shows the tax part of prices that include it without adding it', () => {
    const { lines, totalInCents } = priceRental({
      hours: 1,
      rates: { pricePerHourCents: 10825 },
      tax: { ratePercent: 8.25, pricesIncludeTax: true },
    });
    expect(lines.at(-1)).toEqual({
      kind: 'tax',
      label: 'Sales tax 8.25 %',
      amount: 8.25,
      percent: 8.25,
      included: true,
    });
    expect(totalInCents).toBe(10825);
  });
});

describe('priceBooking', () => {
  const booking = {
    terms: {
      instants: { pickUpTime: '2026-03-14T10:00:00', dropOffTime: '2026-03-15T12:00:00' },
      hours: 26,
      oneWayFeeCents: 2500,
    },
    rates: { pricePerHourCents: 1000 },
    pickUpBranch: { id: 1 },
    dropOffBranch: { id: 2, name: 'Chicago' },
    vehicle: { youngDriverAge: 25, youngDriverSurchargePerDay: 10 },
    pickUpDate: '2026-03-14',
    tax: NO_TAX,
  };

  it("charges a return elsewhere its fee and the known drivers' surcharge", () => {
    const { lines } = priceBooking({ ...booking, drivers: [{ dateOfBirth: '2005-01-01' }] });
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['base', 260],
      ['one-way', 25],
      ['young-driver', 20],
    ]);
  });

  it('charges no fee for a return to the pick-up branch and no surcharge to a visitor', () => {
    const { lines } = priceBooking({ ...booking, dropOffBranch: { id: 1, name: 'Home' } });
    expect(lines.map((line) => line.kind)).toEqual(['base']);
  });
});

describe('taxInCents', () => {
  it('rounds half a cent up', () => {
    // 10 cents at 5 % is 0.5 cent; 110 cents including 10 % hold exactly 10.
    expect(taxInCents(10, { ratePercent: 5, pricesIncludeTax: false })).toBe(1);
    expect(taxInCents(110, { ratePercent: 10, pricesIncludeTax: true })).toBe(10);
  });
});

const cents = fc.integer({ min: 1, max: 10_000_000 });
const rates: fc.Arbitrary<RentalRates> = fc.record(
  { pricePerHourCents: cents, pricePerDayCents: cents, pricePerWeekCents: cents },
  { requiredKeys: ['pricePerHourCents'] },
);
const rental = fc.record({
  hours: fc.integer({ min: 0, max: MAX_RENTAL_DAYS * 24 }),
  rates,
  oneWay: fc.option(
    fc.record({ feeCents: fc.integer({ min: 0, max: 100_000 }), branchName: fc.constant('B') }),
    { nil: undefined },
  ),
  drivers: fc.option(
    fc.record({
      vehicle: fc.record({
        youngDriverAge: fc.integer({ min: 16, max: 99 }),
        youngDriverSurchargePerDay: cents.map((amount) => amount / 100),
      }),
      datesOfBirth: fc.array(fc.constantFrom('1950-06-01', '2000-06-01', '2009-06-01'), {
        maxLength: 5,
      }),
      pickUpDate: fc.constant('2026-03-14'),
    }),
    { nil: undefined },
  ),
  tax: fc.record({
    ratePercent: fc.integer({ min: 0, max: 3000 }).map((hundredths) => hundredths / 100),
    pricesIncludeTax: fc.boolean(),
  }),
});

describe('priceRental, whatever the rental', () => {
  it('totals the lines that are not included, and its base lines are the base price', () => {
    fc.assert(
      fc.property(rental, (priced) => {
        const { lines, totalInCents } = priceRental(priced);
        const sum = (kept: typeof lines) =>
          kept.reduce((total, line) => total + toCents(line.amount), 0);
        expect(totalInCents).toBe(sum(lines.filter((line) => line.included !== true)));
        expect(sum(lines.filter((line) => line.kind === 'base'))).toBe(
          basePriceInCents(priced.hours, priced.rates),
        );
      }),
    );
  });
});
