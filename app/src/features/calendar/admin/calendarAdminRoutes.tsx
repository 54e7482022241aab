import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../../shell/routes/lazyRoute';

// Its own chunk: only this screen draws the timeline.
const FleetCalendarPage = lazyScreen(() => import('./FleetCalendarPage'));

/** The fleet calendar (paths relative to /admin). */
export const calendarAdminRoutes: RouteObject[] = [
  { path: 'calendar', element: <FleetCalendarPage /> },
];
