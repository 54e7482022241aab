import { startTransition, useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { clearStoredToken } from '@rentacar/api';
import { logoutAtom } from '../state/auth';

/** Forgets the session: the stored token, the auth state and every cached answer of that user. */
export function useEndSession() {
  const logout = useSetAtom(logoutAtom);
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    clearStoredToken();
    // A transition like the router's own update, so both render together: the guard of the screen
    // being left never sees the logged-out user (it would send them to login instead of home).
    startTransition(() => logout());
    // Mounted screens refetch (public data comes back); cached answers of the user are dropped.
    void mutate(() => true, undefined);
  }, [logout, mutate]);
}
