import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where the page asks for the MSW worker (`mocks/src/browser.ts`). */
export const MOCK_SERVICE_WORKER_PATH = '/mockServiceWorker.js';
const workerFile = fileURLToPath(
  new URL('../../mocks/public/mockServiceWorker.js', import.meta.url),
);

/**
 * Demo mode adds the MSW worker to the app's own public files: taking `mocks/public` as the public
 * folder instead left the demo without the favicon, touch icon and web manifest the server serves.
 */
export function mockServiceWorker(): Plugin {
  return {
    name: 'rentacar:mock-service-worker',
    configureServer(server) {
      server.middlewares.use(MOCK_SERVICE_WORKER_PATH, (_request, response, next) => {
        readFile(workerFile).then((worker) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(worker);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MOCK_SERVICE_WORKER_PATH.slice(1),
        source: await readFile(workerFile),
      });
    },
  };
}
