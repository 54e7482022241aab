import { Trans } from '@lingui/react/macro';
import { useFormatMoney } from '../../foundations/money';
import { mainColumnImageSizes } from '../../shell/SideBySide';
import { PropertyHighlights } from '../PropertyHighlights';
import type { VehicleDetails } from '../types';
import { VehiclePhoto } from '../VehiclePhoto';
import { PhotoRow, PriceBadge } from './styles';

export interface VehicleOverviewProps {
  /** The vehicle: hourly price (and day and week prices it has), picture and properties. */
  vehicle: VehicleDetails;
}

/**
 * The vehicle details page's main column (of a `SideBySide`): the hourly price, the day and week
 * prices where the vehicle has them, the picture, 'Property Highlights'.
 */
export function VehicleOverview({ vehicle }: VehicleOverviewProps) {
  const formatMoney = useFormatMoney();
  return (
    <div>
      <PriceBadge>
        <Trans>
          <strong>{formatMoney(vehicle.pricePerHour)}</strong> rent per hour
        </Trans>
      </PriceBadge>
      {vehicle.pricePerDay !== undefined && (
        <PriceBadge>
          <Trans>
            <strong>{formatMoney(vehicle.pricePerDay)}</strong> per day
          </Trans>
        </PriceBadge>
      )}
      {vehicle.pricePerWeek !== undefined && (
        <PriceBadge>
          <Trans>
            <strong>{formatMoney(vehicle.pricePerWeek)}</strong> per week
          </Trans>
        </PriceBadge>
      )}
      {vehicle.imageUrl && (
        <PhotoRow>
          {/* The page's largest paint: fetched ahead of the scripts and the other pictures. */}
          <VehiclePhoto
            src={vehicle.imageUrl}
            srcSet={vehicle.imageSrcSet}
            sizes={mainColumnImageSizes}
            alt={vehicle.model}
            fetchPriority="high"
          />
        </PhotoRow>
      )}
      <PropertyHighlights vehicle={vehicle} />
    </div>
  );
}
