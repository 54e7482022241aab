import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@rentacar/ui';
import { RootLayout } from '../layouts/RootLayout';
import { SiteLayout } from '../layouts/SiteLayout';
import { NotFoundScreen, RouteError } from './RouteError';
import { RequireAdministrator, RequireLogin } from './guards';
import { lazyScreen } from './lazyRoute';
import { branchPublicRoutes } from '../../features/branches/branchPublicRoutes';
import { messagePublicRoutes } from '../../features/messages/messagePublicRoutes';
import { reservationAccountRoutes } from '../../features/reservations/reservationAccountRoutes';
import { sessionAccountRoutes, sessionPublicRoutes } from '../../features/sessions/sessionRoutes';
import { sitePublicRoutes } from '../../features/site/sitePublicRoutes';
import { vehiclePublicRoutes } from '../../features/vehicles/vehiclePublicRoutes';

const AdminApp = lazyScreen(async () => ({
  default: (await import('../admin/AdminApp')).AdminApp,
}));

/**
 * The route table: the layouts and guards around each feature's routes
 * (`features/<resource>/*Routes.tsx`).
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
          ...sitePublicRoutes,
          ...sessionPublicRoutes,
          ...messagePublicRoutes,
          ...vehiclePublicRoutes,
          ...branchPublicRoutes,
          {
            element: <RequireLogin />,
            children: [...sessionAccountRoutes, ...reservationAccountRoutes],
          },
          { path: '*', element: <NotFoundScreen /> },
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
