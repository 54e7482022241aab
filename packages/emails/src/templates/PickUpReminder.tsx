/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { formatDateTime } from '../format';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { OfficeTimeNote } from './OfficeTimeNote';
import { ReservationFacts } from './ReservationFacts';

export const pickUpReminderSubject = ({ message }: MessageProps<'pickUpReminder'>) =>
  `Reminder: pick up your ${message.reservation.vehicleName} tomorrow`;

/** Sent the day before pick-up. */
export function PickUpReminder({ message, context }: MessageProps<'pickUpReminder'>) {
  const { reservation } = message;
  return (
    <EmailLayout
      siteName={context.siteName}
      preview={`Pick-up tomorrow at ${reservation.pickUpLocation}.`}
      heading="Your rental starts tomorrow"
      action={{ label: 'View your reservation', href: reservation.link }}
    >
      <Text style={paragraphStyle}>Hello {message.recipientName},</Text>
      <Text style={paragraphStyle}>
        your {reservation.vehicleName} is waiting for you at {reservation.pickUpLocation} on{' '}
        {formatDateTime(reservation.pickUpTime)}. Please bring your driving licence.
      </Text>
      <ReservationFacts reservation={reservation} context={context} />
      <OfficeTimeNote timeZone={context.timeZone} />
    </EmailLayout>
  );
}
