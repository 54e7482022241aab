import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@rentacar/ui';
import { RootLayout } from '../layouts/RootLayout';
import { SiteLayout } from '../layouts/SiteLayout';
import NotFoundPage from '../shared/NotFoundPage';
import { RouteError } from './RouteError';
import { RequireAdministrator, RequireLogin } from './guards';
import { lazyScreen } from './lazyRoute';

const HomePage = lazyScreen(() => import('../pages/HomePage'));
const AboutPage = lazyScreen(() => import('../pages/AboutPage'));
const AuthPage = lazyScreen(() => import('../pages/AuthPage'));
const ContactPage = lazyScreen(() => import('../pages/ContactPage'));
const PrivacyPolicyPage = lazyScreen(() => import('../pages/PrivacyPolicyPage'));
const UnauthorizedPage = lazyScreen(() => import('../pages/UnauthorizedPage'));
const VehiclesPage = lazyScreen(() => import('../pages/VehiclesPage'));
const VehicleDetailPage = lazyScreen(() => import('../pages/VehicleDetailPage'));
const ProfilePage = lazyScreen(() => import('../pages/ProfilePage'));
const ReservationsPage = lazyScreen(() => import('../pages/ReservationsPage'));
const ReservationDetailPage = lazyScreen(() => import('../pages/ReservationDetailPage'));
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
