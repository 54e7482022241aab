import { msg } from '@lingui/core/macro';
import { DateTime } from 'luxon';
import { array, boolean, object, string, type InferType, type TestContext } from 'yup';
import { calendarDate, licenseCountry, licenseNumber } from './driver';
import { RESERVATION_STATUSES } from '../../data/reservationStatuses';
import { requiredText } from './fields';

export {
  RESERVATION_STATUSES,
  RESERVATION_STATUS_MESSAGES,
  type ReservationStatus,
} from '../../data/reservationStatuses';

/** The date and time fields of a booking as typed (YYYY-MM-DD, HH:mm); empty until picked. */
export interface BookingTimes {
  pickUpDate?: string;
  pickUpTime?: string;
  dropOffDate?: string;
  dropOffTime?: string;
}

/** What is wrong with the booking times, judged by the caller's booking rules. */
export type BookingTimesProblem = 'pickUpInPast' | 'dropOffNotAfterPickUp' | 'rentalTooLong';

/** The booking's places and times as typed, for the branch rules. */
export interface BookingPlacesAndTimes extends BookingTimes {
  pickUpLocation?: string;
  dropOffLocation?: string;
}

/** A time the chosen branch is closed at: which field, and the words the API would answer. */
export interface BookingBranchProblem {
  field: 'pickUpTime' | 'dropOffTime';
  message: string;
}

/**
 * Validation context of the booking schema: `today` (YYYY-MM-DD) defaults to the local date;
 * `checkTimes` applies the product's booking rules, which this library does not hold, and
 * `checkBranchTimes` the branches' opening hours.
 */
export interface BookingContext {
  today?: string;
  checkTimes?: (times: BookingTimes) => BookingTimesProblem | undefined;
  checkBranchTimes?: (values: BookingPlacesAndTimes) => BookingBranchProblem | undefined;
  /** The business's rental rules (notice, shortest and longest rental), with their words. */
  checkRentalRules?: (values: BookingPlacesAndTimes) => BookingBranchProblem | undefined;
  /** The longest rental in days, named by the `rentalTooLong` message (default 90). */
  maxRentalDays?: number;
}

const timesProblem = (context: unknown, times: BookingTimes) =>
  (context as BookingContext | undefined)?.checkTimes?.(times);

const branchProblem = (context: unknown, values: unknown) =>
  (context as BookingContext | undefined)?.checkBranchTimes?.(values as BookingPlacesAndTimes);

const rentalRuleProblem = (context: unknown, values: unknown) =>
  (context as BookingContext | undefined)?.checkRentalRules?.(values as BookingPlacesAndTimes);

/** A yup test showing the caller's problem of `field`, with the caller's words. */
const callerProblemTest = (
  name: string,
  field: BookingBranchProblem['field'],
  problemOf: (context: unknown, values: unknown) => BookingBranchProblem | undefined,
) =>
  ({
    name,
    test(this: TestContext) {
      const problem = problemOf(this.options.context, this.parent);
      return problem?.field === field ? this.createError({ message: problem.message }) : true;
    },
  }) as const;

/**
 * Today in the visitor's time zone (YYYY-MM-DD). An ISO date reads alike in every locale, so the
 * locale is given, as luxon itself does for fixed formats: otherwise it asks Intl for the system's,
 * and that first Intl call sets up the locale data, a long step of the vehicle page's first
 * render (docs/page-start.md).
 */
export const localToday = (): string => DateTime.local({ locale: 'en-US' }).toISODate();

/** The most drivers a booking names besides its customer (the contract's `maxItems`). */
export const MAX_ADDITIONAL_DRIVERS = 4;

/** Someone else who drives: their name, date of birth and driving licence. */
export const additionalDriverSchema = object({
  firstName: requiredText(msg`Enter the driver's first name`).max(50),
  lastName: requiredText(msg`Enter the driver's last name`).max(50),
  dateOfBirth: calendarDate(msg`Enter the driver's date of birth`),
  licenseNumber: licenseNumber(msg`Enter the driver's license number`),
  licenseCountry: licenseCountry(msg`Enter the country that issued the driver's license`),
  licenseIssuedOn: calendarDate(msg`Enter the date the driver's license was issued`),
  licenseExpiresOn: calendarDate(msg`Enter the date the driver's license expires`),
});

export type AdditionalDriverValues = InferType<typeof additionalDriverSchema>;

export const bookingSchema = object({
  pickUpLocation: requiredText(msg`Enter a pick-up location`),
  pickUpDate: string()
    .required(msg`Select a pick-up date`)
    .test('not-before-today', msg`The pick-up date cannot be earlier than today`, function (date) {
      const { today = localToday() } = (this.options.context ?? {}) as BookingContext;
      // ISO dates (YYYY-MM-DD) compare correctly as strings.
      return date >= today;
    }),
  pickUpTime: string()
    .required(msg`Select a pick-up time`)
    .test('not-in-past', msg`The pick-up time cannot be in the past`, function () {
      return timesProblem(this.options.context, this.parent as BookingTimes) !== 'pickUpInPast';
    })
    .test(callerProblemTest('rental-rules', 'pickUpTime', rentalRuleProblem))
    .test(callerProblemTest('branch-open', 'pickUpTime', branchProblem)),
  dropOffLocation: requiredText(msg`Enter a drop-off location`),
  dropOffDate: string()
    .required(msg`Select a drop-off date`)
    .test(
      'not-before-pick-up',
      msg`The drop-off date cannot be earlier than the pick-up date`,
      (date, { parent }) => !parent.pickUpDate || date >= parent.pickUpDate,
    )
    .test('not-too-long', function () {
      const context = this.options.context as BookingContext | undefined;
      if (timesProblem(context, this.parent as BookingTimes) !== 'rentalTooLong') return true;
      const days = context?.maxRentalDays ?? 90;
      return this.createError({ message: msg`A rental may last at most ${days} days` });
    }),
  dropOffTime: string()
    .required(msg`Select a drop-off time`)
    .test('after-pick-up', msg`The drop-off must be after the pick-up`, function () {
      const problem = timesProblem(this.options.context, this.parent as BookingTimes);
      return problem !== 'dropOffNotAfterPickUp';
    })
    .test(callerProblemTest('rental-rules', 'dropOffTime', rentalRuleProblem))
    .test(callerProblemTest('branch-open', 'dropOffTime', branchProblem)),
  /** Optional: the drivers besides the customer, each in full. */
  additionalDrivers: array(additionalDriverSchema).max(MAX_ADDITIONAL_DRIVERS),
  contract: boolean()
    .required(msg`Please read the contract and check the box`)
    .oneOf([true], msg`Please read the contract and check the box`),
});

export const reservationEditSchema = object({
  pickUpLocation: requiredText(msg`Enter the pick up place`),
  dropOffLocation: requiredText(msg`Enter the drop off place`),
  pickUpDate: string().required(msg`Enter the pick up date`),
  pickUpTime: string().required(msg`Enter the pick up time`),
  dropOffDate: string().required(msg`Enter the drop off date`),
  dropOffTime: string().required(msg`Enter the drop off time`),
  carId: string().required(msg`Select a car`),
  status: string()
    .oneOf(RESERVATION_STATUSES)
    .required(msg`Select a status`),
});

/** A customer's change of their booking: new times and drop-off place, by the booking's rules. */
export const reservationChangeSchema = bookingSchema.pick([
  'pickUpDate',
  'pickUpTime',
  'dropOffLocation',
  'dropOffDate',
  'dropOffTime',
]);

export type BookingValues = InferType<typeof bookingSchema>;
export type ReservationChangeValues = InferType<typeof reservationChangeSchema>;
export type ReservationEditValues = InferType<typeof reservationEditSchema>;
