import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout } from '@rentacar/ui';
import NotFoundPage from '../shared/NotFoundPage';
import { RouterLink } from '../shared/RouterLink';
import { useEndSession } from '../session/useEndSession';
import DashboardPage from './dashboard/DashboardPage';
import MessageDetailPage from './messages/MessageDetailPage';
import MessagesPage from './messages/MessagesPage';
import ReservationEditPage from './reservations/ReservationEditPage';
import ReservationsPage from './reservations/ReservationsPage';
import UserEditPage from './users/UserEditPage';
import UsersPage from './users/UsersPage';
import VehicleCreatePage from './vehicles/VehicleCreatePage';
import VehicleEditPage from './vehicles/VehicleEditPage';
import VehiclesPage from './vehicles/VehiclesPage';

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
