import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.js';
import { prerenderPages } from './build/prerender-pages.js';
import { styledComponentsTransform } from '../packages/ui/styledComponentsTransform.js';
import { treeShakeReactRouter } from './build/tree-shake-react-router.js';

const serverUrl = 'http://localhost:3000';
const proxy = { '/api': serverUrl };

// `vite --mode mock` is the demo mode: the MSW worker from @rentacar/mocks answers /api, no server needed.
export default defineConfig(({ mode }) => ({
  plugins: [treeShakeReactRouter(), react(), prerenderPages(), precompress()],
  resolve: { conditions: ['@rentacar/source', ...defaultClientConditions] },
  oxc: styledComponentsTransform,
  publicDir:
    mode === 'mock' ? fileURLToPath(new URL('../mocks/public', import.meta.url)) : 'public',
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads in one chunk: by default the modules it shares with lazy
          // chunks became six small chunks more, each a request before the first render.
          groups: [{ name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
}));
