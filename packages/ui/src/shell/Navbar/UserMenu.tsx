import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { MenuAction, MenuButton, MenuLink, MenuList, MenuRoot } from './userMenuStyles';

export interface NavbarUser {
  firstName: string;
  lastName: string;
  /** Role names as the API returns them; 'Administrator' unlocks the Admin Panel link. */
  roles: readonly string[];
}

interface UserMenuProps {
  user: NavbarUser;
  linkComponent: LinkComponent | undefined;
  onLogout: () => void;
  onNavigate: () => void;
}

/** Disclosure menu under the user's full name: Escape or a click outside closes it. */
export function UserMenu({ user, linkComponent, onLogout, onNavigate }: UserMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const isAdmin = user.roles.includes('Administrator');

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const closeAndRefocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const followLink = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <MenuRoot
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          closeAndRefocus();
        }
      }}
    >
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {`${user.firstName} ${user.lastName}`}
      </MenuButton>
      <MenuList id={listId} hidden={!open}>
        {isAdmin && (
          <li>
            <MenuLink as={linkComponent} href="/admin" onClick={followLink}>
              {t`Admin Panel`}
            </MenuLink>
          </li>
        )}
        <li>
          <MenuLink as={linkComponent} href="/user" onClick={followLink}>
            {t`Profile`}
          </MenuLink>
        </li>
        <li>
          <MenuLink as={linkComponent} href="/user/reservations" onClick={followLink}>
            {t`Reservations`}
          </MenuLink>
        </li>
        <li>
          <MenuAction
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            {t`Logout`}
          </MenuAction>
        </li>
      </MenuList>
    </MenuRoot>
  );
}
