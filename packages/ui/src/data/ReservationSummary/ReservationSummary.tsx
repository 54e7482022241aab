import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { useFormatMoney } from '../../foundations/money';
import { useFormatDateTime } from '../../i18n/useFormatDateTime';
import { Button } from '../../shell/Button';
import type { VehicleProperties } from '../../vehicles/types';
import {
  vehicleProperties,
  type VehicleProperty,
} from '../../vehicles/vehicleProperties';
import { Accordion } from '../Accordion';
import { RESERVATION_STATUS_MESSAGES, type ReservationStatus } from '../reservationStatuses';
import { CancelRow, DetailList } from './styles';

export interface ReservationSummaryReservation {
  pickUpLocation: string;
  dropOffLocation: string;
  /** ISO local date-time, e.g. 2026-03-14T10:00:00. */
  pickUpTime: string;
  dropOffTime: string;
  status: string;
  totalPrice: number;
  /** The young-driver surcharge included in `totalPrice`; absent when none was charged. */
  youngDriverSurcharge?: number;
  /** What the customer's cancellation cost (0 within the free window); absent otherwise. */
  cancellationFee?: number;
}

export type ReservationSummaryVehicle = VehicleProperties;

export interface ReservationSummaryProps {
  /** The reservation: pick-up and return, price and status. */
  reservation: ReservationSummaryReservation;
  /** The reserved vehicle. */
  vehicle: ReservationSummaryVehicle;
  /** Offers 'Cancel reservation'; give it only when the reservation can still be cancelled. */
  onCancel?: () => void;
  /** The cancellation is running: the button is disabled and shows a spinner. */
  cancelling?: boolean;
}


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
export function ReservationSummary({
  reservation,
  vehicle,
  onCancel,
  cancelling = false,
}: ReservationSummaryProps) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  // A status the library does not know (a newer API's) shows as the API sends it.
  const statusLabel = (status: string) =>
    status in RESERVATION_STATUS_MESSAGES
      ? i18n._(RESERVATION_STATUS_MESSAGES[status as ReservationStatus])
      : status;
  const reservationItems = [
    { label: t`Pick-up Location`, value: reservation.pickUpLocation },
    { label: t`Drop-off Location`, value: reservation.dropOffLocation },
    { label: t`Pick-up Time`, value: formatDateTime(reservation.pickUpTime) },
    { label: t`Drop-off Time`, value: formatDateTime(reservation.dropOffTime) },
    { label: t`Status`, value: statusLabel(reservation.status) },
    { label: t`Price`, value: formatMoney(reservation.totalPrice) },
    ...(reservation.youngDriverSurcharge === undefined
      ? []
      : [
          {
            label: t`Young-driver surcharge`,
            value: formatMoney(reservation.youngDriverSurcharge),
          },
        ]),
    ...(reservation.cancellationFee === undefined
      ? []
      : [{ label: t`Cancellation fee`, value: formatMoney(reservation.cancellationFee) }]),
  ];
  return (
    <>
      <Accordion
      defaultOpenId="reservation"
      sections={[
        {
          id: 'reservation',
          title: t`Reservation Details`,
          content: <Details items={reservationItems} />,
        },
        {
            id: 'vehicle',
            title: t`Vehicle Details`,
            content: <Details items={vehicleProperties(vehicle, i18n)} />,
          },
      ]}
      />
      {onCancel && (
        <CancelRow>
          <Button variant="danger" onClick={onCancel} disabled={cancelling} busy={cancelling}>
            <Trans>Cancel reservation</Trans>
          </Button>
        </CancelRow>
      )}
    </>
  );
}
