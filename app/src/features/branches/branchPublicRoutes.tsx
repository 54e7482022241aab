import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const LocationsPage = lazyScreen(() => import('./LocationsPage'));
const LocationPage = lazyScreen(() => import('./LocationPage'));

/** The branches' pages, open to every visitor. */
export const branchPublicRoutes: RouteObject[] = [
  { path: 'locations', element: <LocationsPage /> },
  { path: 'locations/:slug', element: <LocationPage /> },
];
