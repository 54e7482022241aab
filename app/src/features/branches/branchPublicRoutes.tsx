import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const Locations = lazyScreen(() => import('./Locations'));

/** Every branch (`/locations`) and one branch's page (`/locations/<slug>`), open to every visitor. */
export const branchPublicRoutes: RouteObject[] = [
  { path: 'locations/:slug?', element: <Locations /> },
];
