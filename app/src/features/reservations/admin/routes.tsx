import type { RouteObject } from 'react-router-dom';
import ReservationEditPage from './ReservationEditPage';
import ReservationsPage from './ReservationsPage';

/** Reservation administration (paths relative to /admin). */
export const reservationAdminRoutes: RouteObject[] = [
  { path: 'reservations', element: <ReservationsPage /> },
  { path: 'reservations/:reservationId', element: <ReservationEditPage /> },
];
