import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer, MainContent, Navbar, SkipLink } from '@rentacar/ui';
import { site } from '../config/site';
import { RouterLink } from '../RouterLink';
import { authAtom } from '../../features/sessions/auth';
import { LanguageChoice } from '../../features/sessions/LanguageChoice';

/** Loaded with the first logout click: most visits never log out. */
const LogoutDialog = lazy(() => import('../../features/sessions/LogoutDialog'));

/** Loaded once a user is signed in: a visitor's first bundle does without it. */
const EmailConfirmationReminder = lazy(
  () => import('../../features/sessions/EmailConfirmationReminder'),
);

/** The public and customer shell: the skip link, navbar, the screen, footer. */
export function SiteLayout() {
  const auth = useAtomValue(authAtom);
  const { pathname } = useLocation();
  // null until the user first asks to log out; the dialog then stays mounted, so closing it
  // returns the focus to the navbar.
  const [confirmingLogout, setConfirmingLogout] = useState<boolean | null>(null);
  return (
    <>
      <SkipLink />
      <Navbar
        siteName={site.siteName}
        user={auth.isUserLogin ? auth.user : null}
        currentPath={pathname}
        linkComponent={RouterLink}
        onLogout={() => setConfirmingLogout(true)}
        languageSwitcher={<LanguageChoice />}
      />
      <MainContent>
        {auth.isUserLogin && (
          <Suspense fallback={null}>
            <EmailConfirmationReminder user={auth.user} shows="unconfirmed" />
          </Suspense>
        )}
        <Outlet />
      </MainContent>
      <Footer siteInfo={site} linkComponent={RouterLink} />
      {confirmingLogout !== null && (
        <Suspense fallback={null}>
          <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
        </Suspense>
      )}
    </>
  );
}
