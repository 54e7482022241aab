import type { RouteObject } from 'react-router-dom';
import DashboardPage from './DashboardPage';

/** The admin area's start page: the dashboard's figures (paths relative to /admin). */
export const statsAdminRoutes: RouteObject[] = [{ index: true, element: <DashboardPage /> }];
