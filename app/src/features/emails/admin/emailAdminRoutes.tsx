import type { RouteObject } from 'react-router-dom';
import EmailDetailPage from './EmailDetailPage';
import EmailsPage from './EmailsPage';

/** The e-mail outbox (paths relative to /admin). */
export const emailAdminRoutes: RouteObject[] = [
  { path: 'emails', element: <EmailsPage /> },
  { path: 'emails/:emailId', element: <EmailDetailPage /> },
];
