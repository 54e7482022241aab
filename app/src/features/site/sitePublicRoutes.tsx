import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/routes/lazyRoute';

const HomePage = lazyScreen(() => import('./HomePage'));
const AboutPage = lazyScreen(() => import('./AboutPage'));
const PrivacyPolicyPage = lazyScreen(() => import('./PrivacyPolicyPage'));
const UnauthorizedPage = lazyScreen(() => import('./UnauthorizedPage'));

/** The site's own pages, open to every visitor. */
export const sitePublicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'unauthorized', element: <UnauthorizedPage /> },
];
