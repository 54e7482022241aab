/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import type { MessageProps } from './messageProps';
import { ReservationFacts } from './ReservationFacts';
import { greeting, viewReservationAction } from './shared';

export const reservationCancelledSubject = ({
  message,
  context,
}: MessageProps<'reservationCancelled'>) =>
  context.i18n._({
    id: 'email.reservationCancelled.subject',
    message: 'Reservation {reference} cancelled',
    values: { reference: message.reservation.reference },
  });

/** Sent when the customer or an administrator cancels a reservation. */
export function ReservationCancelled({ message, context }: MessageProps<'reservationCancelled'>) {
  const { reservation } = message;
  const { i18n } = context;
  const { reference } = reservation;
  return (
    <EmailLayout
      context={context}
      preview={i18n._({
        id: 'email.reservationCancelled.preview',
        message: 'Reservation {reference} is cancelled.',
        values: { reference },
      })}
      heading={i18n._({
        id: 'email.reservationCancelled.heading',
        message: 'Your reservation is cancelled',
      })}
      action={viewReservationAction(reservation, context)}
    >
      <Text style={paragraphStyle}>{greeting(message, context)}</Text>
      <Text style={paragraphStyle}>
        {message.cancelledBy === 'customer'
          ? i18n._({
              id: 'email.reservationCancelled.byCustomer',
              message: 'as you asked, we cancelled your reservation {reference}.',
              values: { reference },
            })
          : i18n._({
              id: 'email.reservationCancelled.byAdministrator',
              message:
                'our team cancelled your reservation {reference}. If you did not expect this, please reply to this e-mail or contact us.',
              values: { reference },
            })}
      </Text>
      <ReservationFacts reservation={reservation} context={context} />
    </EmailLayout>
  );
}
