// The reservation statuses on their own, without yup: the dashboard reads them without pulling in
// the form stack. A type test in the app proves they equal the contract's.

export const RESERVATION_STATUSES = ['CREATED', 'CANCELLED', 'DONE'] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
