export { ReservationChangeForm } from './ReservationChangeForm';
export type { ReservationChangeFormProps, ReservationChangeQuote } from './ReservationChangeForm';
