import { createApiClient, DEFAULT_BASE_URL, imageUrl } from '@rentacar/api';

const configuredBaseUrl = import.meta.env.VITE_API_URL || DEFAULT_BASE_URL;

/**
 * The API base as an absolute URL: a relative `/api` resolves against the page, as the browser
 * would, which also lets the same client run under Node's fetch in tests.
 */
export const apiBaseUrl = new URL(configuredBaseUrl, window.location.href).href.replace(/\/$/, '');

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
