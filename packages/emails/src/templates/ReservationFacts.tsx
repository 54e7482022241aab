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
  return (
    <FactsTable
      caption={`Reservation ${reservation.reference}`}
      rows={[
        ['Reference number', String(reservation.reference)],
        ['Vehicle', reservation.vehicleName],
        ['Pick-up', `${formatDateTime(reservation.pickUpTime)}, ${reservation.pickUpLocation}`],
        ['Drop-off', `${formatDateTime(reservation.dropOffTime)}, ${reservation.dropOffLocation}`],
        ['Total price', formatCents(reservation.totalPriceInCents, context)],
      ]}
    />
  );
}
