import {
  fromCents,
  rentalHours,
  rentalPrice,
  vehicleRatesInCents,
  type BookingInterval,
  type RentalRates,
  type VehicleRates,
} from '@rentacar/rules';
import { NO_TAX, priceRental } from '@rentacar/rules/quote';
import type { BookingQuote, PriceBreakdownLine } from '@rentacar/ui';

/** A rental's quote as the booking form shows it, with the started hours it charges. */
export interface RentalQuote extends BookingQuote {
  lines: PriceBreakdownLine[];
  hours: number;
}

type Unit = 'day';

/** The English wording of an amount in a line's `label`, for readers that word nothing. */
const labelMoney = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const counted = (quantity: number, unit: Unit) => `${quantity} ${unit}${quantity === 1 ? '' : 's'}`;

/** The base price of `hours` started hours as lines, by the shared rule: one per unit used. */
export const baseLines = (hours: number, rates: RentalRates): PriceBreakdownLine[] =>
  priceRental({ hours, rates, tax: NO_TAX }).lines;

/** The quote of a rental at the vehicle's own place: its base price by the shared rule. */
export function rentalQuote(interval: BookingInterval, rates: VehicleRates): RentalQuote {
  const hours = rentalHours(interval);
  return {
    lines: baseLines(hours, vehicleRatesInCents(rates)),
    total: rentalPrice(interval, rates),
    hours,
  };
}

/** The fee of a return to another branch, `branchName`. */
export const oneWayLine = (branchName: string, feeCents: number): PriceBreakdownLine => ({
  kind: 'one-way',
  label: `One-way return to ${branchName}`,
  amount: fromCents(feeCents),
  name: branchName,
});

/** The young-driver surcharge: `driverDays` (rental days times young drivers) at the day's price. */
export const youngDriverLine = (driverDays: number, perDayCents: number): PriceBreakdownLine => ({
  kind: 'young-driver',
  label: `Young driver, ${counted(driverDays, 'day')} x ${labelMoney(perDayCents)}`,
  amount: fromCents(driverDays * perDayCents),
  quantity: driverDays,
  unitPrice: fromCents(perDayCents),
});
