/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { BranchDetails } from './BranchDetails';
import { OfficeTimeNote } from './OfficeTimeNote';
import { ReservationFacts } from './ReservationFacts';
import { greeting, viewReservationAction } from './shared';

export const bookingConfirmedSubject = ({ message, context }: MessageProps<'bookingConfirmed'>) =>
  context.i18n._({
    id: 'email.bookingConfirmed.subject',
    message: 'Booking confirmed: reservation {reference}, {vehicleName}',
    values: {
      reference: message.reservation.reference,
      vehicleName: message.reservation.vehicleName,
    },
  });

/** Sent when a customer books: the reference and every fact to keep, with a calendar file. */
export function BookingConfirmed({ message, context }: MessageProps<'bookingConfirmed'>) {
  const { reservation } = message;
  const { i18n, siteName } = context;
  const { reference } = reservation;
  return (
    <EmailLayout
      context={context}
      preview={i18n._({
        id: 'email.bookingConfirmed.preview',
        message: 'Your reference number is {reference}.',
        values: { reference },
      })}
      heading={i18n._({
        id: 'email.bookingConfirmed.heading',
        message: 'Your booking is confirmed',
      })}
      action={viewReservationAction(reservation, context)}
    >
      <Text style={paragraphStyle}>{greeting(message, context)}</Text>
      <Text style={paragraphStyle}>
        {i18n._({
          id: 'email.bookingConfirmed.thanks',
          message: 'thank you for booking with {siteName}. Your reference number is {reference}.',
          values: { siteName, reference },
        })}
      </Text>
      <ReservationFacts reservation={reservation} context={context} />
      <OfficeTimeNote context={context} reservation={reservation} />
      <BranchDetails reservation={reservation} context={context} />
      <Text style={paragraphStyle}>
        {i18n._({
          id: 'email.bookingConfirmed.calendar',
          message:
            'The attached calendar file (reservation-{reference}.ics) adds your rental to your calendar.',
          values: { reference },
        })}
      </Text>
    </EmailLayout>
  );
}
