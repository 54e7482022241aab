import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { ButtonLink } from '../Button';
import {
  Bar,
  Brand,
  BrandLogo,
  Collapse,
  LinkList,
  MenuToggle,
  MenuToggleBar,
  Nav,
  NavLink,
  UserArea,
} from './styles';
import { siteLinks } from '../siteInfo';
import type { NavbarUser } from './UserMenu';

/**
 * Loaded once a user is signed in: a visitor's first bundle, which every prerendered page is,
 * carries neither the menu nor its styles.
 */
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

export interface NavbarProps {
  /** The brand name next to the logo. */
  siteName: string;
  /** The logo image (default: none, the name only). */
  logoUrl?: string;
  /** The logged-in user, or null/undefined when logged out. */
  user?: NavbarUser | null;
  /** The current path; the matching link is marked `aria-current="page"`. */
  currentPath?: string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Called when Logout is chosen; the app asks 'Are you sure to logout?' and logs out. */
  onLogout: () => void;
  /**
   * The host's language choice (a `LanguageSwitcher`), shown before the account's links and, on
   * phones, inside the Menu with them.
   */
  languageSwitcher?: ReactNode;
}

/**
 * Every page's top bar: brand, the site's links (the current one marked) and, on the right, Login
 * or the signed-in user's menu. Below the lg breakpoint the links fold behind a 'Menu' toggle.
 */
export function Navbar({
  siteName,
  logoUrl,
  user,
  currentPath,
  linkComponent,
  onLogout,
  languageSwitcher,
}: NavbarProps) {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const collapseId = useId();
  const closeMenu = () => setMenuOpen(false);

  return (
    <Bar>
      <Nav aria-label={t`Main`}>
        <Brand as={linkComponent} href="/" onClick={closeMenu}>
          {logoUrl && <BrandLogo src={logoUrl} alt="" />}
          {siteName}
        </Brand>
        <MenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls={collapseId}
          aria-label={t`Menu`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuToggleBar />
          <MenuToggleBar />
          <MenuToggleBar />
        </MenuToggle>
        <Collapse id={collapseId} $open={menuOpen}>
          <LinkList>
            {siteLinks.map(({ href, label }) => (
              <li key={href}>
                <NavLink
                  as={linkComponent}
                  href={href}
                  aria-current={currentPath === href ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </LinkList>
          <UserArea>
            {languageSwitcher}
            {user ? (
              <Suspense fallback={null}>
                <UserMenu
                  user={user}
                  linkComponent={linkComponent}
                  onLogout={onLogout}
                  onNavigate={closeMenu}
                />
              </Suspense>
            ) : (
              <>
                <ButtonLink
                  href="/auth?type=login"
                  variant="outline"
                  size="sm"
                  linkComponent={linkComponent}
                >
                  {t`Login`}
                </ButtonLink>
                <ButtonLink href="/auth?type=register" size="sm" linkComponent={linkComponent}>
                  {t`Register`}
                </ButtonLink>
              </>
            )}
          </UserArea>
        </Collapse>
      </Nav>
    </Bar>
  );
}
