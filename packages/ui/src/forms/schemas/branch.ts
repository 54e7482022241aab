import { msg } from '@lingui/core/macro';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { PHONE_PATTERN, requiredText } from './fields';

/** The ISO weekdays, Monday (1) to Sunday (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock time as a time input gives it: `HH:mm`, 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A branch's address in links: lowercase letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const timeOfDay = (message: ReturnType<typeof msg>) =>
  string().required(message).matches(TIME_OF_DAY_PATTERN, message);

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && TIME_OF_DAY_PATTERN.test(value);

/**
 * A closing time as it compares with opening times: a time input cannot hold 24:00, so a period
 * that closes at 00:00 runs until midnight.
 */
const closingClock = (closes: string) => (closes === '00:00' ? '24:00' : closes);

export const openingPeriodSchema = object({
  day: number().integer().min(1).max(7).required(),
  opens: timeOfDay(msg`Please enter the opening time`),
  closes: timeOfDay(msg`Please enter the closing time`).test(
    'after-opens',
    msg`The closing time must be after the opening time`,
    function closesAfterOpens(closes) {
      const { opens } = this.parent as { opens?: unknown };
      return !isTime(opens) || !isTime(closes) || closingClock(closes) > opens;
    },
  ),
});

export type OpeningPeriod = InferType<typeof openingPeriodSchema>;

/** Two periods of one day that share a minute: the later one's opening time is refused. */
const overlappingPeriods = (periods: readonly Partial<OpeningPeriod>[]): number[] =>
  periods.flatMap((period, index) => {
    const { day, opens, closes } = period;
    if (!isTime(opens) || !isTime(closes) || closingClock(closes) <= opens) return [];
    const clashes = periods.some(
      (other, otherIndex) =>
        otherIndex < index &&
        other.day === day &&
        isTime(other.opens) &&
        isTime(other.closes) &&
        other.opens < closingClock(closes) &&
        opens < closingClock(other.closes),
    );
    return clashes ? [index] : [];
  });

export const openingHoursSchema = array(openingPeriodSchema.defined())
  .defined()
  .test('no-overlap', function noOverlap(periods) {
    const clashes = overlappingPeriods(periods ?? []);
    if (clashes.length === 0) return true;
    return this.createError({
      path: `${this.path}[${clashes[0]}].opens`,
      message: msg`This period overlaps another one of the same day`,
    });
  });

export const closureSchema = object({
  /** `YYYY-MM-DD`, as a date input gives it. */
  date: string()
    .required(msg`Please enter the date`)
    .matches(/^\d{4}-\d{2}-\d{2}$/, msg`Please enter the date`),
  reason: requiredText(msg`Please enter the reason`),
});

export type Closure = InferType<typeof closureSchema>;

export const closuresSchema = array(closureSchema.defined())
  .defined()
  .test('unique-dates', function uniqueDates(closures) {
    const list = closures ?? [];
    const repeated = list.findIndex(
      (closure, index) =>
        closure.date !== undefined &&
        list.slice(0, index).some((earlier) => earlier.date === closure.date),
    );
    if (repeated < 0) return true;
    return this.createError({
      path: `${this.path}[${repeated}].date`,
      message: msg`This date is already listed`,
    });
  });

const coordinate = (required: ReturnType<typeof msg>, range: ReturnType<typeof msg>, max: number) =>
  number().typeError(required).required(required).min(-max, range).max(max, range);

const inWholeCents = (amount: number | undefined) =>
  amount === undefined || Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

export const branchSchema = object({
  name: requiredText(msg`Please enter the branch name`),
  slug: string()
    .trim()
    .required(msg`Please enter the slug`)
    .matches(SLUG_PATTERN, msg`Use lowercase letters, digits and single hyphens only`),
  address: requiredText(msg`Please enter the address`),
  city: requiredText(msg`Please enter the city`),
  zipCode: requiredText(msg`Please enter the zip code`),
  /** ISO 3166-1 alpha-2, upper-cased as typed (`us` is `US`). */
  country: string()
    .trim()
    .uppercase()
    .required(msg`Please enter the two-letter country code`)
    .matches(/^[A-Z]{2}$/, msg`Please enter the two-letter country code`),
  latitude: coordinate(
    msg`Please enter the latitude`,
    msg`The latitude must be between -90 and 90`,
    90,
  ),
  longitude: coordinate(
    msg`Please enter the longitude`,
    msg`The longitude must be between -180 and 180`,
    180,
  ),
  phoneNumber: string()
    .required(msg`Please enter the phone number`)
    .matches(PHONE_PATTERN, msg`Please enter the phone number`),
  email: string()
    .trim()
    .required(msg`Please enter the email`)
    .email(msg`Please enter the email`),
  timeZone: string().required(msg`Please select the time zone`),
  openingHours: openingHoursSchema,
  closures: closuresSchema,
  /** Whether rentals from other branches may end here; only then is `oneWayFee` kept. */
  oneWayReturns: boolean().defined(),
  oneWayFee: number().when('oneWayReturns', {
    is: true,
    then: (fee) =>
      fee
        .typeError(msg`Please enter the one-way fee`)
        .required(msg`Please enter the one-way fee`)
        .min(0, msg`The one-way fee cannot be negative`)
        .test('cents', msg`The one-way fee can have at most two decimals`, inWholeCents),
    otherwise: (fee) => fee.strip(),
  }),
});

export type BranchValues = InferType<typeof branchSchema>;

/** What a new branch's form starts from: every day closed, no closures, no one-way returns. */
export const EMPTY_BRANCH_VALUES: Partial<BranchValues> = {
  openingHours: [],
  closures: [],
  oneWayReturns: false,
};

/** A slug made from a branch's name: `Downtown Office` -> `downtown-office`. */
export const slugFromName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
