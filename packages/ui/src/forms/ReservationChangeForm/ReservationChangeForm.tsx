import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormatMoney } from '../../foundations/money';
import { Button } from '../../shell/Button';
import { Actions, FormGrid, SelectField, TextField } from '../fields';
import {
  localToday,
  reservationChangeSchema,
  type BookingBranchProblem,
  type BookingContext,
  type BookingPlacesAndTimes,
  type ReservationChangeValues,
} from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { ChangeCard, Difference, NewTotal, Refusal } from './styles';

/** The price of the changed booking against what the reservation costs now. */
export interface ReservationChangeQuote {
  /** The changed booking's total. */
  total: number;
  /** `total` minus the reservation's current total: more (positive), less (negative) or none. */
  difference: number;
}

export interface ReservationChangeFormProps {
  /** The reservation as booked: dates as YYYY-MM-DD, times as HH:mm, the drop-off place. */
  initialValues: Partial<ReservationChangeValues>;
  /** Receives the valid values of the change. */
  onSubmit: SubmitHandler<ReservationChangeValues>;
  /** Closes the form without changing anything. */
  onCancel: () => void;
  /** The change is being sent: the submit button is disabled and shows a spinner. */
  busy?: boolean;
  /** The first date the pick-up may move to (YYYY-MM-DD); the local date by default. */
  today?: string;
  /** The branches the vehicle may be returned to, by name; absent: the drop-off place stays. */
  dropOffs?: readonly string[];
  /** The booking rules for the times, as the booking form takes them. */
  checkTimes?: BookingContext['checkTimes'];
  /** The longest rental in days, which `checkTimes`' `rentalTooLong` names (default 90). */
  maxRentalDays?: number;
  /** The branches' opening hours, with the message given. */
  checkBranchTimes?: (values: BookingPlacesAndTimes) => BookingBranchProblem | undefined;
  /** The business's rental rules, with the message given. */
  checkRentalRules?: (values: BookingPlacesAndTimes) => BookingBranchProblem | undefined;
  /** Called with the places and times whenever one of them changes, for the live quote. */
  onPlacesChange?: (values: BookingPlacesAndTimes) => void;
  /** The price of the picked change; shown as soon as it is given. */
  quote?: ReservationChangeQuote;
  /**
   * Why the change was refused (the vehicle is taken, a branch is closed, the change deadline
   * has passed): shown as an alert above the buttons.
   */
  refusal?: ReactNode;
}

function PlacesWatcher({
  values: { dropOffLocation, pickUpDate, pickUpTime, dropOffDate, dropOffTime },
  onPlacesChange,
}: {
  values: BookingPlacesAndTimes;
  onPlacesChange: (values: BookingPlacesAndTimes) => void;
}) {
  useEffect(() => {
    onPlacesChange({ dropOffLocation, pickUpDate, pickUpTime, dropOffDate, dropOffTime });
  }, [dropOffLocation, pickUpDate, pickUpTime, dropOffDate, dropOffTime, onPlacesChange]);
  return null;
}

/**
 * The customer's change of an upcoming reservation: new pick-up and drop-off dates and times and,
 * with `dropOffs`, another drop-off branch, judged by the booking form's rules before it is sent;
 * the new total and its difference to the current one as the values change (`quote`), and the
 * API's reason when it refuses the change (`refusal`).
 */
export function ReservationChangeForm({
  initialValues,
  onSubmit,
  onCancel,
  busy = false,
  today = localToday(),
  dropOffs,
  checkTimes,
  maxRentalDays,
  checkBranchTimes,
  checkRentalRules,
  onPlacesChange,
  quote,
  refusal,
}: ReservationChangeFormProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const context = useMemo<BookingContext>(
    () => ({ today, checkTimes, maxRentalDays, checkBranchTimes, checkRentalRules }),
    [today, checkTimes, maxRentalDays, checkBranchTimes, checkRentalRules],
  );
  return (
    <ChangeCard<ReservationChangeValues>
      label={t`Change reservation`}
      schema={reservationChangeSchema}
      context={context}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working, values }) => (
        <>
          {onPlacesChange && <PlacesWatcher values={values} onPlacesChange={onPlacesChange} />}
          <FormGrid>
            <TextField name="pickUpDate" label={t`Pick-up date`} type="date" min={today} />
            <TextField name="pickUpTime" label={t`Pick-up time`} type="time" />
          </FormGrid>
          {dropOffs ? (
            <SelectField
              name="dropOffLocation"
              label={t`Drop-off place`}
              placeholder={t`Choose a branch`}
              options={dropOffs.map((name) => ({ value: name, label: name }))}
            />
          ) : (
            <TextField name="dropOffLocation" label={t`Drop-off place`} readOnly />
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
          <div role="region" aria-label={t`New price`} aria-live="polite">
            {quote && (
              <>
                <NewTotal>
                  <Trans>New total: {formatMoney(quote.total)}</Trans>
                </NewTotal>
                <Difference>
                  {quote.difference > 0 ? (
                    <Trans>{formatMoney(quote.difference)} more than now</Trans>
                  ) : quote.difference < 0 ? (
                    <Trans>{formatMoney(-quote.difference)} less than now</Trans>
                  ) : (
                    <Trans>The same as now</Trans>
                  )}
                </Difference>
              </>
            )}
          </div>
          {refusal && <Refusal role="alert">{refusal}</Refusal>}
          <Actions>
            <Button type="submit" disabled={!canSubmit} busy={working}>
              <Trans>Save change</Trans>
            </Button>
            <Button type="button" variant="outline" onClick={onCancel} disabled={working}>
              <Trans>Keep as booked</Trans>
            </Button>
          </Actions>
        </>
      )}
    </ChangeCard>
  );
}
