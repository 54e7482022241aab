import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { logoutConfirmation, useConfirm } from '../../data/ConfirmDialog';
import { MAIN_CONTENT_ID } from '../../shell/MainContent/MainContent';
import { SkipLink } from '../../shell/SkipLink';
import { Brand, LogoutButton, Main, NavLink, NavList, Shell, Sidebar } from './styles';

export const adminLinks = [
  { href: '/admin', label: msg`Dashboard` },
  { href: '/admin/users', label: msg`Users` },
  { href: '/admin/vehicles', label: msg`Vehicles` },
  { href: '/admin/branches', label: msg`Branches` },
  { href: '/admin/reservations', label: msg`Reservations` },
  { href: '/admin/calendar', label: msg`Calendar` },
  { href: '/admin/messages', label: msg`Messages` },
  { href: '/admin/emails', label: msg`E-mails` },
  { href: '/admin/rental-rules', label: msg`Rental rules` },
  { href: '/admin/seasons', label: msg`Seasons` },
  { href: '/', label: msg`Web Site` },
] as const;

export interface AdminLayoutProps {
  /** The current path; its section's link is marked as the current page. */
  currentPath: string;
  /** Called after the user confirms 'Are you sure to logout?'. */
  onLogout: () => void;
  /** Renders the links; pass your router's link (default: a plain `<a>`). */
  linkComponent?: LinkComponent;
  /** The language switch (a `LanguageSwitcher`), shown under the sections; none by default. */
  languageSwitcher?: ReactNode;
  /** The admin screen beside the sidebar, in the page's main landmark. */
  children: ReactNode;
}

// '/admin' and '/' match only themselves; a section also matches its detail pages.
const isCurrent = (href: string, path: string) =>
  href === '/admin' || href === '/' ? path === href : path === href || path.startsWith(`${href}/`);

/**
 * The admin area's frame: a skip link, a sidebar of sections and a Logout action beside the page.
 */
export function AdminLayout({
  currentPath,
  onLogout,
  linkComponent,
  languageSwitcher,
  children,
}: AdminLayoutProps) {
  const { t, i18n } = useLingui();
  const { confirm, dialog } = useConfirm();
  const logout = async () => {
    if (await confirm(logoutConfirmation)) onLogout();
  };
  return (
    <Shell>
      <SkipLink />
      <Sidebar aria-label={t`Admin`}>
        <Brand>
          <Trans>Admin Panel</Trans>
        </Brand>
        <NavList>
          {adminLinks.map((link) => {
            const current = isCurrent(link.href, currentPath);
            return (
              <li key={link.href}>
                <NavLink
                  as={linkComponent}
                  href={link.href}
                  $active={current}
                  aria-current={current ? 'page' : undefined}
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            );
          })}
          {languageSwitcher && <li>{languageSwitcher}</li>}
          <li>
            <LogoutButton type="button" onClick={logout}>
              <Trans>Logout</Trans>
            </LogoutButton>
          </li>
        </NavList>
      </Sidebar>
      {/* Focused by the skip link and after a navigation; never a Tab stop of its own. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      {dialog}
    </Shell>
  );
}
