import type { RouteObject } from 'react-router-dom';
import VehicleCreatePage from './VehicleCreatePage';
import VehicleEditPage from './VehicleEditPage';
import AdminVehiclesPage from './AdminVehiclesPage';

/** Vehicle administration (paths relative to /admin). */
export const vehicleAdminRoutes: RouteObject[] = [
  { path: 'vehicles', element: <AdminVehiclesPage /> },
  { path: 'vehicles/new', element: <VehicleCreatePage /> },
  { path: 'vehicles/:vehicleId', element: <VehicleEditPage /> },
];
