import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  API_MESSAGES,
  LANGUAGES,
  MAX_RENTAL_DAYS,
  rentalTooLongMessage,
  validationReason,
  type Branch,
  type BranchInput,
  type Language,
  type OpeningPeriod,
  type ParameterProblem,
  type RentalRules,
} from '@rentacar/contract';
import { DateTime, IANAZone } from 'luxon';
import {
  readAvailabilityWindow,
  type BookingInterval,
  type BookingIntervalProblem,
  type RequestIntervalCheck,
} from './booking';
import { isRealDate, LOCAL_ISO_DATE_TIME_FORMAT } from './dates';
import { DEFAULT_LANGUAGE } from './languages';
import { toCents } from './money';
import { basePriceInCents, type RentalRates } from './rates';
import { rentalRuleMessage, rentalRuleProblem } from './rentalRules';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

// A subpath of its own (`@rentacar/rules/branches`): its messages' catalogs travel only to the
// chunks that judge branch times (the booking form, the mock, the server).

/** What the branch rules read of a branch: its name, its clock and when it is open. */
export type BranchHours = Pick<Branch, 'name' | 'timeZone' | 'openingHours' | 'closures'>;

/** What a booking reads of a branch: its hours, its id and what it charges for a one-way return. */
export type BookingBranch = BranchHours & Pick<Branch, 'id' | 'oneWayFee'>;

const CATALOGS: Record<Language, Messages> = { en, es };

const BRANCH_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } }),
  ]),
) as Record<Language, I18n>;

/** `08:00` -> 480; `24:00` (midnight at the end of the day) -> 1440. */
export function clockMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A branch's periods of one ISO weekday (1 Monday ... 7 Sunday), by opening time. */
export function periodsOn(
  openingHours: readonly OpeningPeriod[],
  weekday: number,
): OpeningPeriod[] {
  return openingHours
    .filter((period) => period.day === weekday)
    .sort((a, b) => clockMinutes(a.opens) - clockMinutes(b.opens));
}

/** Opening hours sorted as the contract answers them: by day, then opening time. */
export const sortedOpeningHours = (openingHours: readonly OpeningPeriod[]): OpeningPeriod[] =>
  [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => periodsOn(openingHours, weekday));

/** Closures sorted by date, as the contract answers them. */
export const sortedClosures = <Closure extends { date: string }>(closures: readonly Closure[]) =>
  [...closures].sort((a, b) => a.date.localeCompare(b.date));

// A local wall-clock time read as if in UTC: its weekday, date and clock, with no zone to shift it.
const wallClock = (isoLocal: string) => DateTime.fromISO(isoLocal, { zone: 'utc' });

/** The ISO weekday (1 Monday ... 7 Sunday) of a local date or time (`2026-03-14`). */
export const isoWeekdayOf = (isoLocal: string): number => wallClock(isoLocal).weekday;

/**
 * The closure of the local day of `isoLocal` (`2026-12-25T10:00:00`), if the branch has one.
 */
export const closureOn = (branch: Pick<Branch, 'closures'>, isoLocal: string) =>
  branch.closures.find((closure) => closure.date === isoLocal.slice(0, 10));

/**
 * Whether the branch is open at a local wall-clock time of its zone (`2026-03-14T10:00:00`):
 * not on a closure's day, and within one of that weekday's periods, both ends included (a
 * return at closing time is accepted; `closes` `24:00` reaches midnight).
 */
export function isBranchOpenAt(branch: BranchHours, isoLocal: string): boolean {
  if (closureOn(branch, isoLocal) !== undefined) return false;
  const time = wallClock(isoLocal);
  if (!time.isValid) return false;
  const minute = time.hour * 60 + time.minute + time.second / 60;
  return periodsOn(branch.openingHours, time.weekday).some(
    (period) => clockMinutes(period.opens) <= minute && minute <= clockMinutes(period.closes),
  );
}

/**
 * The instant (epoch milliseconds) a local wall-clock time of `timeZone` names, or undefined
 * when that zone's clock skips it (02:30 on the night clocks go forward). On the night clocks go
 * back, a time shown twice is its second occurrence (standard time), as PostgreSQL reads it.
 */
export function localToInstant(isoLocal: string, timeZone: string): number | undefined {
  const time = DateTime.fromISO(isoLocal, { zone: timeZone });
  if (!time.isValid || time.toFormat(LOCAL_ISO_DATE_TIME_FORMAT) !== isoLocal) return undefined;
  return time.toMillis();
}

/**
 * The instant (epoch milliseconds) of a stored local time of `timeZone` (a reservation's pick-up
 * on its branch's clock, the office's before branches), read as `utcWallClock` reads it.
 */
export const storedInstant = (isoLocal: string, timeZone: string): number =>
  DateTime.fromISO(isoLocal, { zone: timeZone }).toMillis();

/** The local wall-clock time (`2026-03-14T10:00:00`) of an instant in `timeZone`. */
export const instantToLocal = (epochMs: number, timeZone: string): string =>
  DateTime.fromMillis(epochMs, { zone: timeZone }).toFormat(LOCAL_ISO_DATE_TIME_FORMAT);

/**
 * A local wall-clock time of `timeZone` as the UTC wall-clock time of the same instant (the form
 * the server stores instants in; fixed width, so text order is time order). A time the zone
 * skips reads as the same clock reading after the change, as a search for it means.
 */
export const utcWallClock = (isoLocal: string, timeZone: string): string =>
  DateTime.fromISO(isoLocal, { zone: timeZone }).toUTC().toFormat(LOCAL_ISO_DATE_TIME_FORMAT);

/** `interval`'s two local times of their zones as UTC wall-clock times. */
export const utcInterval = ({
  pickUpTime,
  dropOffTime,
  pickUpZone,
  dropOffZone,
}: ZonedInterval): BookingInterval => ({
  pickUpTime: utcWallClock(pickUpTime, pickUpZone),
  dropOffTime: utcWallClock(dropOffTime, dropOffZone),
});

/** `readAvailabilityWindow` with "now" on the clock of `timeZone` (a vehicle's branch). */
export const readZonedAvailabilityWindow = (
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
  now: number = Date.now(),
): RequestIntervalCheck =>
  readAvailabilityWindow(from, to, DateTime.fromMillis(now, { zone: timeZone }));

/** The current local wall-clock time of a branch. */
export const branchNow = (timeZone: string, now: number = Date.now()): string =>
  instantToLocal(now, timeZone);

/** The name of an ISO weekday in `language` (`Sunday`, `domingo`). */
export function weekdayName(weekday: number, language: Language = DEFAULT_LANGUAGE): string {
  // 2024-01-01 was a Monday.
  return DateTime.fromObject({ year: 2024, month: 1, day: weekday }, { zone: 'utc' })
    .setLocale(language)
    .toFormat('cccc');
}

/** One weekday's hours in words: `08:00–12:00, 13:00–18:00`, or `closed` (`cerrado`). */
export function describeDayHours(
  openingHours: readonly OpeningPeriod[],
  weekday: number,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const periods = periodsOn(openingHours, weekday);
  if (periods.length === 0) {
    return BRANCH_I18N[language]._(/*i18n*/ { id: 'branch.hours.closed', message: 'closed' });
  }
  return periods.map((period) => `${period.opens}–${period.closes}`).join(', ');
}

/** The week's hours, Monday first: each weekday with its name and its hours in words. */
export function describeWeekHours(
  openingHours: readonly OpeningPeriod[],
  language: Language = DEFAULT_LANGUAGE,
): { day: number; name: string; hours: string }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    name: weekdayName(day, language),
    hours: describeDayHours(openingHours, day, language),
  }));
}

/**
 * What a rental returned at `dropOff` after a pick-up at `pickUp` is charged on top of its hours,
 * in dollars: 0 at the same branch, the drop-off branch's `oneWayFee` at another; undefined when
 * that branch takes no one-way returns.
 */
export function oneWayFee(
  pickUp: Pick<Branch, 'id'>,
  dropOff: Pick<Branch, 'id' | 'oneWayFee'>,
): number | undefined {
  return pickUp.id === dropOff.id ? 0 : dropOff.oneWayFee;
}

/** Why a booking's branches or times do not suit the branches. */
export type BranchBookingProblem =
  | { kind: 'notVehicleBranch'; vehicleBranch: string }
  | { kind: 'noOneWayReturns'; branch: string }
  | {
      kind: 'closedAt';
      field: 'pickUpTime' | 'dropOffTime';
      branch: string;
      weekday: number;
      openingHours: OpeningPeriod[];
    }
  | {
      kind: 'closedOn';
      field: 'pickUpTime' | 'dropOffTime';
      branch: string;
      date: string;
      reason: string;
    }
  | { kind: 'skippedTime'; field: 'pickUpTime' | 'dropOffTime' };

/** The hours problem of one local time at a branch, or undefined when it is open then. */
export function branchTimeProblem(
  branch: BranchHours,
  isoLocal: string,
  field: 'pickUpTime' | 'dropOffTime',
): BranchBookingProblem | undefined {
  if (localToInstant(isoLocal, branch.timeZone) === undefined)
    return { kind: 'skippedTime', field };
  const closure = closureOn(branch, isoLocal);
  if (closure !== undefined) {
    return {
      kind: 'closedOn',
      field,
      branch: branch.name,
      date: closure.date,
      reason: closure.reason,
    };
  }
  if (isBranchOpenAt(branch, isoLocal)) return undefined;
  return {
    kind: 'closedAt',
    field,
    branch: branch.name,
    weekday: isoWeekdayOf(isoLocal),
    openingHours: branch.openingHours,
  };
}

/**
 * The branch rules of a booking, in the order the API refuses them: the pick-up is at the
 * vehicle's branch, a return elsewhere goes to a branch taking one-way returns, and each time
 * (either may still be missing, as in a form being filled in) falls in its branch's hours.
 */
export function branchBookingProblem({
  vehicleBranch,
  pickUpBranch,
  dropOffBranch,
  pickUpTime,
  dropOffTime,
}: {
  vehicleBranch: BookingBranch;
  pickUpBranch: BookingBranch;
  dropOffBranch: BookingBranch;
  pickUpTime?: string;
  dropOffTime?: string;
}): BranchBookingProblem | undefined {
  if (pickUpBranch.id !== vehicleBranch.id) {
    return { kind: 'notVehicleBranch', vehicleBranch: vehicleBranch.name };
  }
  if (oneWayFee(pickUpBranch, dropOffBranch) === undefined) {
    return { kind: 'noOneWayReturns', branch: dropOffBranch.name };
  }
  return (
    (pickUpTime === undefined
      ? undefined
      : branchTimeProblem(pickUpBranch, pickUpTime, 'pickUpTime')) ??
    (dropOffTime === undefined
      ? undefined
      : branchTimeProblem(dropOffBranch, dropOffTime, 'dropOffTime'))
  );
}

/**
 * A branch problem in words, in `language` (the API answers English): the UI shows the same
 * sentence before submitting that the server answers after.
 */
export function branchProblemMessage(
  problem: BranchBookingProblem,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const i18n = BRANCH_I18N[language];
  switch (problem.kind) {
    case 'notVehicleBranch':
      return `pickUpBranchId: ${validationReason('vehicleBranch', { branch: problem.vehicleBranch })}`;
    case 'noOneWayReturns':
      return i18n._(
        /*i18n*/ {
          id: 'branch.noOneWayReturns',
          message: '{branch} does not take one-way returns',
          values: { branch: problem.branch },
        },
      );
    case 'skippedTime':
      return `${problem.field}: ${validationReason('realDateTime')}`;
    case 'closedOn':
      return i18n._(
        /*i18n*/ {
          id: 'branch.closedOn',
          message: '{branch} is closed at that time. Closed on {date}: {reason}',
          values: { branch: problem.branch, date: problem.date, reason: problem.reason },
        },
      );
    case 'closedAt':
      return i18n._(
        /*i18n*/ {
          id: 'branch.closedAt',
          message: '{branch} is closed at that time. Opening hours on {weekday}: {hours}',
          values: {
            branch: problem.branch,
            weekday: weekdayName(problem.weekday, language),
            hours: describeDayHours(problem.openingHours, problem.weekday, language),
          },
        },
      );
  }
}

/** A branch's address on one line, as e-mails, calendars and pages write it. */
export const branchAddressLine = ({
  address,
  city,
  zipCode,
  country,
}: Pick<Branch, 'address' | 'city' | 'zipCode' | 'country'>): string =>
  `${address}, ${city} ${zipCode}, ${country}`;

/** A booking's local times with the zones they are read in (the branches'). */
export interface ZonedInterval extends BookingInterval {
  pickUpZone: string;
  dropOffZone: string;
}

/** The instants of a zoned interval, or undefined for a time its zone's clock skips. */
export function intervalInstants({
  pickUpTime,
  dropOffTime,
  pickUpZone,
  dropOffZone,
}: ZonedInterval): { pickUpAt: number; dropOffAt: number } | undefined {
  const pickUpAt = localToInstant(pickUpTime, pickUpZone);
  const dropOffAt = localToInstant(dropOffTime, dropOffZone);
  if (pickUpAt === undefined || dropOffAt === undefined) return undefined;
  return { pickUpAt, dropOffAt };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * `bookingIntervalProblem` on instants: the pick-up not before now, the drop-off after it, at
 * most `maxRentalDays` x 24 h later, whatever the zones and clock changes in between.
 */
export function zonedIntervalProblem(
  interval: ZonedInterval,
  now: number = Date.now(),
  maxRentalDays: number = MAX_RENTAL_DAYS,
): BookingIntervalProblem | undefined {
  const instants = intervalInstants(interval);
  if (instants === undefined) return 'dropOffNotAfterPickUp';
  // Whole seconds, as the times are written.
  if (instants.pickUpAt < Math.floor(now / 1000) * 1000) return 'pickUpInPast';
  if (instants.dropOffAt <= instants.pickUpAt) return 'dropOffNotAfterPickUp';
  if (instants.dropOffAt - instants.pickUpAt > maxRentalDays * 24 * HOUR_MS) return 'rentalTooLong';
  return undefined;
}

/** The started hours between two instants: `ceil(minutes / 60)`, counting whole minutes. */
export function hoursBetween(pickUpAt: number, dropOffAt: number): number {
  return Math.ceil(Math.floor((dropOffAt - pickUpAt) / 60_000) / 60);
}

/**
 * The price of a rental between branches, in integer cents: the base price at `rates` of the
 * started hours between the two instants, plus the one-way fee (0 for a return to the pick-up
 * branch).
 */
export function branchRentalPriceInCents(
  interval: ZonedInterval,
  rates: RentalRates,
  oneWayFeeCents: number,
): number {
  const instants = intervalInstants(interval);
  if (instants === undefined) throw new RangeError('A booking time its zone skips has no price');
  return (
    basePriceInCents(hoursBetween(instants.pickUpAt, instants.dropOffAt), rates) + oneWayFeeCents
  );
}

/** A booking's branches and local times, as `checkBranchBooking` judges them. */
export interface BranchBooking extends BookingInterval {
  vehicleBranch: BookingBranch;
  pickUpBranch: BookingBranch;
  dropOffBranch: BookingBranch;
}

/** What a booking's price is worked out from: its instants (UTC), started hours and one-way fee. */
export interface BookingTerms {
  instants: BookingInterval;
  /** The started hours between the two instants. */
  hours: number;
  /** 0 for a return to the pick-up branch or to one that takes no one-way returns. */
  oneWayFeeCents: number;
}

/**
 * A booking the rules accept, with its terms, or the 400 message refusing it. A refusal of a
 * well-formed booking that only the rental rules or the branches' returns and hours keep from
 * being made carries its terms too, so a quote can still price it.
 */
export type BranchBookingVerdict =
  | { accepted: true; terms: BookingTerms }
  | { accepted: false; message: string; terms?: BookingTerms };

/**
 * Every rule of a booking at branches, in the API's order: a time its zone skips; the length
 * (at most `maxRentalDays` x 24 h); pick-up from now on and before the drop-off, on the instants;
 * the business's `rentalRules` when given (a customer's booking; an administrator's edit is not
 * held to them); the pick-up at the vehicle's branch; a one-way return where one is taken; both
 * times in their branches' hours. The overlap with other bookings is the caller's (it needs the
 * other bookings).
 */
export function checkBranchBooking(
  booking: BranchBooking,
  now: number = Date.now(),
  maxRentalDays: number = MAX_RENTAL_DAYS,
  rentalRules?: RentalRules,
): BranchBookingVerdict {
  const { pickUpBranch, dropOffBranch, pickUpTime, dropOffTime } = booking;
  const refuse = (message: string): BranchBookingVerdict => ({ accepted: false, message });
  const zoned = {
    pickUpTime,
    dropOffTime,
    pickUpZone: pickUpBranch.timeZone,
    dropOffZone: dropOffBranch.timeZone,
  };
  const problem = branchBookingProblem(booking);
  if (problem?.kind === 'skippedTime') return refuse(branchProblemMessage(problem));
  const timing = zonedIntervalProblem(zoned, now, maxRentalDays);
  if (zonedIntervalProblem(zoned, 0, maxRentalDays) === 'rentalTooLong') {
    return refuse(rentalTooLongMessage(maxRentalDays));
  }
  if (timing !== undefined) return refuse(API_MESSAGES.reservationTimesIncorrect);
  const instants = intervalInstants(zoned)!;
  const terms: BookingTerms = {
    instants: utcInterval(zoned),
    hours: hoursBetween(instants.pickUpAt, instants.dropOffAt),
    oneWayFeeCents: toCents(oneWayFee(pickUpBranch, dropOffBranch) ?? 0),
  };
  // A pick-up away from the vehicle's branch is a wrong request, not a period to price.
  const refuseBookable = (message: string): BranchBookingVerdict =>
    problem?.kind === 'notVehicleBranch' ? refuse(message) : { accepted: false, message, terms };
  const ruleProblem = rentalRules && rentalRuleProblem(rentalRules, instants, now);
  if (ruleProblem) return refuseBookable(rentalRuleMessage(ruleProblem));
  if (problem !== undefined) return refuseBookable(branchProblemMessage(problem));
  return { accepted: true, terms };
}

/**
 * The place names a booking stores: the branches' names when the body names a branch, else the
 * body's own text (the spec's payload names none; its branches are then the vehicle's).
 */
export function placeNames(
  body: {
    pickUpBranchId?: number | undefined;
    dropOffBranchId?: number | undefined;
    pickUpLocation: string;
    dropOffLocation: string;
  },
  pickUpBranch: Pick<Branch, 'name'>,
  dropOffBranch: Pick<Branch, 'name'>,
): { pickUpLocation: string; dropOffLocation: string } {
  if (body.pickUpBranchId === undefined && body.dropOffBranchId === undefined) {
    return { pickUpLocation: body.pickUpLocation, dropOffLocation: body.dropOffLocation };
  }
  return { pickUpLocation: pickUpBranch.name, dropOffLocation: dropOffBranch.name };
}

/**
 * The place names a customer's change stores: the pick-up's as booked, the drop-off's as booked
 * unless the change names a drop-off branch (then that branch's name).
 */
export const changedPlaceNames = (
  booked: { pickUpLocation: string; dropOffLocation: string },
  dropOffBranchId: number | undefined,
  dropOffBranch: Pick<Branch, 'name'>,
): { pickUpLocation: string; dropOffLocation: string } => ({
  pickUpLocation: booked.pickUpLocation,
  dropOffLocation: dropOffBranchId === undefined ? booked.dropOffLocation : dropOffBranch.name,
});

const SLUG_WORDS = /[^a-z0-9]+/g;

/** A slug made of a name (`Chicago O'Hare Airport` -> `chicago-o-hare-airport`), for forms. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(SLUG_WORDS, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/**
 * What the contract cannot state about a branch: an IANA zone, each period opening before it
 * closes, closure dates that are real and each given once. Undefined when the branch is fine.
 */
export function branchInputProblem(
  input: Pick<BranchInput, 'timeZone' | 'openingHours' | 'closures'>,
): ParameterProblem | undefined {
  if (!IANAZone.isValidZone(input.timeZone)) {
    return { parameter: 'timeZone', reason: validationReason('timeZone') };
  }
  const late = input.openingHours.findIndex(
    (period) => clockMinutes(period.closes) <= clockMinutes(period.opens),
  );
  if (late >= 0) {
    return {
      parameter: `openingHours[${late}].closes`,
      reason: validationReason('after', { other: 'opens' }),
    };
  }
  const closures = input.closures ?? [];
  for (const [index, closure] of closures.entries()) {
    if (!isRealDate(closure.date)) {
      return { parameter: `closures[${index}].date`, reason: validationReason('realDate') };
    }
    if (closures.findIndex((other) => other.date === closure.date) !== index) {
      return { parameter: `closures[${index}].date`, reason: validationReason('once') };
    }
  }
  return undefined;
}

/** A branch as the contract answers it from its fields: hours and closures sorted. */
export function toBranchRecord(id: number, input: BranchInput): Branch {
  const { oneWayFee: fee, closures = [], openingHours, ...fields } = input;
  return {
    id,
    ...fields,
    openingHours: sortedOpeningHours(openingHours),
    closures: sortedClosures(closures),
    ...(fee === undefined ? {} : { oneWayFee: fee }),
  };
}
