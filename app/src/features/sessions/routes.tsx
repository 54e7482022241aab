import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const AuthPage = lazyScreen(() => import('./AuthPage'));
const ProfilePage = lazyScreen(() => import('./ProfilePage'));

/** Login and registration, open to every visitor. */
export const sessionPublicRoutes: RouteObject[] = [{ path: 'auth', element: <AuthPage /> }];

/** The signed-in user's own profile and password (the route table puts it behind the login). */
export const sessionAccountRoutes: RouteObject[] = [{ path: 'user', element: <ProfilePage /> }];
