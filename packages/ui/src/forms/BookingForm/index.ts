export { BookingForm } from './BookingForm';
export type { BookingFormProps } from './BookingForm';
