import type { RouteObject } from 'react-router-dom';
import BranchesPage from './BranchesPage';
import BranchCreatePage from './BranchCreatePage';
import BranchEditPage from './BranchEditPage';

/** Branch administration (paths relative to /admin). */
export const branchAdminRoutes: RouteObject[] = [
  { path: 'branches', element: <BranchesPage /> },
  { path: 'branches/new', element: <BranchCreatePage /> },
  { path: 'branches/:branchId', element: <BranchEditPage /> },
];
