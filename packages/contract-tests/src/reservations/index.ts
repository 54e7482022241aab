import type { ContractContext } from '../context';
import { describeAdminReservations } from './admin';
import { describeCustomerReservations } from './customer';

/** Reservations: the customer's own and the administrator's. */
export function describeReservations(context: ContractContext): void {
  describeCustomerReservations(context);
  describeAdminReservations(context);
}
