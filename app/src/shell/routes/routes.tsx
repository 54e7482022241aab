import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@rentacar/ui';
import { RootLayout } from '../layouts/RootLayout';
import { SiteLayout } from '../layouts/SiteLayout';
import NotFoundPage from '../NotFoundPage';
import { RouteError } from './RouteError';
import { RequireAdministrator, RequireLogin } from './guards';
import { lazyScreen } from './lazyRoute';

const HomePage = lazyScreen(() => import('../../features/site/HomePage'));
const AboutPage = lazyScreen(() => import('../../features/site/AboutPage'));
const AuthPage = lazyScreen(() => import('../../features/sessions/AuthPage'));
const ContactPage = lazyScreen(() => import('../../features/messages/ContactPage'));
const PrivacyPolicyPage = lazyScreen(() => import('../../features/site/PrivacyPolicyPage'));
const UnauthorizedPage = lazyScreen(() => import('../../features/site/UnauthorizedPage'));
const VehiclesPage = lazyScreen(() => import('../../features/vehicles/VehiclesPage'));
const VehicleDetailPage = lazyScreen(() => import('../../features/vehicles/VehicleDetailPage'));
const ProfilePage = lazyScreen(() => import('../../features/sessions/ProfilePage'));
const ReservationsPage = lazyScreen(() => import('../../features/reservations/ReservationsPage'));
const ReservationDetailPage = lazyScreen(
  () => import('../../features/reservations/ReservationDetailPage'),
);
const AdminApp = lazyScreen(async () => ({
  default: (await import('../admin/AdminApp')).AdminApp,
}));

/**
 * Every screen is its own lazily loaded chunk, so the home page never carries form or admin code.
 * The guards stay in the main bundle: a visitor is redirected before any guarded chunk is fetched.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'vehicles', element: <VehiclesPage /> },
          { path: 'vehicles/:vehicleId', element: <VehicleDetailPage /> },
          {
            element: <RequireLogin />,
            children: [
              { path: 'user', element: <ProfilePage /> },
              { path: 'user/reservations', element: <ReservationsPage /> },
              // Spec §6 shows no guard here; a visitor following a reservation link would get a
              // blank page, so they log in first and come back (issue 12).
              { path: 'user/reservations/:reservationId', element: <ReservationDetailPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // AdminApp renders the nested admin routes itself, for /admin and everything below it, so
        // its route ends in a splat (React Router's rule for descendant routes).
        path: 'admin/*',
        element: (
          <RequireAdministrator>
            <AdminApp />
          </RequireAdministrator>
        ),
      },
    ],
  },
];

/**
 * The screen for the current location. Navigations render as transitions, so the screen being left
 * stays up while the next one's chunk arrives; only the first screen shows the loading screen.
 */
export function AppRoutes() {
  return (
    <RouteError>
      <Suspense fallback={<LoadingScreen />}>{useRoutes(routes)}</Suspense>
    </RouteError>
  );
}
