import { preload } from 'react-dom';
import { type paths } from '@rentacar/contract';
import { createApiClient, DEFAULT_BASE_URL, requestUrl, type RequestParams } from '@rentacar/api';

/** The API base as the page names it (`/api` unless configured): for the URLs written into HTML. */
export const pageApiBase = (import.meta.env.VITE_API_URL || DEFAULT_BASE_URL).replace(/\/$/, '');

/**
 * The server's render has no page to resolve `/api` against: its requests carry this origin, and
 * the server answers them in process from their path alone (`renderPage`'s `fetch`).
 */
const SERVER_RENDER_ORIGIN = 'http://localhost/';

/**
 * The API base as an absolute URL: a relative `/api` resolves against the page, as the browser
 * would, which also lets the same client run under Node's fetch in tests.
 */
export const apiBaseUrl = new URL(
  pageApiBase,
  import.meta.env.SSR ? SERVER_RENDER_ORIGIN : window.location.href,
).href.replace(/\/$/, '');

type Fetch = (request: Request) => Promise<Response>;

let serverRenderFetch: Fetch = () =>
  Promise.reject(new Error('This render has no server to ask: the page shows no data'));

/** How the server's render answers the app's requests (`shell/prerender/renderPage.tsx`). */
export function answerServerRenderRequests(fetch: Fetch) {
  serverRenderFetch = fetch;
}

/** The one configured client of the app; it sends the stored token as a bearer header. */
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  ...(import.meta.env.SSR ? { fetch: (request: Request) => serverRenderFetch(request) } : {}),
});

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to 401 answers of any call (the session is over); returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

api.use({
  onResponse({ response }) {
    if (response.status === 401) {
      unauthorizedListeners.forEach((listener) => listener());
    }
    return response;
  },
});

/**
 * In the build's prerender, makes the page's HTML fetch this GET's answer at once (a
 * `<link rel="preload">`), so it arrives while the scripts download and the client's own request
 * takes it. In the browser it does nothing: there the request starts as the screen renders.
 */
export function preloadInPrerender(path: keyof paths, params: RequestParams) {
  if (!import.meta.env.SSR) return;
  preload(requestUrl(pageApiBase, path, params), { as: 'fetch', crossOrigin: 'anonymous' });
}
