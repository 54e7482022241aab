import { DateTime } from 'luxon';

/** Shows an ISO date-time as YYYY-MM-DD HH:mm (spec section 9); anything else as received. */
export const displayDateTime = (value: string): string => {
  const dateTime = DateTime.fromISO(value);
  return dateTime.isValid ? dateTime.toFormat('yyyy-MM-dd HH:mm') : value;
};
