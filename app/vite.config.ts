import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.js';
import { preloadHeroBackground } from './build/preload-hero.js';
import { preloadHomeScreen } from './build/preload-home-screen.js';
import { treeShakeReactRouter } from './build/tree-shake-react-router.js';

const serverUrl = 'http://localhost:3000';
const proxy = { '/api': serverUrl };

// `vite --mode mock` is the demo mode: the MSW worker from @rentacar/mocks answers /api, no server needed.
export default defineConfig(({ mode }) => ({
  plugins: [
    treeShakeReactRouter(),
    react(),
    preloadHeroBackground(),
    preloadHomeScreen(),
    precompress(),
  ],
  resolve: { conditions: ['@rentacar/source', ...defaultClientConditions] },
  publicDir:
    mode === 'mock' ? fileURLToPath(new URL('../mocks/public', import.meta.url)) : 'public',
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
}));
