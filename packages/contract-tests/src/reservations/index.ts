import type { ContractContext } from '../context';
import { describeAdditionalDrivers } from './additionalDrivers';
import { describeAdminReservations } from './admin';
import { describeReservationChange } from './change';
import { describeCustomerReservations } from './customer';
import { describeDriverEligibility } from './drivers';
import { describeReservationHistory } from './history';
import { describeQuote } from './quote';
import { describeRentalLength } from './rentalLength';

/** Reservations: the customer's own (and their changes) and the administrator's, the longest rental, the driver, the history, the quote. */
export function describeReservations(context: ContractContext): void {
  describeCustomerReservations(context);
  describeReservationChange(context);
  describeAdminReservations(context);
  describeRentalLength(context);
  describeDriverEligibility(context);
  describeAdditionalDrivers(context);
  describeReservationHistory(context);
  describeQuote(context);
}
