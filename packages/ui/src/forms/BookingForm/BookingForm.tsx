import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import { PriceBreakdown, type PriceBreakdownLine } from '../../data/PriceBreakdown';
import { useFormatDateTime } from '../../i18n/useFormatDateTime';
import { Button } from '../../shell/Button';
import { CheckboxField, FormGrid, SelectField, TextField } from '../fields';
import {
  bookingSchema,
  localToday,
  type BookingBranchProblem,
  type BookingContext,
  type BookingPlacesAndTimes,
  type BookingTimes,
  type BookingValues,
} from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { AdditionalDriversFields, type AdditionalDriverEntry } from './AdditionalDriversFields';
import { BookingCard, DriverProblem, HoursNote, QuoteLine, StatusLine } from './styles';

/** The price of the picked times, line by line, as the caller's price rule works it out. */
export interface BookingQuote {
  /** The price's lines (base, one-way return, young driver, ...), shown in this order. */
  lines: readonly PriceBreakdownLine[];
  /** The sum of the lines that are not `included`. */
  total: number;
  /** Held at pick-up, not charged now. */
  deposit?: number;
}

/** The branches of a booking at branches: where the vehicle is, where it may go back to. */
export interface BookingBranches {
  /** The vehicle's branch, where it is picked up. */
  pickUp: string;
  /** The branches it may be returned to (the pick-up branch among them), by name. */
  dropOffs: readonly string[];
}

/** Whether the vehicle is free for the picked times: being checked, free, or booked. */
export type BookingAvailability = 'checking' | 'available' | 'unavailable';

export interface BookingFormProps {
  /** Receives the valid values; resolve `true` to reset the form (after a successful booking). */
  onSubmit: SubmitHandler<BookingValues>;
  /** The booking request is running: the submit button is disabled and shows a spinner. */
  busy?: boolean;
  /** The first bookable date (YYYY-MM-DD); the local date by default. */
  today?: string;
  /** The values the form starts from (and returns to after a booking). */
  initialValues?: Partial<BookingValues>;
  /** The submit button's text (default: 'Book Now'). */
  submitLabel?: string;
  /**
   * The booking rules for the times ('The pick-up time cannot be in the past', ..., 'A rental may
   * last at most 90 days').
   */
  checkTimes?: BookingContext['checkTimes'];
  /** The longest rental in days, which `checkTimes`' `rentalTooLong` names (default 90). */
  maxRentalDays?: number;
  /** Called with the date and time fields whenever one of them changes. */
  onTimesChange?: (times: BookingTimes) => void;
  /** The price of the picked times; shown as soon as it is given. */
  quote?: BookingQuote;
  /** Availability of the picked times; 'unavailable' keeps Book Now disabled. */
  availability?: BookingAvailability;
  /**
   * While the picked times are unavailable: the first time (ISO local date-time) a rental as long
   * could start instead, once the bookings in the way and their turnaround are over.
   */
  nextFreeFrom?: string;
  /**
   * Booking at branches: the pick-up place is the vehicle's branch and the drop-off place a
   * choice of branches; both fields hold branch names.
   */
  branches?: BookingBranches;
  /**
   * The branches' opening hours (refuses a time a chosen branch is closed at, with the message
   * given, before the booking is sent).
   */
  checkBranchTimes?: (values: BookingPlacesAndTimes) => BookingBranchProblem | undefined;
  /**
   * The business's rental rules (refuses a pick-up too soon, a rental too short or too long, with
   * the message given, on the pick-up or drop-off time, before the booking is sent).
   */
  checkRentalRules?: (values: BookingPlacesAndTimes) => BookingBranchProblem | undefined;
  /** Shown under the pick-up date and time: e.g. the pick-up branch's hours that day. */
  pickUpHours?: ReactNode;
  /** Shown under the drop-off date and time: e.g. the drop-off branch's hours that day. */
  dropOffHours?: ReactNode;
  /** Called with the places and times whenever one of them changes (branch mode too). */
  onPlacesChange?: (values: BookingPlacesAndTimes) => void;
  /**
   * Why the signed-in driver may not take the vehicle for the picked times (no driver details
   * yet, too young, ...): shown above Book Now, which stays disabled while it is given.
   */
  driverProblem?: ReactNode;
  /** The booking may name additional drivers: Add a driver adds each one's fields. */
  withAdditionalDrivers?: boolean;
  /** Called with the additional drivers as typed whenever one of them changes. */
  onDriversChange?: (drivers: readonly AdditionalDriverEntry[]) => void;
}

const NO_DRIVERS: readonly AdditionalDriverEntry[] = [];

const AVAILABILITY_TEXT: Record<BookingAvailability, MessageDescriptor> = {
  checking: msg`Checking availability…`,
  available: msg`Available`,
  unavailable: msg`Not available for the selected time`,
};

function TimesWatcher({
  times: { pickUpDate, pickUpTime, dropOffDate, dropOffTime },
  onTimesChange,
}: {
  times: BookingTimes;
  onTimesChange: (times: BookingTimes) => void;
}) {
  useEffect(() => {
    onTimesChange({ pickUpDate, pickUpTime, dropOffDate, dropOffTime });
  }, [pickUpDate, pickUpTime, dropOffDate, dropOffTime, onTimesChange]);
  return null;
}

function PlacesWatcher({
  values: { pickUpLocation, dropOffLocation, pickUpDate, pickUpTime, dropOffDate, dropOffTime },
  onPlacesChange,
}: {
  values: BookingPlacesAndTimes;
  onPlacesChange: (values: BookingPlacesAndTimes) => void;
}) {
  useEffect(() => {
    onPlacesChange({
      pickUpLocation,
      dropOffLocation,
      pickUpDate,
      pickUpTime,
      dropOffDate,
      dropOffTime,
    });
  }, [
    pickUpLocation,
    dropOffLocation,
    pickUpDate,
    pickUpTime,
    dropOffDate,
    dropOffTime,
    onPlacesChange,
  ]);
  return null;
}

/**
 * The vehicle page's booking card: pick-up and drop-off places, dates and times, the additional
 * drivers (when the caller takes them), the contract checkbox and Book Now. The caller supplies
 * the rules that need data (`checkTimes`), the price line by line (`quote`, shown as a
 * `PriceBreakdown`) and the availability of the picked times (with when the vehicle is next
 * free), and hears of each change (`onTimesChange`).
 */
export function BookingForm({
  onSubmit,
  busy = false,
  today = localToday(),
  initialValues,
  submitLabel,
  checkTimes,
  maxRentalDays,
  onTimesChange,
  quote,
  availability,
  nextFreeFrom,
  branches,
  checkBranchTimes,
  checkRentalRules,
  pickUpHours,
  dropOffHours,
  onPlacesChange,
  driverProblem,
  withAdditionalDrivers = false,
  onDriversChange,
}: BookingFormProps) {
  const { t, i18n } = useLingui();
  const formatDateTime = useFormatDateTime();
  const nextFree = nextFreeFrom === undefined ? undefined : formatDateTime(nextFreeFrom);
  const context = useMemo<BookingContext>(
    () => ({ today, checkTimes, maxRentalDays, checkBranchTimes, checkRentalRules }),
    [today, checkTimes, maxRentalDays, checkBranchTimes, checkRentalRules],
  );
  const startValues = useMemo(
    () =>
      branches
        ? { pickUpLocation: branches.pickUp, dropOffLocation: branches.pickUp, ...initialValues }
        : initialValues,
    [branches, initialValues],
  );
  return (
    <BookingCard<BookingValues>
      label={t`Booking`}
      schema={bookingSchema}
      context={context}
      initialValues={startValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working, values }) => (
        <>
          {onTimesChange && <TimesWatcher times={values} onTimesChange={onTimesChange} />}
          {onPlacesChange && <PlacesWatcher values={values} onPlacesChange={onPlacesChange} />}
          <TextField
            name="pickUpLocation"
            label={t`Pick-up place`}
            readOnly={branches !== undefined}
          />
          <FormGrid>
            <TextField name="pickUpDate" label={t`Pick-up date`} type="date" min={today} />
            <TextField name="pickUpTime" label={t`Pick-up time`} type="time" />
          </FormGrid>
          {pickUpHours && <HoursNote>{pickUpHours}</HoursNote>}
          {branches ? (
            <SelectField
              name="dropOffLocation"
              label={t`Drop-off place`}
              placeholder={t`Choose a branch`}
              options={branches.dropOffs.map((name) => ({ value: name, label: name }))}
            />
          ) : (
            <TextField name="dropOffLocation" label={t`Drop-off place`} />
          )}
          <FormGrid>
            <TextField
              name="dropOffDate"
              label={t`Drop-off date`}
              type="date"
              min={values.pickUpDate || today}
            />
            <TextField name="dropOffTime" label={t`Drop-off time`} type="time" />
          </FormGrid>
          {dropOffHours && <HoursNote>{dropOffHours}</HoursNote>}
          {withAdditionalDrivers && (
            <AdditionalDriversFields
              drivers={values.additionalDrivers ?? NO_DRIVERS}
              onDriversChange={onDriversChange}
            />
          )}
          <div role="region" aria-label={t`Price and availability`}>
            {quote && (
              <PriceBreakdown lines={quote.lines} total={quote.total} deposit={quote.deposit} />
            )}
            <div aria-live="polite">
              {availability && (
                <StatusLine $tone={availability}>
                  {i18n._(AVAILABILITY_TEXT[availability])}
                  {availability === 'unavailable' && nextFree !== undefined && (
                    <QuoteLine>
                      <Trans>The vehicle is next free from {nextFree}</Trans>
                    </QuoteLine>
                  )}
                </StatusLine>
              )}
            </div>
          </div>
          {driverProblem && <DriverProblem role="alert">{driverProblem}</DriverProblem>}
          <CheckboxField name="contract" label={t`I have read and aggree the contract`} />
          <Button
            type="submit"
            fullWidth
            disabled={!canSubmit || availability === 'unavailable' || Boolean(driverProblem)}
            busy={working}
          >
            {submitLabel ?? <Trans>Book Now</Trans>}
          </Button>
        </>
      )}
    </BookingCard>
  );
}
