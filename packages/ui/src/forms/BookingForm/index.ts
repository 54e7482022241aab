export { BookingForm } from './BookingForm';
export type {
  BookingAvailability,
  BookingBranches,
  BookingFormProps,
  BookingQuote,
} from './BookingForm';
export type { AdditionalDriverEntry } from './AdditionalDriversFields';
