export { BookingForm } from './BookingForm';
export type { BookingAvailability, BookingFormProps, BookingQuote } from './BookingForm';
