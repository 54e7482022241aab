/** A page the build renders to HTML ahead of time, and how the server picks it (pages.json). */
export interface PrerenderedPage {
  /** The server's route, in Fastify's syntax; each `:parameter` is a record id, `:slug` a branch's slug. */
  route: string;
  /** The URL rendered: any record id stands for all, as the screen shows only its loading state. */
  location: string;
  /**
   * Whether the server renders it again on request, with the data it shows: for screens
   * whose largest paint is a vehicle photo, which only the data names. The prerendered file is its
   * fallback, should that render fail.
   */
  rendersWithData: boolean;
  /** Its file under `dist/prerendered/` (English; each other language has a copy under `<language>/`). */
  file: string;
  /**
   * Whether what the screen first shows depends on the query string: then only the URL without one
   * gets this HTML. (A screen that reads it only to act, as a token on submit, does not.)
   */
  readsQuery: boolean;
}

/**
 * The public pages a visitor lands on, from a search or a link in an e-mail; customer and admin
 * screens need a session first.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    route: '/',
    location: '/',
    rendersWithData: false,
    file: 'home.html',
    readsQuery: false,
  },
  {
    route: '/vehicles',
    location: '/vehicles',
    rendersWithData: true,
    file: 'vehicles.html',
    readsQuery: true,
  },
  {
    route: '/vehicles/:vehicleId',
    location: '/vehicles/1',
    rendersWithData: true,
    file: 'vehicle.html',
    readsQuery: false,
  },
  {
    route: '/locations',
    location: '/locations',
    rendersWithData: true,
    file: 'locations.html',
    readsQuery: false,
  },
  {
    route: '/locations/:slug',
    location: '/locations/branch',
    rendersWithData: true,
    file: 'location.html',
    readsQuery: false,
  },
  {
    route: '/about',
    location: '/about',
    rendersWithData: false,
    file: 'about.html',
    readsQuery: false,
  },
  {
    route: '/contact',
    location: '/contact',
    rendersWithData: false,
    file: 'contact.html',
    readsQuery: false,
  },
  {
    route: '/privacy-policy',
    location: '/privacy-policy',
    rendersWithData: false,
    file: 'privacy-policy.html',
    readsQuery: false,
  },
  {
    route: '/forgot-password',
    location: '/forgot-password',
    rendersWithData: false,
    file: 'forgot-password.html',
    readsQuery: false,
  },
  {
    route: '/reset-password',
    location: '/reset-password',
    rendersWithData: false,
    file: 'reset-password.html',
    readsQuery: false,
  },
  {
    route: '/confirm-email',
    location: '/confirm-email',
    rendersWithData: false,
    file: 'confirm-email.html',
    readsQuery: false,
  },
];
