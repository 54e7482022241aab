/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { OfficeTimeNote } from './OfficeTimeNote';
import { ReservationFacts } from './ReservationFacts';

export const bookingConfirmedSubject = ({ message }: MessageProps<'bookingConfirmed'>) =>
  `Booking confirmed: reservation ${message.reservation.reference}, ${message.reservation.vehicleName}`;

/** Sent when a customer books: the reference and every fact to keep, with a calendar file. */
export function BookingConfirmed({ message, context }: MessageProps<'bookingConfirmed'>) {
  const { reservation } = message;
  return (
    <EmailLayout
      siteName={context.siteName}
      preview={`Your reference number is ${reservation.reference}.`}
      heading="Your booking is confirmed"
      action={{ label: 'View your reservation', href: reservation.link }}
    >
      <Text style={paragraphStyle}>Hello {message.recipientName},</Text>
      <Text style={paragraphStyle}>
        thank you for booking with {context.siteName}. Your reference number is{' '}
        {reservation.reference}.
      </Text>
      <ReservationFacts reservation={reservation} context={context} />
      <OfficeTimeNote timeZone={context.timeZone} />
      <Text style={paragraphStyle}>
        The attached calendar file (reservation-{reservation.reference}.ics) adds your rental to
        your calendar.
      </Text>
    </EmailLayout>
  );
}
