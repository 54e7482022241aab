import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { authAtom, isAdministrator } from '../../features/sessions/auth';

export const LOGIN_PATH = '/auth?type=login';

/** Router state a guard leaves behind so the login screen can send the user back. */
export interface RedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function RedirectToLogin() {
  const location = useLocation();
  const state: RedirectState = { from: location };
  return <Navigate to={LOGIN_PATH} replace state={state} />;
}

/** Spec §6: a visitor who is not logged in is sent to the login tab. */
export function RequireLogin() {
  const { isUserLogin } = useAtomValue(authAtom);
  return isUserLogin ? <Outlet /> : <RedirectToLogin />;
}

/** Spec §6: visitors go to login; a logged-in user without Administrator goes to /unauthorized. */
export function RequireAdministrator({ children }: { children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  if (!auth.isUserLogin) return <RedirectToLogin />;
  return isAdministrator(auth) ? children : <Navigate to="/unauthorized" replace />;
}
