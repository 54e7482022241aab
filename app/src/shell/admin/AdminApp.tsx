import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '@rentacar/ui';
import NotFoundPage from '../NotFoundPage';
import { RouterLink } from '../RouterLink';
import { LanguageChoice } from '../../features/sessions/LanguageChoice';
import { useEndSession } from '../../features/sessions/useEndSession';
import { calendarAdminRoutes } from '../../features/calendar/admin/calendarAdminRoutes';
import { branchAdminRoutes } from '../../features/branches/admin/branchAdminRoutes';
import { emailAdminRoutes } from '../../features/emails/admin/emailAdminRoutes';
import { messageAdminRoutes } from '../../features/messages/admin/messageAdminRoutes';
import { policyAdminRoutes } from '../../features/policies/admin/policyAdminRoutes';
import { reservationAdminRoutes } from '../../features/reservations/admin/reservationAdminRoutes';
import { seasonAdminRoutes } from '../../features/seasons/admin/seasonAdminRoutes';
import { statsAdminRoutes } from '../../features/stats/admin/statsAdminRoutes';
import { userAdminRoutes } from '../../features/users/admin/userAdminRoutes';
import { vehicleAdminRoutes } from '../../features/vehicles/admin/vehicleAdminRoutes';

/** The admin screens of each feature (`features/<resource>/admin/*AdminRoutes.tsx`), under /admin. */
const adminRoutes: RouteObject[] = [
  ...statsAdminRoutes,
  ...userAdminRoutes,
  ...vehicleAdminRoutes,
  ...branchAdminRoutes,
  ...reservationAdminRoutes,
  ...calendarAdminRoutes,
  ...messageAdminRoutes,
  ...emailAdminRoutes,
  ...policyAdminRoutes,
  ...seasonAdminRoutes,
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The administrator area under /admin (its own lazily loaded chunk, behind the Administrator guard):
 * the sidebar layout around the admin screens.
 */
export function AdminApp() {
  const { pathname } = useLocation();
  // The layout has already asked 'Are you sure to logout?'.
  const endSession = useEndSession();
  const screen = useRoutes(adminRoutes);
  return (
    <AdminLayout
      currentPath={pathname}
      onLogout={endSession}
      linkComponent={RouterLink}
      languageSwitcher={<LanguageChoice />}
    >
      {screen}
    </AdminLayout>
  );
}
