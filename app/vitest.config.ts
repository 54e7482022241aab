import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from '../packages/ui/linguiMacro.js';

// Route-level integration tests: the real routes and providers in jsdom, the API answered by the
// stateful MSW mock from @rentacar/mocks/node.
export default defineConfig({
  plugins: [linguiMacro(), react()],
  resolve: { conditions: ['@rentacar/source', ...defaultClientConditions] },
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['./src/test/setup.ts'],
    // The first test to open a route transforms its whole lazy chunk (cold start on 2 cores).
    testTimeout: 20_000,
  },
});
