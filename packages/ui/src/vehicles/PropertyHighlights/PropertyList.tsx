import { useLingui } from '@lingui/react/macro';
import type { VehicleDetails } from '../types';
import { vehicleProperties } from '../vehicleProperties';
import { List, Row } from './styles';

export interface PropertyListProps {
  /** The vehicle whose properties are listed. */
  vehicle: VehicleDetails;
  /** For styling with `styled(PropertyList)`. */
  className?: string;
}

/** The vehicle's labelled properties as a description list (Air Conditioning only if true). */
export function PropertyList({ vehicle, className }: PropertyListProps) {
  const { i18n } = useLingui();
  return (
    <List className={className}>
      {vehicleProperties(vehicle, i18n).map(({ label, value }) => (
        <Row key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Row>
      ))}
    </List>
  );
}
