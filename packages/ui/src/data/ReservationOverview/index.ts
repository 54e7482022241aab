export { ReservationOverview } from './ReservationOverview';
export type { ReservationOverviewProps } from './ReservationOverview';
