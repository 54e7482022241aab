/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { changeLabel, formatChangeValue } from '../format';
import { EmailLayout, paragraphStyle } from './EmailLayout';
import { FactsTable } from './FactsTable';
import type { MessageProps } from './messageProps';
import { BranchDetails } from './BranchDetails';
import { OfficeTimeNote } from './OfficeTimeNote';
import { ReservationFacts } from './ReservationFacts';
import { greeting, viewReservationAction } from './shared';

export const reservationChangedSubject = ({
  message,
  context,
}: MessageProps<'reservationChanged'>) =>
  context.i18n._({
    id: 'email.reservationChanged.subject',
    message: 'Reservation {reference} changed',
    values: { reference: message.reservation.reference },
  });

/**
 * Sent when an administrator or the customer changes a reservation: each change, then the
 * reservation as it is now.
 */
export function ReservationChanged({ message, context }: MessageProps<'reservationChanged'>) {
  const { reservation, changes } = message;
  const { i18n } = context;
  const { reference } = reservation;
  return (
    <EmailLayout
      context={context}
      preview={
        message.changedBy === 'customer'
          ? i18n._({
              id: 'email.reservationChanged.previewByCustomer',
              message: 'Reservation {reference} is changed as you asked.',
              values: { reference },
            })
          : i18n._({
              id: 'email.reservationChanged.preview',
              message: 'Our team changed reservation {reference}.',
              values: { reference },
            })
      }
      heading={i18n._({
        id: 'email.reservationChanged.heading',
        message: 'Your reservation has changed',
      })}
      action={viewReservationAction(reservation, context)}
    >
      <Text style={paragraphStyle}>{greeting(message, context)}</Text>
      <Text style={paragraphStyle}>
        {message.changedBy === 'customer'
          ? i18n._({
              id: 'email.reservationChanged.byCustomer',
              message: 'as you asked, we changed your reservation {reference}:',
              values: { reference },
            })
          : i18n._({
              id: 'email.reservationChanged.body',
              message: 'our team changed your reservation {reference}:',
              values: { reference },
            })}
      </Text>
      <FactsTable
        caption={i18n._({ id: 'email.reservationChanged.caption', message: 'What changed' })}
        columns={[
          i18n._({ id: 'email.reservationChanged.detail', message: 'Detail' }),
          i18n._({ id: 'email.reservationChanged.before', message: 'Before' }),
          i18n._({ id: 'email.reservationChanged.now', message: 'Now' }),
        ]}
        rows={changes.map((change) => [
          changeLabel(change.field, context),
          formatChangeValue(change.field, change.before, context),
          formatChangeValue(change.field, change.after, context),
        ])}
      />
      <ReservationFacts reservation={reservation} context={context} />
      <OfficeTimeNote context={context} reservation={reservation} />
      <BranchDetails reservation={reservation} context={context} />
    </EmailLayout>
  );
}
