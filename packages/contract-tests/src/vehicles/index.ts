import type { ContractContext } from '../context';
import { describeAvailability } from './availability';
import { describeCatalogue } from './catalogue';
import { describeFilters } from './filters';
import { describeLicensePlates } from './licensePlates';
import { describeRates } from './rates';
import { describeTurnaround } from './turnaround';

/** Vehicles: the catalogue, its filters, license plates, prices, each vehicle's availability and turnaround. */
export function describeVehicles(context: ContractContext): void {
  describeCatalogue(context);
  describeFilters(context);
  describeLicensePlates(context);
  describeRates(context);
  describeAvailability(context);
  describeTurnaround(context);
}
