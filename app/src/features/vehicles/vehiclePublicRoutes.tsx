import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const PublicVehiclesPage = lazyScreen(() => import('./PublicVehiclesPage'));
const VehicleDetailPage = lazyScreen(() => import('./VehicleDetailPage'));

/** The vehicle catalogue and a vehicle's page (with its booking column), open to every visitor. */
export const vehiclePublicRoutes: RouteObject[] = [
  { path: 'vehicles', element: <PublicVehiclesPage /> },
  { path: 'vehicles/:vehicleId', element: <VehicleDetailPage /> },
];
