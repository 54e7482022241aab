import { DateTime } from 'luxon';
import { Fragment } from 'react';
import { Accordion } from '../Accordion';
import { DetailList } from './styles';

export interface ReservationSummaryReservation {
  pickUpLocation: string;
  dropOffLocation: string;
  /** ISO local date-time, e.g. 2026-03-14T10:00:00. */
  pickUpTime: string;
  dropOffTime: string;
  status: string;
  totalPrice: number;
}

export interface ReservationSummaryVehicle {
  model: string;
  doors: number;
  seats: number;
  luggage: number;
  transmission: string;
  airConditioning: boolean;
  fuelType: string;
  age: number;
}

export interface ReservationSummaryProps {
  reservation: ReservationSummaryReservation;
  vehicle: ReservationSummaryVehicle;
}

/** Shows an ISO date-time as YYYY-MM-DD HH:mm (spec section 9); anything else as received. */
const displayDateTime = (value: string) => {
  const dateTime = DateTime.fromISO(value);
  return dateTime.isValid ? dateTime.toFormat('yyyy-MM-dd HH:mm') : value;
};

function Details({ items }: { items: readonly (readonly [string, string | number])[] }) {
  return (
    <DetailList>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </DetailList>
  );
}

/** The accordion of /user/reservations/{id}: reservation details (open) and vehicle details. */
export function ReservationSummary({ reservation, vehicle }: ReservationSummaryProps) {
  const reservationItems = [
    ['Pick-up Location', reservation.pickUpLocation],
    ['Drop-off Location', reservation.dropOffLocation],
    ['Pick-up Time', displayDateTime(reservation.pickUpTime)],
    ['Drop-off Time', displayDateTime(reservation.dropOffTime)],
    ['Status', reservation.status],
    ['Price', `$${reservation.totalPrice}`],
  ] as const;
  const vehicleItems = [
    ['Model', vehicle.model],
    ['Doors', vehicle.doors],
    ['Seats', vehicle.seats],
    ['Luggage', vehicle.luggage],
    ['Transmission', vehicle.transmission],
    ...(vehicle.airConditioning ? ([['Air Conditioning', 'Yes']] as const) : []),
    ['Fuel Type', vehicle.fuelType],
    ['Age', vehicle.age],
  ] as const;
  return (
    <Accordion
      defaultOpenId="reservation"
      sections={[
        {
          id: 'reservation',
          title: 'Reservation Details',
          content: <Details items={reservationItems} />,
        },
        { id: 'vehicle', title: 'Vehicle Details', content: <Details items={vehicleItems} /> },
      ]}
    />
  );
}
