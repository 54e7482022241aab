import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: the router scrolls to the top on every path change (query changes keep the position). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // Before the browser paints the new screen, so it never shows at the old scroll position.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
