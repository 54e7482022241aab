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
  return (
    <List className={className}>
      {vehicleProperties(vehicle).map(({ label, value }) => (
        <Row key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Row>
      ))}
    </List>
  );
}
