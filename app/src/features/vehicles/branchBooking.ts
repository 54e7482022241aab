import { useMemo } from 'react';
import type { Branch, Language } from '@rentacar/contract';
import {
  branchBookingProblem,
  branchProblemMessage,
  branchNow,
  branchRentalPriceInCents,
  describeDayHours,
  hoursBetween,
  intervalInstants,
  weekdayName,
  type BookingBranch,
} from '@rentacar/rules/branches';
import {
  fromCents,
  toCents,
  vehicleRatesInCents,
  type BookingInterval,
  type VehicleRates,
} from '@rentacar/rules';
import type { BookingBranchProblem, BookingPlacesAndTimes, BookingQuote } from '@rentacar/ui';
import { toBookingInterval } from './bookingTimes';

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
): BookingQuote | undefined {
  const oneWayFee = pickUp.id === dropOff.id ? 0 : (dropOff.oneWayFee ?? 0);
  const zoned = { ...interval, pickUpZone: pickUp.timeZone, dropOffZone: dropOff.timeZone };
  const instants = intervalInstants(zoned);
  if (instants === undefined) return undefined;
  return {
    total: fromCents(
      branchRentalPriceInCents(zoned, vehicleRatesInCents(rates), toCents(oneWayFee)),
    ),
    hours: hoursBetween(instants.pickUpAt, instants.dropOffAt),
    oneWayFee,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO weekday (1 Monday ... 7 Sunday) of a `YYYY-MM-DD` date. */
function isoWeekdayOf(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

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
