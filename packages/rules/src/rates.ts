import type { Vehicle } from '@rentacar/contract';
import { toCents } from './money';

/** A vehicle's prices in integer cents: per started hour, and per whole day and week if it has them. */
export interface RentalRates {
  pricePerHourCents: number;
  pricePerDayCents?: number;
  pricePerWeekCents?: number;
}

/** The prices of a vehicle as the contract writes them (dollars). */
export type VehicleRates = Pick<Vehicle, 'pricePerHour' | 'pricePerDay' | 'pricePerWeek'>;

export const HOURS_PER_DAY = 24;
export const HOURS_PER_WEEK = 7 * HOURS_PER_DAY;

/** A vehicle's dollar prices as the cents the price rule reads. */
export const vehicleRatesInCents = ({
  pricePerHour,
  pricePerDay,
  pricePerWeek,
}: VehicleRates): RentalRates => ({
  pricePerHourCents: toCents(pricePerHour),
  pricePerDayCents: pricePerDay === undefined ? undefined : toCents(pricePerDay),
  pricePerWeekCents: pricePerWeek === undefined ? undefined : toCents(pricePerWeek),
});

/** How a rental's hours are charged: whole weeks, whole days and single hours, and their price. */
export interface RateCombination {
  weeks: number;
  days: number;
  hours: number;
  priceInCents: number;
}

/**
 * The cheapest way of covering `hours` by whole periods of `hoursEach` at `price` (counted in
 * `unit`), the rest by `rest`; on a tie, the one with fewer such periods.
 */
function cheapestWithPeriods(
  hours: number,
  hoursEach: number,
  price: number | undefined,
  unit: 'weeks' | 'days',
  rest: (hours: number) => RateCombination,
): RateCombination {
  let cheapest = rest(hours);
  if (price === undefined) return cheapest;
  for (let periods = 1; periods <= Math.ceil(hours / hoursEach); periods += 1) {
    const rested = rest(Math.max(0, hours - periods * hoursEach));
    const priceInCents = periods * price + rested.priceInCents;
    if (priceInCents < cheapest.priceInCents) {
      cheapest = { ...rested, [unit]: periods, priceInCents };
    }
  }
  return cheapest;
}

/**
 * The cheapest combination of whole weeks, whole days and hours that covers a rental of `hours`
 * started hours, as a rental counter charges: a period is charged whole, so six days may be one
 * week where the week is cheaper; never more than every hour at the hourly price, and never less
 * for a longer rental.
 */
export function cheapestRateCombination(hours: number, rates: RentalRates): RateCombination {
  const byTheHour = (rest: number): RateCombination => ({
    weeks: 0,
    days: 0,
    hours: rest,
    priceInCents: rest * rates.pricePerHourCents,
  });
  const byDaysAndHours = (rest: number) =>
    cheapestWithPeriods(rest, HOURS_PER_DAY, rates.pricePerDayCents, 'days', byTheHour);
  return cheapestWithPeriods(
    hours,
    HOURS_PER_WEEK,
    rates.pricePerWeekCents,
    'weeks',
    byDaysAndHours,
  );
}

/** The base price of a rental of `hours` started hours, in cents (`cheapestRateCombination`). */
export function basePriceInCents(hours: number, rates: RentalRates): number {
  return cheapestRateCombination(hours, rates).priceInCents;
}
