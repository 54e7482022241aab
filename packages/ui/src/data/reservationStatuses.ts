import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// The reservation statuses on their own, without yup: the dashboard reads them without pulling in
// the form stack. A type test in the app proves they equal the contract's.

export const RESERVATION_STATUSES = ['CREATED', 'CANCELLED', 'DONE'] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** How a reservation's status is shown, in the reader's language (English: the spec's values). */
export const RESERVATION_STATUS_MESSAGES: Record<ReservationStatus, MessageDescriptor> = {
  CREATED: msg`CREATED`,
  CANCELLED: msg`CANCELLED`,
  DONE: msg`DONE`,
};
