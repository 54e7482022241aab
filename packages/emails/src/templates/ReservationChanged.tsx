/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { CHANGE_LABELS, formatChangeValue } from '../format';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import { FactsTable } from './FactsTable';
import type { MessageProps } from './messageProps';
import { OfficeTimeNote } from './OfficeTimeNote';
import { ReservationFacts } from './ReservationFacts';

export const reservationChangedSubject = ({ message }: MessageProps<'reservationChanged'>) =>
  `Reservation ${message.reservation.reference} changed`;

/** Sent when an administrator edits a reservation: each change, then the reservation as it is now. */
export function ReservationChanged({ message, context }: MessageProps<'reservationChanged'>) {
  const { reservation, changes } = message;
  return (
    <EmailLayout
      siteName={context.siteName}
      preview={`Our team changed reservation ${reservation.reference}.`}
      heading="Your reservation has changed"
      action={{ label: 'View your reservation', href: reservation.link }}
    >
      <Text style={paragraphStyle}>Hello {message.recipientName},</Text>
      <Text style={paragraphStyle}>our team changed your reservation {reservation.reference}:</Text>
      <FactsTable
        caption="What changed"
        columns={['Detail', 'Before', 'Now']}
        rows={changes.map((change) => [
          CHANGE_LABELS[change.field],
          formatChangeValue(change.field, change.before, context),
          formatChangeValue(change.field, change.after, context),
        ])}
      />
      <ReservationFacts reservation={reservation} context={context} />
      <OfficeTimeNote timeZone={context.timeZone} />
    </EmailLayout>
  );
}
