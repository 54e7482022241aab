import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2: the router scrolls to the top on every path change (query changes keep the position).
 * Not as the app starts: the browser has placed the page already (a visitor may have scrolled the
 * server's page while it loaded), and scrolling would force a layout of the whole page in the
 * middle of hydration.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  // Before the browser paints the new screen, so it never shows at the old scroll position.
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
