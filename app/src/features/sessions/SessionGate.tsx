import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { clearStoredToken, getStoredToken } from '@rentacar/api';
import { LoadingScreen } from '@rentacar/ui';
import { onUnauthorized } from '../../shell/api/client';
import { useCurrentUser } from './currentUser';
import { loginFailedAtom, loginSuccessAtom, logoutCountAtom } from './auth';
import { useLanguage } from '../../shell/i18n/useLanguage';

/**
 * Spec §2: with a stored token the current user is fetched on start while the loading screen shows,
 * and the first screen comes up in the session's language (`showSessionLanguage`).
 * Afterwards a 401 from any call ends the session. After a logout has rendered, the stored token
 * and every cached answer of that user are dropped (mounted screens refetch their public data).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const loginSuccess = useSetAtom(loginSuccessAtom);
  const loginFailed = useSetAtom(loginFailedAtom);
  const shownLanguage = useLanguage();
  // One-way: once the stored session is restored or rejected, the gate never blocks again.
  const [restoring, setRestoring] = useState(() => getStoredToken() !== null);
  useCurrentUser(restoring ? getStoredToken() : null, {
    onSuccess: (user) => {
      // A language that fails to load is only logged (spec §8): the session opens all the same.
      void import('../../shell/i18n/sessionLanguage')
        .then(({ showSessionLanguage }) =>
          showSessionLanguage(shownLanguage, user, { restored: true }),
        )
        .catch(console.error)
        .finally(() => {
          loginSuccess(user);
          setRestoring(false);
        });
    },
    onError: () => {
      loginFailed();
      setRestoring(false);
    },
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        clearStoredToken();
        loginFailed();
      }),
    [loginFailed],
  );

  const logouts = useAtomValue(logoutCountAtom);
  const { mutate } = useSWRConfig();
  // In the commit that shows the logged-out screen, before anything else can run with the token.
  useLayoutEffect(() => {
    if (logouts === 0) return;
    clearStoredToken();
    void mutate(() => true, undefined);
  }, [logouts, mutate]);

  return restoring ? <LoadingScreen /> : children;
}
