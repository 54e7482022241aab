import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout } from '@rentacar/ui';
import NotFoundPage from '../NotFoundPage';
import { RouterLink } from '../RouterLink';
import { useEndSession } from '../../features/sessions/useEndSession';
import DashboardPage from '../../features/stats/admin/DashboardPage';
import MessageDetailPage from '../../features/messages/admin/MessageDetailPage';
import MessagesPage from '../../features/messages/admin/MessagesPage';
import ReservationEditPage from '../../features/reservations/admin/ReservationEditPage';
import ReservationsPage from '../../features/reservations/admin/ReservationsPage';
import UserEditPage from '../../features/users/admin/UserEditPage';
import UsersPage from '../../features/users/admin/UsersPage';
import VehicleCreatePage from '../../features/vehicles/admin/VehicleCreatePage';
import VehicleEditPage from '../../features/vehicles/admin/VehicleEditPage';
import VehiclesPage from '../../features/vehicles/admin/VehiclesPage';

/**
 * The administrator area under /admin (its own lazily loaded chunk, behind the Administrator guard):
 * the sidebar layout around the admin screens.
 */
export function AdminApp() {
  const { pathname } = useLocation();
  // The layout has already asked 'Are you sure to logout?'.
  const endSession = useEndSession();
  return (
    <AdminLayout currentPath={pathname} onLogout={endSession} linkComponent={RouterLink}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:userId" element={<UserEditPage />} />
        <Route path="vehicles" element={<VehiclesPage />} />
        <Route path="vehicles/new" element={<VehicleCreatePage />} />
        <Route path="vehicles/:vehicleId" element={<VehicleEditPage />} />
        <Route path="reservations" element={<ReservationsPage />} />
        <Route path="reservations/:reservationId" element={<ReservationEditPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="messages/:messageId" element={<MessageDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminLayout>
  );
}
