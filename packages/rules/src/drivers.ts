import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  LANGUAGES,
  validationReason,
  type DriverDetails,
  type Language,
  type ParameterProblem,
  type Vehicle,
} from '@rentacar/contract';
import { isRealDate, localNow } from './dates';
import { toCents } from './money';
import { HOURS_PER_DAY } from './rates';
import { DEFAULT_LANGUAGE } from './languages';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

// A subpath of its own (`@rentacar/rules/drivers`): its messages' catalogs travel only to the
// chunks that judge drivers (the profile's driver form, the booking form, the mock, the server).

/** The youngest a licence may have been issued at, whatever the issuing country's own rule. */
export const EARLIEST_LICENSE_AGE = 16;
/** A vehicle's minimum driver age when nobody set one (the server's setting defaults to it). */
export const DEFAULT_MINIMUM_DRIVER_AGE = 21;
/** A vehicle's minimum whole years of licence held when nobody set one. */
export const DEFAULT_MINIMUM_LICENSE_YEARS = 1;

const CATALOGS: Record<Language, Messages> = { en, es };

const DRIVER_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } }),
  ]),
) as Record<Language, I18n>;

/** Today's date (`YYYY-MM-DD`) on the office's clock, the day driver details are judged on. */
export const officeToday = (): string => localNow().slice(0, 10);

const DATE_FIELDS = ['dateOfBirth', 'licenseIssuedOn', 'licenseExpiresOn'] as const;

/**
 * Whole years from `from` to `to` (both `YYYY-MM-DD`): an age, or the years a licence was held.
 * A year is complete on the same month and day; one begun on 29 February completes on 1 March in
 * other years (the later day, as an insurer counts an age).
 */
export function wholeYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/**
 * What the contract cannot state about driver details, judged on `today` (`YYYY-MM-DD`, the
 * office's date): real dates; a birth and an issue not in the future; the licence issued on or
 * after the 16th birthday and expiring after its issue. Undefined when they are fine.
 */
export function driverDetailsProblem(
  details: Pick<DriverDetails, (typeof DATE_FIELDS)[number]>,
  today: string,
): ParameterProblem | undefined {
  const unreal = DATE_FIELDS.find((field) => !isRealDate(details[field]));
  if (unreal !== undefined) return { parameter: unreal, reason: validationReason('realDate') };
  const { dateOfBirth, licenseIssuedOn, licenseExpiresOn } = details;
  if (dateOfBirth > today) {
    return { parameter: 'dateOfBirth', reason: validationReason('notInFuture') };
  }
  if (licenseIssuedOn > today) {
    return { parameter: 'licenseIssuedOn', reason: validationReason('notInFuture') };
  }
  if (wholeYearsBetween(dateOfBirth, licenseIssuedOn) < EARLIEST_LICENSE_AGE) {
    return {
      parameter: 'licenseIssuedOn',
      reason: validationReason('notBeforeBirthday', { age: EARLIEST_LICENSE_AGE }),
    };
  }
  if (licenseExpiresOn <= licenseIssuedOn) {
    return {
      parameter: 'licenseExpiresOn',
      reason: validationReason('after', { other: 'licenseIssuedOn' }),
    };
  }
  return undefined;
}

/** Why a driver may not take a vehicle for a rental. */
export type DriverEligibilityProblem =
  | { kind: 'noDriverDetails' }
  | { kind: 'underMinimumAge'; minimumAge: number }
  | { kind: 'licenseTooRecent'; minimumYears: number }
  | { kind: 'licenseExpires'; expiresOn: string };

/** What the driver rules read of a driver: the dates of their birth and licence. */
export type DriverDates = Pick<DriverDetails, (typeof DATE_FIELDS)[number]>;

/** What the driver rules read of a vehicle. */
export type DriverRequirements = Pick<Vehicle, 'minimumDriverAge' | 'minimumLicenseYears'>;

/**
 * Whether the driver may take the vehicle from the local pick-up day to the local drop-off day
 * (`YYYY-MM-DD`), in the order the API refuses: no details given, younger than the vehicle's
 * minimum on the pick-up day, a licence held fewer whole years than its minimum then, a licence
 * expiring before the drop-off day (one expiring that day still covers it).
 */
export function driverEligibilityProblem({
  driver,
  vehicle,
  pickUpDate,
  dropOffDate,
}: {
  driver: DriverDates | undefined;
  vehicle: DriverRequirements;
  pickUpDate: string;
  dropOffDate: string;
}): DriverEligibilityProblem | undefined {
  if (driver === undefined) return { kind: 'noDriverDetails' };
  if (wholeYearsBetween(driver.dateOfBirth, pickUpDate) < vehicle.minimumDriverAge) {
    return { kind: 'underMinimumAge', minimumAge: vehicle.minimumDriverAge };
  }
  if (wholeYearsBetween(driver.licenseIssuedOn, pickUpDate) < vehicle.minimumLicenseYears) {
    return { kind: 'licenseTooRecent', minimumYears: vehicle.minimumLicenseYears };
  }
  if (driver.licenseExpiresOn < dropOffDate) {
    return { kind: 'licenseExpires', expiresOn: driver.licenseExpiresOn };
  }
  return undefined;
}

/**
 * A driver problem in words, in `language` (the API answers English): the booking form shows
 * the same sentence before submitting that the server answers after.
 */
export function driverProblemMessage(
  problem: DriverEligibilityProblem,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const i18n = DRIVER_I18N[language];
  switch (problem.kind) {
    case 'noDriverDetails':
      return i18n._(
        /*i18n*/ {
          id: 'driver.noDriverDetails',
          message: 'Add your driver details to your profile before booking',
        },
      );
    case 'underMinimumAge':
      return i18n._(
        /*i18n*/ {
          id: 'driver.underMinimumAge',
          message: 'The driver must be at least {age} years old on the pick-up day',
          values: { age: problem.minimumAge },
        },
      );
    case 'licenseTooRecent':
      return i18n._(
        /*i18n*/ {
          id: 'driver.licenseTooRecent',
          message:
            "The driver's license must have been held for at least {years, plural, one {# year} other {# years}} on the pick-up day",
          values: { years: problem.minimumYears },
        },
      );
    case 'licenseExpires':
      return i18n._(
        /*i18n*/ {
          id: 'driver.licenseExpires',
          message: "The driver's license expires on {date}, before the drop-off",
          values: { date: problem.expiresOn },
        },
      );
  }
}

/**
 * The same sentence about the `position`th (from 1) additional driver of a booking: the customer
 * reads which of the drivers they named is refused.
 */
export function additionalDriverProblemMessage(
  position: number,
  problem: DriverEligibilityProblem,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const i18n = DRIVER_I18N[language];
  return i18n._(
    /*i18n*/ {
      id: 'driver.additionalDriverProblem',
      message: 'Additional driver {position}: {problem}',
      values: { position, problem: driverProblemMessage(problem, language) },
    },
  );
}

/** What the young-driver surcharge reads of a vehicle (both given, or neither). */
export type YoungDriverTerms = Pick<Vehicle, 'youngDriverAge' | 'youngDriverSurchargePerDay'>;

/**
 * The days a per-day charge counts for a rental of `hours` started hours (as the rates count
 * them): over 24, rounded up, so 25 hours are 2 days.
 */
export const rentalDays = (hours: number): number => Math.ceil(hours / HOURS_PER_DAY);

/** Who drives a rental, as the young-driver surcharge reads them. */
export interface RentalDrivers {
  vehicle: YoungDriverTerms;
  /** The customer's and the additional drivers' dates of birth (`YYYY-MM-DD`). */
  datesOfBirth: readonly string[];
  /** The local pick-up day (`YYYY-MM-DD`), on which ages are counted. */
  pickUpDate: string;
}

/** How many of the drivers are younger than the vehicle's `youngDriverAge` (0 without one). */
export function youngDriverCount({ vehicle, datesOfBirth, pickUpDate }: RentalDrivers): number {
  const { youngDriverAge, youngDriverSurchargePerDay } = vehicle;
  if (youngDriverAge === undefined || youngDriverSurchargePerDay === undefined) return 0;
  return datesOfBirth.filter(
    (dateOfBirth) => wholeYearsBetween(dateOfBirth, pickUpDate) < youngDriverAge,
  ).length;
}

/**
 * The young-driver surcharge of a rental of `hours` started hours, in integer cents: the
 * vehicle's per-day surcharge for every rental day (`rentalDays`) and every driver younger than
 * its `youngDriverAge` on the pick-up day (`youngDriverCount`). 0 for a vehicle without one.
 */
export function youngDriverSurchargeInCents({
  hours,
  ...drivers
}: RentalDrivers & { hours: number }): number {
  const young = youngDriverCount(drivers);
  if (young === 0) return 0;
  return young * rentalDays(hours) * toCents(drivers.vehicle.youngDriverSurchargePerDay!);
}

/** A vehicle input's young-driver terms are both given or neither; the problem otherwise. */
export function youngDriverTermsProblem({
  youngDriverAge,
  youngDriverSurchargePerDay,
}: YoungDriverTerms): ParameterProblem | undefined {
  if (youngDriverAge !== undefined && youngDriverSurchargePerDay === undefined) {
    return {
      parameter: 'youngDriverSurchargePerDay',
      reason: validationReason('requiredWith', { other: 'youngDriverAge' }),
    };
  }
  if (youngDriverAge === undefined && youngDriverSurchargePerDay !== undefined) {
    return {
      parameter: 'youngDriverAge',
      reason: validationReason('requiredWith', { other: 'youngDriverSurchargePerDay' }),
    };
  }
  return undefined;
}

/**
 * What the contract cannot state about a booking's additional drivers (`driverDetailsProblem` of
 * each), the parameter naming the driver by index (`additionalDrivers.0.dateOfBirth`).
 */
export function additionalDriversProblem(
  drivers: readonly Pick<DriverDetails, (typeof DATE_FIELDS)[number]>[],
  today: string,
): ParameterProblem | undefined {
  for (const [index, driver] of drivers.entries()) {
    const problem = driverDetailsProblem(driver, today);
    if (problem !== undefined) {
      return { ...problem, parameter: `additionalDrivers.${index}.${problem.parameter}` };
    }
  }
  return undefined;
}

/**
 * Why a booking's drivers may not take the vehicle, as the API answers it: the customer
 * (`driver`) first, then each additional driver by its place (`Additional driver 1: ...`).
 * Undefined when every one may.
 */
export function bookingDriversMessage({
  driver,
  additionalDrivers = [],
  vehicle,
  pickUpDate,
  dropOffDate,
}: {
  driver: DriverDetails | undefined;
  additionalDrivers?: readonly DriverDetails[];
  vehicle: DriverRequirements;
  pickUpDate: string;
  dropOffDate: string;
}): string | undefined {
  const days = { vehicle, pickUpDate, dropOffDate };
  const own = driverEligibilityProblem({ driver, ...days });
  if (own !== undefined) return driverProblemMessage(own);
  for (const [index, other] of additionalDrivers.entries()) {
    const problem = driverEligibilityProblem({ driver: other, ...days });
    if (problem !== undefined) return additionalDriverProblemMessage(index + 1, problem);
  }
  return undefined;
}
