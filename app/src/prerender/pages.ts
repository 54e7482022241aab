/** A page the build renders to HTML ahead of time, and how the server picks it (pages.json). */
export interface PrerenderedPage {
  /** The server's route, in Fastify's syntax; each `:parameter` is a record id. */
  route: string;
  /** The URL rendered: any record id stands for all, as the screen shows only its loading state. */
  location: string;
  /**
   * The module of its screen, when the page's HTML preloads that screen's chunks with the entry:
   * for screens whose largest paint waits for their data (the vehicle photos), which they ask for
   * only once they run. Where the prerendered HTML already holds the largest paint, the chunks
   * load after the entry instead, so they take no bandwidth from it.
   */
  preloadedScreen?: string;
  /** Its file under `dist/prerendered/`. */
  file: string;
  /** Whether the screen reads the query string: then only the URL without one gets this HTML. */
  readsQuery: boolean;
}

/** The public pages a visitor lands on; customer and admin screens need a session first. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    route: '/',
    location: '/',
    file: 'home.html',
    readsQuery: false,
  },
  {
    route: '/vehicles',
    location: '/vehicles',
    preloadedScreen: 'src/pages/VehiclesPage.tsx',
    file: 'vehicles.html',
    readsQuery: true,
  },
  {
    route: '/vehicles/:vehicleId',
    location: '/vehicles/1',
    preloadedScreen: 'src/pages/VehicleDetailPage.tsx',
    file: 'vehicle.html',
    readsQuery: false,
  },
  {
    route: '/about',
    location: '/about',
    file: 'about.html',
    readsQuery: false,
  },
  {
    route: '/contact',
    location: '/contact',
    file: 'contact.html',
    readsQuery: false,
  },
  {
    route: '/privacy-policy',
    location: '/privacy-policy',
    file: 'privacy-policy.html',
    readsQuery: false,
  },
];
