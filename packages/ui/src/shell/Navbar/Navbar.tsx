import { useId, useState, type ReactNode } from 'react';
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
import { UserMenu, type NavbarUser } from './UserMenu';

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
  /** The language choice (a `LanguageSwitcher`), shown before the account's links. */
  languageSwitcher?: ReactNode;
}

export function Navbar({
  siteName,
  logoUrl,
  user,
  currentPath,
  linkComponent,
  onLogout,
  languageSwitcher,
}: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const collapseId = useId();
  const closeMenu = () => setMenuOpen(false);

  return (
    <Bar>
      <Nav aria-label="Main">
        <Brand as={linkComponent} href="/" onClick={closeMenu}>
          {logoUrl && <BrandLogo src={logoUrl} alt="" />}
          {siteName}
        </Brand>
        <MenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls={collapseId}
          aria-label="Menu"
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
                  {label}
                </NavLink>
              </li>
            ))}
          </LinkList>
          <UserArea>
            {languageSwitcher}
            {user ? (
              <UserMenu
                user={user}
                linkComponent={linkComponent}
                onLogout={onLogout}
                onNavigate={closeMenu}
              />
            ) : (
              <>
                <ButtonLink
                  href="/auth?type=login"
                  variant="outline"
                  size="sm"
                  linkComponent={linkComponent}
                >
                  Login
                </ButtonLink>
                <ButtonLink href="/auth?type=register" size="sm" linkComponent={linkComponent}>
                  Register
                </ButtonLink>
              </>
            )}
          </UserArea>
        </Collapse>
      </Nav>
    </Bar>
  );
}
