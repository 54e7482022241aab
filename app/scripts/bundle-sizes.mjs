// What each route's first visit downloads, from Vite's build manifest (dist/.vite/manifest.json),
// and which routes pass their budget (bundle-budgets.json). Pure functions: the report reads files.
import path from 'node:path';

/**
 * Route module -> the path it serves (kept in step with the features' `*Routes.tsx` and the route
 * table that composes them, src/shell/routes/appRoutes.tsx).
 */
export const routePaths = {
  'src/features/site/HomePage.tsx': '/',
  'src/features/site/AboutPage.tsx': '/about',
  'src/features/sessions/AuthPage.tsx': '/auth',
  'src/features/messages/ContactPage.tsx': '/contact',
  'src/features/site/PrivacyPolicyPage.tsx': '/privacy-policy',
  'src/features/site/UnauthorizedPage.tsx': '/unauthorized',
  'src/features/vehicles/PublicVehiclesPage.tsx': '/vehicles',
  'src/features/vehicles/VehicleDetailPage.tsx': '/vehicles/:vehicleId',
  'src/features/sessions/ProfilePage.tsx': '/user',
  'src/features/reservations/AccountReservationsPage.tsx': '/user/reservations',
  'src/features/reservations/ReservationDetailPage.tsx': '/user/reservations/:reservationId',
  'src/shell/admin/AdminApp.tsx': '/admin/*',
};

export const INITIAL = 'initial';

/**
 * A lazily loaded module that is no route (loaded on demand) is named by its package, or by its
 * file when it is one of ours (e.g. a part of a screen loaded after the screen's first paint).
 */
export function labelOf(key) {
  if (routePaths[key]) return routePaths[key];
  const pkg = key.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return `on demand: ${pkg ? pkg[1] : path.basename(key).replace(/\.[^.]+$/, '')}`;
}

/** The chunk files a manifest entry loads before it runs: itself and its static imports. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function total(files, sizeOf) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

/**
 * The initial bundle, then per lazily loaded route module what it adds on top and what a first
 * visit of it downloads in all. `sizeOf(file)` gives `{ raw, gzip }` in bytes.
 */
export function routeSizes(manifest, sizeOf) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = staticClosure(manifest, entryKey);
  const rows = [
    { route: INITIAL, added: total(initial, sizeOf), firstVisit: total(initial, sizeOf) },
  ];
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
    const own = staticClosure(manifest, key);
    rows.push({
      route: labelOf(key),
      added: total(
        [...own].filter((file) => !initial.has(file)),
        sizeOf,
      ),
      firstVisit: total(new Set([...initial, ...own]), sizeOf),
    });
  }
  const [initialRow, ...routeRows] = rows;
  return [initialRow, ...routeRows.sort((a, b) => a.route.localeCompare(b.route))];
}

export const KB = 1024;

/**
 * Budgets that the build breaks: a first visit over its `maxGzipKB`, or a budget naming a route
 * the build no longer has (a renamed route must not drop out of the check unnoticed).
 */
export function budgetFailures(rows, budgets) {
  const byRoute = new Map(rows.map((row) => [row.route, row]));
  return budgets.flatMap(({ route, maxGzipKB }) => {
    const row = byRoute.get(route);
    if (!row) return [`${route}: no such route in the build`];
    const gzipKB = row.firstVisit.gzip / KB;
    return gzipKB > maxGzipKB
      ? [
          `${route}: ${gzipKB.toFixed(1)} kB gzip on a first visit, over its budget of ${maxGzipKB} kB`,
        ]
      : [];
  });
}
