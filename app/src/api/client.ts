import { preload } from 'react-dom';
import {
  createApiClient,
  DEFAULT_BASE_URL,
  imageUrl,
  requestUrl,
  type paths,
  type RequestParams,
} from '@rentacar/api';

const configuredBaseUrl = import.meta.env.VITE_API_URL || DEFAULT_BASE_URL;

/**
 * The API base as an absolute URL: a relative `/api` resolves against the page, as the browser
 * would, which also lets the same client run under Node's fetch in tests. The build's prerender
 * has no page: it keeps the base as configured, for the preloads it writes into the HTML.
 */
export const apiBaseUrl = (
  import.meta.env.SSR ? configuredBaseUrl : new URL(configuredBaseUrl, window.location.href).href
).replace(/\/$/, '');

/** The one configured client of the app; it sends the stored token as a bearer header. */
export const api = createApiClient({ baseUrl: apiBaseUrl });

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

/** `<img src>` of a stored image, or undefined when there is none. */
export const storedImageUrl = (imageId: string | undefined): string | undefined =>
  imageId === undefined ? undefined : imageUrl(imageId, apiBaseUrl);

/**
 * In the build's prerender, makes the page's HTML fetch this GET's answer at once (a
 * `<link rel="preload">`), so it arrives while the scripts download and the client's own request
 * takes it. In the browser it does nothing: there the request starts as the screen renders.
 */
export function preloadInPrerender(path: keyof paths, params: RequestParams) {
  if (!import.meta.env.SSR) return;
  preload(requestUrl(apiBaseUrl, path, params), { as: 'fetch', crossOrigin: 'anonymous' });
}
