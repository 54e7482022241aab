import { Trans } from '@lingui/react/macro';
import { useFormatMoney } from '../../foundations/money';
import { contentImageSizes } from '../../foundations/imageSizes';
import type { LinkComponent } from '../../foundations/link';
import { ButtonLink } from '../../shell/Button';
import { PropertyList } from '../../vehicles/PropertyHighlights';
import { vehicleHref, type VehicleDetails } from '../../vehicles/types';
import { Panel, PanelImage, PICTURE_AND_SIDE, PriceTag, Side } from './styles';

export interface VehicleDetailPanelProps {
  /** The vehicle to show: image, price and properties. */
  vehicle: VehicleDetails;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

const PICTURE_SIZES = contentImageSizes({
  xs: 1,
  [PICTURE_AND_SIDE.from]:
    PICTURE_AND_SIDE.picture / (PICTURE_AND_SIDE.picture + PICTURE_AND_SIDE.side),
});

/** The selected popular model: image, hourly price, properties and 'Rent Now'. */
export function VehicleDetailPanel({ vehicle, linkComponent }: VehicleDetailPanelProps) {
  const formatMoney = useFormatMoney();
  return (
    <Panel aria-label={vehicle.model}>
      {vehicle.imageUrl && (
        <PanelImage
          src={vehicle.imageUrl}
          srcSet={vehicle.imageSrcSet}
          sizes={vehicle.imageSrcSet ? PICTURE_SIZES : undefined}
          alt={vehicle.model}
          width={640}
          height={400}
        />
      )}
      <Side>
        <PriceTag>
          <strong>{formatMoney(vehicle.pricePerHour)}</strong> rent per hour
        </PriceTag>
        <PropertyList vehicle={vehicle} />
        <ButtonLink href={vehicleHref(vehicle.id)} linkComponent={linkComponent} fullWidth>
          <Trans>Rent Now</Trans>
        </ButtonLink>
      </Side>
    </Panel>
  );
}
