import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const AuthPage = lazyScreen(() => import('./AuthPage'));
const ProfilePage = lazyScreen(() => import('./ProfilePage'));
const ForgotPasswordPage = lazyScreen(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('./ResetPasswordPage'));
const ConfirmEmailPage = lazyScreen(() => import('./ConfirmEmailPage'));

/**
 * Login and registration, and the pages of the password reset and e-mail confirmation e-mails
 * (their links may be opened on any device, signed in or not): open to every visitor.
 */
export const sessionPublicRoutes: RouteObject[] = [
  { path: 'auth', element: <AuthPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'confirm-email', element: <ConfirmEmailPage /> },
];

/** The signed-in user's own profile and password (the route table puts it behind the login). */
export const sessionAccountRoutes: RouteObject[] = [{ path: 'user', element: <ProfilePage /> }];
