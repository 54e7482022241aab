import { useMemo } from 'react';
import type { Branch, Language, RentalRules } from '@rentacar/contract';
import {
  branchBookingProblem,
  branchProblemMessage,
  branchNow,
  branchRentalPriceInCents,
  describeDayHours,
  hoursBetween,
  intervalInstants,
  isoWeekdayOf,
  weekdayName,
  type BookingBranch,
} from '@rentacar/rules/branches';
import { rentalRuleField, rentalRuleMessage, rentalRuleProblem } from '@rentacar/rules/rentalRules';
import {
  fromCents,
  toCents,
  vehicleRatesInCents,
  type BookingInterval,
  type VehicleRates,
} from '@rentacar/rules';
import type { BookingBranchProblem, BookingPlacesAndTimes } from '@rentacar/ui';
import { toBookingInterval } from './bookingTimes';
import { baseLines, oneWayLine, type RentalQuote } from './priceLines';

/** The branches a booking of the vehicle may use: its own, and those taking one-way returns. */
export interface VehicleBranches {
  pickUp: Branch;
  dropOffs: Branch[];
}

/** The vehicle's branch and where it may be returned; undefined until the branches are known. */
export function useVehicleBranches(
  branchId: number | undefined,
  branches: readonly Branch[] | undefined,
): VehicleBranches | undefined {
  return useMemo(() => {
    const pickUp = branches?.find((branch) => branch.id === branchId);
    if (!branches || !pickUp) return undefined;
    const dropOffs = branches.filter(
      (branch) => branch.id === pickUp.id || branch.oneWayFee !== undefined,
    );
    return { pickUp, dropOffs };
  }, [branchId, branches]);
}

/** The drop-off branch the form names (by name), else the pick-up branch. */
export const chosenDropOff = (branches: VehicleBranches, dropOffLocation: string | undefined) =>
  branches.dropOffs.find((branch) => branch.name === dropOffLocation) ?? branches.pickUp;

/**
 * The branch rules of `@rentacar/rules`, judged on the form's values: a time a chosen branch is
 * closed at is refused with the words the API answers (in the page's language).
 */
export function checkBranchTimes(
  branches: VehicleBranches,
  values: BookingPlacesAndTimes,
  language: Language,
): BookingBranchProblem | undefined {
  const interval = toBookingInterval(values);
  const pickUpTime = interval?.pickUpTime ?? localTime(values.pickUpDate, values.pickUpTime);
  const dropOffTime = interval?.dropOffTime ?? localTime(values.dropOffDate, values.dropOffTime);
  const pickUpBranch: BookingBranch = branches.pickUp;
  const problem = branchBookingProblem({
    vehicleBranch: pickUpBranch,
    pickUpBranch,
    dropOffBranch: chosenDropOff(branches, values.dropOffLocation),
    pickUpTime,
    dropOffTime,
  });
  if (problem === undefined || !('field' in problem)) return undefined;
  return { field: problem.field, message: branchProblemMessage(problem, language) };
}

/**
 * The business's rental rules of `@rentacar/rules` (notice, shortest and longest rental), judged
 * on the form's values at the branches' clocks, with the words the API answers (in the page's
 * language) on the field they concern. Times in the past or out of order are `checkTimes`' to
 * refuse.
 */
export function checkRentalRules(
  branches: VehicleBranches,
  rules: RentalRules,
  values: BookingPlacesAndTimes,
  language: Language,
  now: number = Date.now(),
): BookingBranchProblem | undefined {
  const interval = toBookingInterval(values);
  const instants =
    interval &&
    intervalInstants({
      ...interval,
      pickUpZone: branches.pickUp.timeZone,
      dropOffZone: chosenDropOff(branches, values.dropOffLocation).timeZone,
    });
  if (
    instants === undefined ||
    instants.pickUpAt < now ||
    instants.dropOffAt <= instants.pickUpAt
  ) {
    return undefined;
  }
  const problem = rentalRuleProblem(rules, instants, now);
  return (
    problem && { field: rentalRuleField(problem), message: rentalRuleMessage(problem, language) }
  );
}

/** One date and time of the form as a local date-time, once both are filled in. */
function localTime(date: string | undefined, time: string | undefined) {
  const interval = toBookingInterval({
    pickUpDate: date,
    pickUpTime: time,
    dropOffDate: date,
    dropOffTime: time,
  });
  return interval?.pickUpTime;
}

/** The quote of a rental between branches: the vehicle's price of its hours, plus the fee. */
export function branchQuote(
  interval: BookingInterval,
  pickUp: Branch,
  dropOff: Branch,
  rates: VehicleRates,
): RentalQuote | undefined {
  const oneWayFeeCents = pickUp.id === dropOff.id ? 0 : toCents(dropOff.oneWayFee ?? 0);
  const zoned = { ...interval, pickUpZone: pickUp.timeZone, dropOffZone: dropOff.timeZone };
  const instants = intervalInstants(zoned);
  if (instants === undefined) return undefined;
  const ratesInCents = vehicleRatesInCents(rates);
  const hours = hoursBetween(instants.pickUpAt, instants.dropOffAt);
  return {
    lines: [
      ...baseLines(hours, ratesInCents),
      ...(oneWayFeeCents > 0 ? [oneWayLine(dropOff.name, oneWayFeeCents)] : []),
    ],
    total: fromCents(branchRentalPriceInCents(zoned, ratesInCents, oneWayFeeCents)),
    hours,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A branch's hours on the picked day (else today, on the branch's clock), for beside the fields. */
export function dayHours(branch: Branch, date: string | undefined, language: Language) {
  const day =
    date !== undefined && ISO_DATE.test(date) ? date : branchNow(branch.timeZone).slice(0, 10);
  const weekday = isoWeekdayOf(day);
  return {
    weekday: weekdayName(weekday, language),
    hours: describeDayHours(branch.openingHours, weekday, language),
  };
}
