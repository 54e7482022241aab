import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RequireAdministrator, RequireLogin } from './guards';

/** The route table whose chunks links prefetch: the app's, set once at start (none in tests). */
let prefetchableRoutes: RouteObject[] = [];

export function enableRoutePrefetch(routes: RouteObject[]) {
  prefetchableRoutes = routes;
}

const guards = new Set<unknown>([RequireLogin, RequireAdministrator]);

/**
 * Starts downloading the screen chunk behind `href` when the user shows intent (pointer over,
 * focus or touch of its link), so the click finds it loaded while the first visit stays small.
 * A guarded screen is never prefetched: its chunk is fetched only once the guard lets the user in.
 */
export function prefetchRoute(href: string) {
  const matches = matchRoutes(prefetchableRoutes, href) ?? [];
  if (matches.some(({ route }) => guards.has(route.Component))) return;
  for (const { route } of matches) {
    // The browser keeps the loaded module, so the router's own load on navigation is instant;
    // a failed prefetch is left to that load, which shows the route's error page.
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}
