import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockServiceWorker } from './build/mock-service-worker.js';
import { precompress } from './build/precompress.js';
import { prerenderPages } from './build/prerender-pages.js';
import { linguiMacro } from '../packages/ui/linguiMacro.js';
import { styledComponentsTransform } from '../packages/ui/styledComponentsTransform.js';
import { treeShakeReactRouter } from './build/tree-shake-react-router.js';

const serverUrl = 'http://localhost:3000';
const proxy = { '/api': serverUrl };

// `vite --mode mock` is the demo mode: the MSW worker from @rentacar/mocks answers /api, no server needed.
export default defineConfig(({ mode }) => ({
  plugins: [
    treeShakeReactRouter(),
    linguiMacro(),
    react(),
    prerenderPages(),
    precompress(),
    mode === 'mock' && mockServiceWorker(),
  ],
  resolve: { conditions: ['@rentacar/source', ...defaultClientConditions] },
  oxc: styledComponentsTransform,
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // A lazily loaded screen's chunk brings its own imports: the browser fetches them as it
      // parses it. Vite's alternative, a `<link rel="modulepreload">` appended per import before
      // the chunk is requested, saves a round trip or two but costs main-thread time per link,
      // all of it in the task that starts hydrating a prerendered page (docs/page-start.md).
      // Links prefetch a screen on intent, so navigation rarely waits for it.
      // The entry's own imports keep their preload in index.html.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads in one chunk: by default the modules it shares with lazy
          // chunks become small chunks of their own, each a request before the first render.
          groups: [
            {
              name: 'initial',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              // The entry module keeps a chunk of its own: grouped with the modules it waits on
              // (its top-level await, src/yieldAfterFramework.ts), it left the build manifest
              // without an entry, which the bundle report reads.
              test: (id: string) => !id.endsWith('/src/main.tsx'),
            },
          ],
        },
      },
    },
  },
}));
