import type { RouteObject } from 'react-router-dom';
import ReservationEditPage from './ReservationEditPage';
import AdminReservationsPage from './AdminReservationsPage';

/** Reservation administration (paths relative to /admin). */
export const reservationAdminRoutes: RouteObject[] = [
  { path: 'reservations', element: <AdminReservationsPage /> },
  { path: 'reservations/:reservationId', element: <ReservationEditPage /> },
];
