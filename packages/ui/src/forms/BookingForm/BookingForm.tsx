import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useFormatMoney } from '../../foundations/money';
import { Button } from '../../shell/Button';
import { CheckboxField, FormGrid, TextField } from '../fields';
import {
  bookingSchema,
  localToday,
  type BookingContext,
  type BookingTimes,
  type BookingValues,
} from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { BookingCard, Quote, StatusLine } from './styles';

/** The price of the picked times, worked out by the caller's price rule. */
export interface BookingQuote {
  total: number;
  /** Started hours charged. */
  hours: number;
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
}

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

/**
 * The vehicle page's booking card: pick-up and drop-off places, dates and times, the contract
 * checkbox and Book Now. The caller supplies the rules that need data (`checkTimes`), the price
 * (`quote`) and the availability of the picked times, and hears of each change (`onTimesChange`).
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
}: BookingFormProps) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const context = useMemo<BookingContext>(
    () => ({ today, checkTimes, maxRentalDays }),
    [today, checkTimes, maxRentalDays],
  );
  return (
    <BookingCard<BookingValues>
      label={t`Booking`}
      schema={bookingSchema}
      context={context}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working, values }) => (
        <>
          {onTimesChange && <TimesWatcher times={values} onTimesChange={onTimesChange} />}
          <TextField name="pickUpLocation" label={t`Pick-up place`} />
          <FormGrid>
            <TextField name="pickUpDate" label={t`Pick-up date`} type="date" min={today} />
            <TextField name="pickUpTime" label={t`Pick-up time`} type="time" />
          </FormGrid>
          <TextField name="dropOffLocation" label={t`Drop-off place`} />
          <FormGrid>
            <TextField
              name="dropOffDate"
              label={t`Drop-off date`}
              type="date"
              min={values.pickUpDate || today}
            />
            <TextField name="dropOffTime" label={t`Drop-off time`} type="time" />
          </FormGrid>
          <div role="region" aria-label={t`Price and availability`} aria-live="polite">
            {quote && (
              <Quote>
                <strong>
                  <Trans>Total: {formatMoney(quote.total)}</Trans>
                </strong>{' '}
                <span>
                  (<Plural value={quote.hours} one="# hour" other="# hours" />)
                </span>
              </Quote>
            )}
            {availability && (
              <StatusLine $tone={availability}>
                {i18n._(AVAILABILITY_TEXT[availability])}
              </StatusLine>
            )}
          </div>
          <CheckboxField name="contract" label={t`I have read and aggree the contract`} />
          <Button
            type="submit"
            fullWidth
            disabled={!canSubmit || availability === 'unavailable'}
            busy={working}
          >
            {submitLabel ?? <Trans>Book Now</Trans>}
          </Button>
        </>
      )}
    </BookingCard>
  );
}
