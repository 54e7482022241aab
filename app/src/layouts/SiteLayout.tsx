import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer, Navbar } from '@rentacar/ui';
import { site } from '../config/site';
import { RouterLink } from '../shared/RouterLink';
import { useLogout } from '../session/useLogout';
import { authAtom } from '../state/auth';

// At least a screen tall, so the footer starts below the fold: a screen whose data arrives later
// then grows without pushing the footer through the visible page (a layout shift).
const Main = styled.main`
  min-height: 100vh;
`;

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
      <Main>
        <Outlet />
      </Main>
      <Footer siteInfo={site} linkComponent={RouterLink} />
      {dialog}
    </>
  );
}
