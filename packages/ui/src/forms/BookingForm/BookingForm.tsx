import { useMemo } from 'react';
import { Button } from '../../shell/Button';
import { CheckboxField, FormGrid, TextField } from '../fields';
import { bookingSchema, localToday, type BookingValues } from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { BookingCard } from './styles';

export interface BookingFormProps {
  /** Receives the valid values; resolve `true` to reset the form (after a successful booking). */
  onSubmit: SubmitHandler<BookingValues>;
  /** The booking request is running: the submit button is disabled and shows a spinner. */
  busy?: boolean;
  /** The first bookable date (YYYY-MM-DD); the local date by default. */
  today?: string;
  /** The values the form starts from (and returns to after a booking). */
  initialValues?: Partial<BookingValues>;
  /** The submit button's text. */
  submitLabel?: string;
}

export function BookingForm({
  onSubmit,
  busy = false,
  today = localToday(),
  initialValues,
  submitLabel = 'Book Now',
}: BookingFormProps) {
  const context = useMemo(() => ({ today }), [today]);
  return (
    <BookingCard<BookingValues>
      label="Booking"
      schema={bookingSchema}
      context={context}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working, values }) => (
        <>
          <TextField name="pickUpLocation" label="Pick-up place" />
          <FormGrid>
            <TextField name="pickUpDate" label="Pick-up date" type="date" min={today} />
            <TextField name="pickUpTime" label="Pick-up time" type="time" />
          </FormGrid>
          <TextField name="dropOffLocation" label="Drop-off place" />
          <FormGrid>
            <TextField
              name="dropOffDate"
              label="Drop-off date"
              type="date"
              min={values.pickUpDate || today}
            />
            <TextField name="dropOffTime" label="Drop-off time" type="time" />
          </FormGrid>
          <CheckboxField name="contract" label="I have read and aggree the contract" />
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            {submitLabel}
          </Button>
        </>
      )}
    </BookingCard>
  );
}
