export { ReservationSummary } from './ReservationSummary';
export type {
  ReservationSummaryProps,
  ReservationSummaryReservation,
  ReservationSummaryVehicle,
} from './ReservationSummary';
