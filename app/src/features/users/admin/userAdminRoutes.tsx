import type { RouteObject } from 'react-router-dom';
import UserEditPage from './UserEditPage';
import UsersPage from './UsersPage';

/** User administration (paths relative to /admin). */
export const userAdminRoutes: RouteObject[] = [
  { path: 'users', element: <UsersPage /> },
  { path: 'users/:userId', element: <UserEditPage /> },
];
