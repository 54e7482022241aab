import type { ContractContext } from '../context';
import { describeAdminReservations } from './admin';
import { describeCustomerReservations } from './customer';
import { describeDriverEligibility } from './drivers';
import { describeRentalLength } from './rentalLength';

/** Reservations: the customer's own and the administrator's, the longest rental, the driver. */
export function describeReservations(context: ContractContext): void {
  describeCustomerReservations(context);
  describeAdminReservations(context);
  describeRentalLength(context);
  describeDriverEligibility(context);
}
