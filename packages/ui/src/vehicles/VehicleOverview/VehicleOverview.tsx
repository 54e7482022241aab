import { Trans } from '@lingui/react/macro';
import { useFormatMoney } from '../../foundations/money';
import { mainColumnImageSizes } from '../../shell/SideBySide';
import { PropertyHighlights } from '../PropertyHighlights';
import type { VehicleDetails } from '../types';
import { VehiclePhoto } from '../VehiclePhoto';
import { PhotoRow, PriceBadge } from './styles';

export interface VehicleOverviewProps {
  /** The vehicle: hourly price, picture (when it has one) and properties. */
  vehicle: VehicleDetails;
}

/**
 * The vehicle details page's main column (of a `SideBySide`): the hourly price, the picture,
 * 'Property Highlights'.
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
