import type { RouteObject } from 'react-router-dom';
import SeasonsPage from './SeasonsPage';

/** The seasons prices go up or down in (paths relative to /admin). */
export const seasonAdminRoutes: RouteObject[] = [{ path: 'seasons', element: <SeasonsPage /> }];
