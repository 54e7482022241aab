import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RequireAdministrator, RequireLogin } from './guards';
import { isLazyScreen } from './lazyRoute';

/** The route table whose chunks links prefetch: the app's, set once at start (none in tests). */
let prefetchableRoutes: RouteObject[] = [];

export function enableRoutePrefetch(routes: RouteObject[]) {
  prefetchableRoutes = routes;
}

const guards = new Set<unknown>([RequireLogin, RequireAdministrator]);

const screenOf = ({ element }: RouteObject) => (isValidElement(element) ? element.type : undefined);

/** The lazily loaded screens of the routes `href` matches; none behind a guard. */
function screensFor(href: string) {
  const matches = matchRoutes(prefetchableRoutes, href) ?? [];
  if (matches.some(({ route }) => guards.has(screenOf(route)))) return [];
  return matches.map(({ route }) => screenOf(route)).filter(isLazyScreen);
}

/**
 * Starts downloading the screen chunk behind `href` when the user shows intent (pointer over,
 * focus or touch of its link), so the click finds it loaded while the first visit stays small.
 * A guarded screen is never prefetched: its chunk is fetched only once the guard lets the user in.
 */
export function prefetchRoute(href: string) {
  // The screen keeps the loaded module, so rendering it on navigation is instant; a failed
  // prefetch is left to that render, which shows the error page.
  for (const screen of screensFor(href)) screen.preload().catch(() => {});
}

/**
 * Loads the screen of the page being opened before the first render, so it hydrates the
 * prerendered page at once instead of suspending on its chunk. A failure is left to that render,
 * which shows the error page.
 */
export async function loadRouteScreens(href: string): Promise<void> {
  await Promise.all(screensFor(href).map((screen) => screen.preload().catch(() => {})));
}
