import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const ContactPage = lazyScreen(() => import('./ContactPage'));

/** The contact form, open to every visitor. */
export const messagePublicRoutes: RouteObject[] = [{ path: 'contact', element: <ContactPage /> }];
