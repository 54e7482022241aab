/**
 * A booking as the booking and reservation forms hold it: Airport on 14 March 2026 at 10:00 to
 * Downtown on the 16th at 09:30 (the tests' "today" is the 14th).
 */
export const bookingValues = {
  pickUpLocation: 'Airport',
  pickUpDate: '2026-03-14',
  pickUpTime: '10:00',
  dropOffLocation: 'Downtown',
  dropOffDate: '2026-03-16',
  dropOffTime: '09:30',
};
