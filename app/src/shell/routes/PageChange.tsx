import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What a new path does once its screen is in place (query changes keep both):
 * - spec §2: the page scrolls to the top;
 * - the focus moves to the new screen's level-one heading (the main landmark when it has none),
 *   so a screen reader says where the user now is and Tab goes on from there.
 *
 * Not as the app starts: the browser has placed the page already (a visitor may have scrolled or
 * typed into the server's page while it loaded), and scrolling would force a layout of the whole
 * page in the middle of hydration. Navigations are transitions, so this runs when the new screen
 * has rendered, not while the one being left waits for its chunk.
 */
export function PageChange() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  // Before the browser paints the new screen, so it never shows at the old scroll position.
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
    const main = document.querySelector('main');
    (main?.querySelector('h1') ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
