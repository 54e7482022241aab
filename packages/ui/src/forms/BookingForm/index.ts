export { BookingForm } from './BookingForm';
export type {
  BookingAvailability,
  BookingBranches,
  BookingFormProps,
  BookingQuote,
} from './BookingForm';
