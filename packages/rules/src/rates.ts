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

/** The cheapest price of `hours` by whole periods of `hoursEach` at `price`, the rest by `rest`. */
function cheapestWithPeriods(
  hours: number,
  hoursEach: number,
  price: number | undefined,
  rest: (hours: number) => number,
): number {
  let cheapest = rest(hours);
  if (price === undefined) return cheapest;
  for (let periods = 1; periods <= Math.ceil(hours / hoursEach); periods += 1) {
    cheapest = Math.min(cheapest, periods * price + rest(Math.max(0, hours - periods * hoursEach)));
  }
  return cheapest;
}

/**
 * The base price of a rental of `hours` started hours, in cents: the cheapest combination of whole
 * weeks, whole days and hours that covers them, as a rental counter charges. A period is charged
 * whole, so six days may cost one week where the week is cheaper; never more than every hour at the
 * hourly price, and never less for a longer rental.
 */
export function basePriceInCents(hours: number, rates: RentalRates): number {
  const byTheHour = (rest: number) => rest * rates.pricePerHourCents;
  const byDaysAndHours = (rest: number) =>
    cheapestWithPeriods(rest, HOURS_PER_DAY, rates.pricePerDayCents, byTheHour);
  return cheapestWithPeriods(hours, HOURS_PER_WEEK, rates.pricePerWeekCents, byDaysAndHours);
}
