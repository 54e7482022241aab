import { DateTime } from 'luxon';
import { Fragment } from 'react';
import type { VehicleProperties } from '../../vehicles/types';
import {
  formatPrice,
  vehicleProperties,
  type VehicleProperty,
} from '../../vehicles/vehicleProperties';
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

export type ReservationSummaryVehicle = VehicleProperties;

export interface ReservationSummaryProps {
  /** The reservation: pick-up and return, price and status. */
  reservation: ReservationSummaryReservation;
  /** The reserved vehicle. */
  vehicle: ReservationSummaryVehicle;
}

/** Shows an ISO date-time as YYYY-MM-DD HH:mm (spec section 9); anything else as received. */
const displayDateTime = (value: string) => {
  const dateTime = DateTime.fromISO(value);
  return dateTime.isValid ? dateTime.toFormat('yyyy-MM-dd HH:mm') : value;
};

function Details({ items }: { items: readonly VehicleProperty[] }) {
  return (
    <DetailList>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </DetailList>
  );
}

/** The accordion of /user/reservations/{id}: reservation details (open) and vehicle details. */
export function ReservationSummary({ reservation, vehicle }: ReservationSummaryProps) {
  const reservationItems = [
    { label: 'Pick-up Location', value: reservation.pickUpLocation },
    { label: 'Drop-off Location', value: reservation.dropOffLocation },
    { label: 'Pick-up Time', value: displayDateTime(reservation.pickUpTime) },
    { label: 'Drop-off Time', value: displayDateTime(reservation.dropOffTime) },
    { label: 'Status', value: reservation.status },
    { label: 'Price', value: formatPrice(reservation.totalPrice) },
  ];
  return (
    <Accordion
      defaultOpenId="reservation"
      sections={[
        {
          id: 'reservation',
          title: 'Reservation Details',
          content: <Details items={reservationItems} />,
        },
        { id: 'vehicle', title: 'Vehicle Details', content: <Details items={vehicleProperties(vehicle)} /> },
      ]}
    />
  );
}
