import { setupWorker, type StartOptions } from 'msw/browser';
import { handlers } from './handlers';

export * from './index';

/** The service worker for Storybook and the app's demo mode. */
export const worker = setupWorker(...handlers);

/**
 * Starts the worker. The page must serve `mocks/public/mockServiceWorker.js` at
 * `/mockServiceWorker.js` (e.g. Storybook `staticDirs`, the app's `build/mock-service-worker.ts`).
 */
export function startMockWorker(options: StartOptions = {}) {
  return worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options });
}
