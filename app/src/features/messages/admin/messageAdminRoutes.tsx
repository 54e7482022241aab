import type { RouteObject } from 'react-router-dom';
import MessageDetailPage from './MessageDetailPage';
import MessagesPage from './MessagesPage';

/** The contact messages visitors sent (paths relative to /admin). */
export const messageAdminRoutes: RouteObject[] = [
  { path: 'messages', element: <MessagesPage /> },
  { path: 'messages/:messageId', element: <MessageDetailPage /> },
];
