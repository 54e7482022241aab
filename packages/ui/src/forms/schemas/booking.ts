import { msg } from '@lingui/core/macro';
import { DateTime } from 'luxon';
import { boolean, object, string, type InferType } from 'yup';
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
  /** The longest rental in days, named by the `rentalTooLong` message (default 90). */
  maxRentalDays?: number;
}

const timesProblem = (context: unknown, times: BookingTimes) =>
  (context as BookingContext | undefined)?.checkTimes?.(times);

const branchProblem = (context: unknown, values: unknown) =>
  (context as BookingContext | undefined)?.checkBranchTimes?.(values as BookingPlacesAndTimes);

/**
 * Today in the visitor's time zone (YYYY-MM-DD). An ISO date reads alike in every locale, so the
 * locale is given, as luxon itself does for fixed formats: otherwise it asks Intl for the system's,
 * and that first Intl call sets up the locale data, a long step of the vehicle page's first
 * render (docs/page-start.md).
 */
export const localToday = (): string => DateTime.local({ locale: 'en-US' }).toISODate();

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
    .test('branch-open', function () {
      const problem = branchProblem(this.options.context, this.parent);
      return problem?.field === 'pickUpTime'
        ? this.createError({ message: problem.message })
        : true;
    }),
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
    .test('branch-open', function () {
      const problem = branchProblem(this.options.context, this.parent);
      return problem?.field === 'dropOffTime'
        ? this.createError({ message: problem.message })
        : true;
    }),
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

export type BookingValues = InferType<typeof bookingSchema>;
export type ReservationEditValues = InferType<typeof reservationEditSchema>;
