import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '../MainContent/MainContent';
import { Link } from './styles';

export interface SkipLinkProps {
  /** The id of the element it leads to (default: `MainContent`'s, and `AdminLayout`'s main). */
  targetId?: string;
}

/**
 * 'Skip to main content': the page's first focusable element, out of sight until a keyboard user
 * tabs onto it, so they can pass the navigation links to the screen in one key press.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: SkipLinkProps) {
  const { t } = useLingui();
  // Focused by script: following the `#id` would put it into the address, where an app's router
  // takes it for a navigation. The plain link still works before the scripts have run.
  const focusTarget = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Link href={`#${targetId}`} onClick={focusTarget}>
      {t`Skip to main content`}
    </Link>
  );
}
