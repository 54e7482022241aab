/** @jsxRuntime automatic */
import { formatCents, formatDateTime, type EmailContext } from '../format';
import type { ReservationSummary } from '../types';
import { FactsTable } from './FactsTable';

export interface ReservationFactsProps {
  reservation: ReservationSummary;
  context: EmailContext;
}

/** Reference, vehicle, times and places (office time), and the total of one reservation. */
export function ReservationFacts({ reservation, context }: ReservationFactsProps) {
  const { i18n } = context;
  const { reference } = reservation;
  return (
    <FactsTable
      caption={i18n._({
        id: 'email.facts.caption',
        message: 'Reservation {reference}',
        values: { reference },
      })}
      rows={[
        [i18n._({ id: 'email.facts.reference', message: 'Reference number' }), String(reference)],
        [i18n._({ id: 'email.facts.vehicle', message: 'Vehicle' }), reservation.vehicleName],
        [
          i18n._({ id: 'email.facts.pickUp', message: 'Pick-up' }),
          `${formatDateTime(reservation.pickUpTime, context)}, ${reservation.pickUpLocation}`,
        ],
        [
          i18n._({ id: 'email.facts.dropOff', message: 'Drop-off' }),
          `${formatDateTime(reservation.dropOffTime, context)}, ${reservation.dropOffLocation}`,
        ],
        [
          i18n._({ id: 'email.facts.totalPrice', message: 'Total price' }),
          formatCents(reservation.totalPriceInCents, context),
        ],
      ]}
    />
  );
}
