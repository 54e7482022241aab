import {
  validationReason,
  type ParameterProblem,
  type Season,
  type SeasonInput,
} from '@rentacar/contract';
import { DateTime } from 'luxon';
import { rentalHours, type BookingInterval } from './booking';
import { DISPLAY_DATE_FORMAT, isRealDate } from './dates';
import { HOURS_PER_DAY } from './rates';

/** A season's dates: its first and last day (`YYYY-MM-DD`), both inside it. */
export type SeasonDates = Pick<Season, 'startDate' | 'endDate'>;

/**
 * What a season adds to a rental's price, in the quote's line shape: `amount` in integer cents
 * (negative for a season that goes down), `quantity` the rental days inside the season.
 */
export interface SeasonLine {
  kind: 'season';
  label: string;
  amount: number;
  quantity: number;
  percent: number;
  name: string;
}

/** Whether two seasons share a day (their dates are inclusive). */
export const seasonsOverlap = (first: SeasonDates, second: SeasonDates): boolean =>
  first.startDate <= second.endDate && second.startDate <= first.endDate;

/**
 * The earliest of `seasons` sharing a day with `dates`, the one a refused write names; the season
 * being changed (`exceptId`) never stands in its own way.
 */
export function overlappingSeason<Stored extends SeasonDates & { id: number }>(
  dates: SeasonDates,
  seasons: readonly Stored[],
  exceptId?: number,
): Stored | undefined {
  return seasons
    .filter((season) => season.id !== exceptId && seasonsOverlap(dates, season))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)[0];
}

/**
 * What the contract cannot state about a season: real dates, the last not before the first, and a
 * percentage that changes something. Undefined when the season is fine.
 */
export function seasonInputProblem(input: SeasonInput): ParameterProblem | undefined {
  for (const parameter of ['startDate', 'endDate'] as const) {
    if (!isRealDate(input[parameter])) return { parameter, reason: validationReason('realDate') };
  }
  if (input.endDate < input.startDate) {
    return { parameter: 'endDate', reason: validationReason('notBefore', { other: 'startDate' }) };
  }
  if (input.percent === 0) return { parameter: 'percent', reason: validationReason('notZero') };
  return undefined;
}

/** `numerator / denominator` (a positive integer) rounded to a whole number, halves away from zero. */
function roundedQuotient(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

const signed = (percent: number) => (percent > 0 ? `+${percent}` : `${percent}`);

/**
 * The seasons' adjustments of a rental's base price, one line per season it touches, by date.
 * The rental has `ceil(hours / 24)` rental days; day i starts at the pick-up + 24 h x i (the
 * booking's local wall-clock times) and belongs to the season its start's date lies in. A season
 * adds `base x percent / 100` in the share of the rental days inside it, rounded to whole cents.
 */
export function seasonAdjustments(
  interval: BookingInterval,
  basePriceCents: number,
  seasons: readonly Pick<Season, 'name' | 'startDate' | 'endDate' | 'percent'>[],
): SeasonLine[] {
  const days = Math.ceil(rentalHours(interval) / HOURS_PER_DAY);
  const pickUp = DateTime.fromISO(interval.pickUpTime, { zone: 'utc' });
  const dates = Array.from({ length: days }, (_, day) =>
    pickUp.plus({ hours: HOURS_PER_DAY * day }).toFormat(DISPLAY_DATE_FORMAT),
  );
  return [...seasons]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((season) => ({
      season,
      inside: dates.filter((date) => season.startDate <= date && date <= season.endDate).length,
    }))
    .filter(({ inside }) => inside > 0)
    .map(({ season: { name, percent }, inside }) => ({
      kind: 'season',
      label: `${name} ${signed(percent)} % (${inside} of ${days} ${days === 1 ? 'day' : 'days'})`,
      amount: roundedQuotient(basePriceCents * percent * inside, 100 * days),
      quantity: inside,
      percent,
      name,
    }));
}
