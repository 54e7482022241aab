import type { Branch, DriverDetails, QuoteLine } from '@rentacar/contract';
import type { BookingTerms } from './branches';
import {
  rentalDays,
  youngDriverCount,
  youngDriverSurchargeInCents,
  type RentalDrivers,
  type YoungDriverTerms,
} from './drivers';
import { DEFAULT_MONEY, fromCents, toCents, type MoneySettings } from './money';
import { cheapestRateCombination, type RentalRates } from './rates';

/**
 * The sales tax the operator charges: a rate in percent (0: none, and no tax line) and whether
 * the vehicles' prices, fees and surcharges already include it.
 */
export interface TaxSettings {
  ratePercent: number;
  pricesIncludeTax: boolean;
}

/** No sales tax: the settings' defaults. */
export const NO_TAX: Readonly<TaxSettings> = { ratePercent: 0, pricesIncludeTax: false };

/** What a rental is priced from. */
export interface RentalToPrice {
  /** The started hours between pick-up and drop-off (`BookingTerms.hours`). */
  hours: number;
  rates: RentalRates;
  /** A return to another branch: its fee (0 for none) and the branch's name. */
  oneWay?: { feeCents: number; branchName: string };
  /** Who drives; absent for a visitor, who is charged no young-driver surcharge. */
  drivers?: RentalDrivers;
  tax: TaxSettings;
}

/** A rental's price: its lines, the total in cents, and the young-driver part of it in cents. */
export interface RentalPrice {
  lines: QuoteLine[];
  totalInCents: number;
  youngDriverSurchargeInCents: number;
}

const UNIT_WORDS = {
  week: ['week', 'weeks'],
  day: ['day', 'days'],
  hour: ['hour', 'hours'],
} as const;

const counted = (count: number, [one, other]: readonly [string, string]) =>
  `${count} ${count === 1 ? one : other}`;

/** Half-up rounding of `numerator / denominator`, both non-negative integers. */
const roundedQuotient = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * The tax in cents of `cents`: added on top (round half-up of `cents` x rate), or, where prices
 * include it, the part of `cents` that is tax (`cents - cents / (1 + rate)`, half-up). Worked in
 * hundredths of a percent, so a rate such as 8.25 % is exact.
 */
export function taxInCents(cents: number, { ratePercent, pricesIncludeTax }: TaxSettings): number {
  const basisPoints = Math.round(ratePercent * 100);
  const whole = 100 * 100;
  return roundedQuotient(cents * basisPoints, pricesIncludeTax ? whole + basisPoints : whole);
}

/**
 * A rental priced line by line, once for the quote, the booking and every change of it: one base
 * line per unit of the cheapest weeks/days/hours combination that is used, the one-way fee, the
 * young-driver surcharge, then the sales tax on all of them. `totalInCents` is the sum of the
 * lines not `included`; with no tax rate it is the base price plus the fee and the surcharge.
 * Labels are English, written in `money`'s currency.
 */
export function priceRental(
  { hours, rates, oneWay, drivers, tax }: RentalToPrice,
  money: MoneySettings = DEFAULT_MONEY,
): RentalPrice {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency });
  const dollars = (cents: number) => format.format(fromCents(cents));
  const lines: QuoteLine[] = [];
  const combination = cheapestRateCombination(hours, rates);
  const units = [
    { unit: 'week', quantity: combination.weeks, unitPriceCents: rates.pricePerWeekCents },
    { unit: 'day', quantity: combination.days, unitPriceCents: rates.pricePerDayCents },
    { unit: 'hour', quantity: combination.hours, unitPriceCents: rates.pricePerHourCents },
  ] as const;
  for (const { unit, quantity, unitPriceCents } of units) {
    if (quantity === 0 || unitPriceCents === undefined) continue;
    lines.push({
      kind: 'base',
      label: `${counted(quantity, UNIT_WORDS[unit])} x ${dollars(unitPriceCents)}`,
      amount: fromCents(quantity * unitPriceCents),
      quantity,
      unit,
      unitPrice: fromCents(unitPriceCents),
    });
  }
  if (oneWay !== undefined && oneWay.feeCents > 0) {
    lines.push({
      kind: 'one-way',
      label: `One-way return to ${oneWay.branchName}`,
      amount: fromCents(oneWay.feeCents),
      name: oneWay.branchName,
    });
  }
  const surcharge = drivers === undefined ? 0 : youngDriverSurchargeInCents({ ...drivers, hours });
  if (drivers !== undefined && surcharge > 0) {
    const days = rentalDays(hours);
    const young = youngDriverCount(drivers);
    const perDay = drivers.vehicle.youngDriverSurchargePerDay!;
    const who = young === 1 ? 'Young driver' : `${young} young drivers`;
    lines.push({
      kind: 'young-driver',
      label: `${who}, ${counted(days, UNIT_WORDS.day)} x ${dollars(toCents(perDay))}`,
      amount: fromCents(surcharge),
      quantity: days * young,
      unitPrice: perDay,
    });
  }
  const beforeTaxInCents = combination.priceInCents + (oneWay?.feeCents ?? 0) + surcharge;
  let totalInCents = beforeTaxInCents;
  if (tax.ratePercent > 0) {
    const taxCents = taxInCents(beforeTaxInCents, tax);
    lines.push({
      kind: 'tax',
      label: `Sales tax ${tax.ratePercent} %`,
      amount: fromCents(taxCents),
      percent: tax.ratePercent,
      ...(tax.pricesIncludeTax ? { included: true } : {}),
    });
    if (!tax.pricesIncludeTax) totalInCents += taxCents;
  }
  return { lines, totalInCents, youngDriverSurchargeInCents: surcharge };
}

/** What a booking is priced from, as the booking rules (`checkBranchBooking`) leave it. */
export interface BookingToPrice {
  terms: BookingTerms;
  rates: RentalRates;
  pickUpBranch: Pick<Branch, 'id'>;
  dropOffBranch: Pick<Branch, 'id' | 'name'>;
  vehicle: YoungDriverTerms;
  /** The customer's and the additional drivers'; absent for a visitor, whose are unknown. */
  drivers?: readonly (Pick<DriverDetails, 'dateOfBirth'> | undefined)[];
  /** The local pick-up day (`YYYY-MM-DD`). */
  pickUpDate: string;
  tax: TaxSettings;
}

/**
 * A booking's price, line by line (`priceRental`): the one-way fee of a return to another branch
 * than the pick-up's, the young-driver surcharge of the drivers known, the operator's tax.
 */
export function priceBooking(
  { terms, rates, pickUpBranch, dropOffBranch, vehicle, drivers, pickUpDate, tax }: BookingToPrice,
  money: MoneySettings = DEFAULT_MONEY,
): RentalPrice {
  const oneWay = { feeCents: terms.oneWayFeeCents, branchName: dropOffBranch.name };
  const datesOfBirth = drivers?.flatMap((driver) =>
    driver === undefined ? [] : [driver.dateOfBirth],
  );
  return priceRental(
    {
      hours: terms.hours,
      rates,
      ...(dropOffBranch.id === pickUpBranch.id ? {} : { oneWay }),
      ...(datesOfBirth === undefined ? {} : { drivers: { vehicle, datesOfBirth, pickUpDate } }),
      tax,
    },
    money,
  );
}
