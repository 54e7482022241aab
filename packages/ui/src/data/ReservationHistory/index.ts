export { ReservationHistory } from './ReservationHistory';
export type {
  ReservationHistoryChange,
  ReservationHistoryField,
  ReservationHistoryProps,
} from './ReservationHistory';
