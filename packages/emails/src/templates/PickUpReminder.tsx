/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { formatDateTime } from '../format';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { BranchDetails } from './BranchDetails';
import { OfficeTimeNote } from './OfficeTimeNote';
import { ReservationFacts } from './ReservationFacts';
import { greeting, viewReservationAction } from './shared';

export const pickUpReminderSubject = ({ message, context }: MessageProps<'pickUpReminder'>) =>
  context.i18n._({
    id: 'email.pickUpReminder.subject',
    message: 'Reminder: pick up your {vehicleName} tomorrow',
    values: { vehicleName: message.reservation.vehicleName },
  });

/** Sent the day before pick-up. */
export function PickUpReminder({ message, context }: MessageProps<'pickUpReminder'>) {
  const { reservation } = message;
  const { i18n } = context;
  return (
    <EmailLayout
      context={context}
      preview={i18n._({
        id: 'email.pickUpReminder.preview',
        message: 'Pick-up tomorrow at {pickUpLocation}.',
        values: { pickUpLocation: reservation.pickUpLocation },
      })}
      heading={i18n._({
        id: 'email.pickUpReminder.heading',
        message: 'Your rental starts tomorrow',
      })}
      action={viewReservationAction(reservation, context)}
    >
      <Text style={paragraphStyle}>{greeting(message, context)}</Text>
      <Text style={paragraphStyle}>
        {i18n._({
          id: 'email.pickUpReminder.body',
          message:
            'your {vehicleName} is waiting for you at {pickUpLocation} on {pickUpTime}. Please bring your driving licence.',
          values: {
            vehicleName: reservation.vehicleName,
            pickUpLocation: reservation.pickUpLocation,
            pickUpTime: formatDateTime(reservation.pickUpTime, context),
          },
        })}
      </Text>
      <ReservationFacts reservation={reservation} context={context} />
      <OfficeTimeNote context={context} reservation={reservation} />
      <BranchDetails reservation={reservation} context={context} />
    </EmailLayout>
  );
}
