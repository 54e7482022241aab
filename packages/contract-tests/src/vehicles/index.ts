import type { ContractContext } from '../context';
import { describeAvailability } from './availability';
import { describeCatalogue } from './catalogue';
import { describeFilters } from './filters';

/** Vehicles: the catalogue, its filters and each vehicle's availability. */
export function describeVehicles(context: ContractContext): void {
  describeCatalogue(context);
  describeFilters(context);
  describeAvailability(context);
}
