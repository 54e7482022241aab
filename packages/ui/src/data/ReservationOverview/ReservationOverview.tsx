import { Trans } from '@lingui/react/macro';
import { Button } from '../../shell/Button';
import { mainColumnImageSizes, SideBySide } from '../../shell/SideBySide';
import { VehiclePhoto } from '../../vehicles/VehiclePhoto';
import {
  ReservationSummary,
  type ReservationSummaryReservation,
  type ReservationSummaryVehicle,
} from '../ReservationSummary';
import { Actions, DetailsHeading } from './styles';

export interface ReservationOverviewProps {
  /** The reservation: pick-up and return, price and status. */
  reservation: ReservationSummaryReservation;
  /** The reserved vehicle; its model names the picture. */
  vehicle: ReservationSummaryVehicle;
  /** The vehicle's picture; none is shown without it. */
  imageUrl?: string;
  /** The picture's copies per width (`<img srcset>`), built by the app like `imageUrl`. */
  imageSrcSet?: string;
  /** 'Back to the reservations' was pressed. */
  onBack: () => void;
  /** Offers 'Cancel reservation'; give it only when the reservation can still be cancelled. */
  onCancel?: () => void;
  /** The cancellation is running: the button is disabled and shows a spinner. */
  cancelling?: boolean;
  /** Offers 'Change reservation'; give it only while the reservation can still be changed. */
  onChange?: () => void;
}

/**
 * The body of /user/reservations/{id}: the way back, the vehicle's picture and the reservation's
 * details with the offers to cancel and to change it.
 */
export function ReservationOverview({
  reservation,
  vehicle,
  imageUrl,
  imageSrcSet,
  onBack,
  onCancel,
  cancelling,
  onChange,
}: ReservationOverviewProps) {
  return (
    <>
      <Actions>
        <Button variant="outline" onClick={onBack}>
          <Trans>Back to the reservations</Trans>
        </Button>
      </Actions>
      <SideBySide>
        {imageUrl && (
          <VehiclePhoto
            src={imageUrl}
            srcSet={imageSrcSet}
            sizes={mainColumnImageSizes}
            alt={vehicle.model}
          />
        )}
        <div>
          <DetailsHeading>
            <Trans>Details</Trans>
          </DetailsHeading>
          <ReservationSummary
            reservation={reservation}
            vehicle={vehicle}
            onCancel={onCancel}
            cancelling={cancelling}
          />
          {onChange && (
            <Actions>
              <Button variant="outline" onClick={onChange}>
                <Trans>Change reservation</Trans>
              </Button>
            </Actions>
          )}
        </div>
      </SideBySide>
    </>
  );
}
