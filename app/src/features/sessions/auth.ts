import { atom } from 'jotai';
import type { UserWithDriver } from '@rentacar/contract';

/** Spec §3: `user` is an empty object while logged out, `isUserLogin` is false at start. */
export type AuthState =
  { user: UserWithDriver; isUserLogin: true } | { user: Record<string, never>; isUserLogin: false };

const loggedOut: AuthState = { user: {}, isUserLogin: false };

export const authAtom = atom<AuthState>(loggedOut);

/** Spec §4 transitions: loginSuccess stores the user; loginFailed and logout reset the state. */
export const loginSuccessAtom = atom(null, (_get, set, user: UserWithDriver) => {
  set(authAtom, { user, isUserLogin: true });
});
const resetAuth = (_get: unknown, set: (target: typeof authAtom, state: AuthState) => void) =>
  set(authAtom, loggedOut);
export const loginFailedAtom = atom(null, resetAuth);

/** How many times the user has logged out; the session gate forgets each session once it renders. */
export const logoutCountAtom = atom(0);
export const logoutAtom = atom(null, (get, set) => {
  resetAuth(get, set);
  set(logoutCountAtom, get(logoutCountAtom) + 1);
});

export const isAdministrator = (auth: AuthState): boolean =>
  auth.isUserLogin && auth.user.roles.includes('Administrator');
