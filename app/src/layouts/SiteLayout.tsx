import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer, MainContent, Navbar } from '@rentacar/ui';
import { site } from '../config/site';
import { RouterLink } from '../shared/RouterLink';
import { useLogout } from '../session/useLogout';
import { authAtom } from '../state/auth';

/** The public and customer shell: navbar, the screen, footer. */
export function SiteLayout() {
  const auth = useAtomValue(authAtom);
  const { pathname } = useLocation();
  const { logout, dialog } = useLogout();
  return (
    <>
      <Navbar
        siteName={site.siteName}
        user={auth.isUserLogin ? auth.user : null}
        currentPath={pathname}
        linkComponent={RouterLink}
        onLogout={() => void logout()}
      />
      <MainContent>
        <Outlet />
      </MainContent>
      <Footer siteInfo={site} linkComponent={RouterLink} />
      {dialog}
    </>
  );
}
