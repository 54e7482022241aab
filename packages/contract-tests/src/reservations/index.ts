import type { ContractContext } from '../context';
import { describeAdminReservations } from './admin';
import { describeCustomerReservations } from './customer';
import { describeRentalLength } from './rentalLength';

/** Reservations: the customer's own and the administrator's, and the longest rental. */
export function describeReservations(context: ContractContext): void {
  describeCustomerReservations(context);
  describeAdminReservations(context);
  describeRentalLength(context);
}
