/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { ReservationFacts } from './ReservationFacts';

export const reservationCancelledSubject = ({ message }: MessageProps<'reservationCancelled'>) =>
  `Reservation ${message.reservation.reference} cancelled`;

/** Sent when the customer or an administrator cancels a reservation. */
export function ReservationCancelled({ message, context }: MessageProps<'reservationCancelled'>) {
  const { reservation } = message;
  return (
    <EmailLayout
      siteName={context.siteName}
      preview={`Reservation ${reservation.reference} is cancelled.`}
      heading="Your reservation is cancelled"
      action={{ label: 'View your reservation', href: reservation.link }}
    >
      <Text style={paragraphStyle}>Hello {message.recipientName},</Text>
      {message.cancelledBy === 'customer' ? (
        <Text style={paragraphStyle}>
          as you asked, we cancelled your reservation {reservation.reference}.
        </Text>
      ) : (
        <Text style={paragraphStyle}>
          our team cancelled your reservation {reservation.reference}. If you did not expect this,
          please reply to this e-mail or contact us.
        </Text>
      )}
      <ReservationFacts reservation={reservation} context={context} />
    </EmailLayout>
  );
}
