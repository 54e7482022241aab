import type { RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@rentacar/ui';
import { RootLayout } from '../layouts/RootLayout';
import { SiteLayout } from '../layouts/SiteLayout';
import NotFoundPage from '../shared/NotFoundPage';
import { RouteError } from './RouteError';
import { RequireAdministrator, RequireLogin } from './guards';
import { lazyPage, withChunkTimeout } from './lazyRoute';

const lazyAdminApp = async () => ({
  Component: (await withChunkTimeout(import('../admin/AdminApp'))).AdminApp,
});

/**
 * Every screen is its own lazily loaded chunk, so the home page never carries form or admin code.
 * The guards stay in the main bundle: a visitor is redirected before any guarded chunk is fetched.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown while the first screen's chunk arrives.
    HydrateFallback: LoadingScreen,
    children: [
      {
        Component: SiteLayout,
        children: [
          { index: true, lazy: lazyPage(() => import('../pages/HomePage')) },
          { path: 'about', lazy: lazyPage(() => import('../pages/AboutPage')) },
          { path: 'auth', lazy: lazyPage(() => import('../pages/AuthPage')) },
          { path: 'contact', lazy: lazyPage(() => import('../pages/ContactPage')) },
          { path: 'privacy-policy', lazy: lazyPage(() => import('../pages/PrivacyPolicyPage')) },
          { path: 'unauthorized', lazy: lazyPage(() => import('../pages/UnauthorizedPage')) },
          { path: 'vehicles', lazy: lazyPage(() => import('../pages/VehiclesPage')) },
          {
            path: 'vehicles/:vehicleId',
            lazy: lazyPage(() => import('../pages/VehicleDetailPage')),
          },
          {
            Component: RequireLogin,
            children: [
              { path: 'user', lazy: lazyPage(() => import('../pages/ProfilePage')) },
              {
                path: 'user/reservations',
                lazy: lazyPage(() => import('../pages/ReservationsPage')),
              },
              // Spec §6 shows no guard here; a visitor following a reservation link would get a
              // blank page, so they log in first and come back (issue 12).
              {
                path: 'user/reservations/:reservationId',
                lazy: lazyPage(() => import('../pages/ReservationDetailPage')),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdministrator,
        // AdminApp renders the nested admin routes itself, for /admin and everything below it.
        children: [
          { index: true, lazy: lazyAdminApp },
          { path: '*', lazy: lazyAdminApp },
        ],
      },
    ],
  },
];
