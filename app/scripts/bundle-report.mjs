// Prints the JavaScript each route downloads, from Vite's build manifest (dist/.vite/manifest.json):
// the initial bundle every visit loads, then per lazily loaded route module what it adds on top.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

// Route module -> the paths it serves (kept in step with src/routes/routes.tsx).
const routePaths = {
  'src/pages/HomePage.tsx': '/',
  'src/pages/AboutPage.tsx': '/about',
  'src/pages/AuthPage.tsx': '/auth',
  'src/pages/ContactPage.tsx': '/contact',
  'src/pages/PrivacyPolicyPage.tsx': '/privacy-policy',
  'src/pages/UnauthorizedPage.tsx': '/unauthorized',
  'src/pages/VehiclesPage.tsx': '/vehicles',
  'src/pages/VehicleDetailPage.tsx': '/vehicles/:vehicleId',
  'src/pages/ProfilePage.tsx': '/user',
  'src/pages/ReservationsPage.tsx': '/user/reservations',
  'src/pages/ReservationDetailPage.tsx': '/user/reservations/:reservationId',
  'src/admin/AdminApp.tsx': '/admin/*',
};

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizes.get(file);
}

/** The chunk files a manifest entry loads before it runs: itself and its static imports. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const total = (files) =>
  [...files].reduce(
    (sum, file) => {
      const { raw, gzip } = sizeOf(file);
      return { raw: sum.raw + raw, gzip: sum.gzip + gzip };
    },
    { raw: 0, gzip: 0 },
  );

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const row = (label, { raw, gzip }) =>
  `${label.padEnd(36)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey);

console.log('\nBundle report (JavaScript; gzip is what travels)');
console.log(`${'route'.padEnd(36)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
console.log(row('initial (every route)', total(initial)));
const routeKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of routeKeys.sort((a, b) =>
  (routePaths[a] ?? a).localeCompare(routePaths[b] ?? b),
)) {
  const added = [...staticClosure(key)].filter((file) => !initial.has(file));
  console.log(row(`+ ${routePaths[key] ?? key}`, total(added)));
}
const homeKey = 'src/pages/HomePage.tsx';
if (manifest[homeKey]) {
  console.log(
    row('= home page first visit', total(new Set([...initial, ...staticClosure(homeKey)]))),
  );
}
