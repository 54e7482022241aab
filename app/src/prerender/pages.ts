/** A page the build renders to HTML ahead of time, and how the server picks it (pages.json). */
export interface PrerenderedPage {
  /** The server's route, in Fastify's syntax; each `:parameter` is a record id. */
  route: string;
  /** The URL rendered: any record id stands for all, as the screen shows only its loading state. */
  location: string;
  /** The module of its lazily loaded screen, whose chunks the page preloads. */
  screen: string;
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
    screen: 'src/pages/HomePage.tsx',
    file: 'home.html',
    readsQuery: false,
  },
  {
    route: '/vehicles',
    location: '/vehicles',
    screen: 'src/pages/VehiclesPage.tsx',
    file: 'vehicles.html',
    readsQuery: true,
  },
  {
    route: '/vehicles/:vehicleId',
    location: '/vehicles/1',
    screen: 'src/pages/VehicleDetailPage.tsx',
    file: 'vehicle.html',
    readsQuery: false,
  },
  {
    route: '/about',
    location: '/about',
    screen: 'src/pages/AboutPage.tsx',
    file: 'about.html',
    readsQuery: false,
  },
  {
    route: '/contact',
    location: '/contact',
    screen: 'src/pages/ContactPage.tsx',
    file: 'contact.html',
    readsQuery: false,
  },
  {
    route: '/privacy-policy',
    location: '/privacy-policy',
    screen: 'src/pages/PrivacyPolicyPage.tsx',
    file: 'privacy-policy.html',
    readsQuery: false,
  },
];
