import { startTransition, useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { logoutAtom } from './auth';

/**
 * Logs out and goes home. Both are one transition with the router's own update, so they render
 * together: the guard of the screen being left never sees the logged-out user (it would send them
 * to login instead of home). The session gate drops the stored token and the cached answers once
 * that screen has gone: dropped earlier, it would refetch without a token and the 401 would lead
 * to the login page.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  return useCallback(() => {
    void navigate('/');
    startTransition(() => logout());
  }, [navigate, logout]);
}
