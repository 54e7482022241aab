import type { LinkComponent } from '../../foundations/link';
import { ButtonLink } from '../../shell/Button';
import { PropertyList } from '../../vehicles/PropertyHighlights';
import { vehicleHref, type VehicleDetails } from '../../vehicles/types';
import { formatPrice } from '../../vehicles/vehicleProperties';
import { Panel, PanelImage, PriceTag, Side } from './styles';

export interface VehicleDetailPanelProps {
  /** The vehicle to show: image, price and properties. */
  vehicle: VehicleDetails;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** The selected popular model: image, hourly price, properties and 'Rent Now'. */
export function VehicleDetailPanel({ vehicle, linkComponent }: VehicleDetailPanelProps) {
  return (
    <Panel aria-label={vehicle.model}>
      {vehicle.imageUrl && (
        <PanelImage src={vehicle.imageUrl} alt={vehicle.model} width={640} height={400} />
      )}
      <Side>
        <PriceTag>
          <strong>{formatPrice(vehicle.pricePerHour)}</strong> rent per hour
        </PriceTag>
        <PropertyList vehicle={vehicle} />
        <ButtonLink href={vehicleHref(vehicle.id)} linkComponent={linkComponent} fullWidth>
          Rent Now
        </ButtonLink>
      </Side>
    </Panel>
  );
}
