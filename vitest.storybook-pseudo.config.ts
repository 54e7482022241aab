import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { storyTestLibraries } from './.storybook/vitestProject.ts';
import { chromiumBrowser } from './packages/ui/chromium.ts';
import { linguiMacro } from './packages/ui/linguiMacro.ts';

/**
 * Every story (the library's, the e-mails' and the app's screens) rendered once in the
 * pseudo-locale without its play function (plays assert English), failing on English left in
 * the page and on text that no longer fits its box. Part of `npm test` (the root
 * vitest.config.ts lists it); alone: `npm run test:storybook-pseudo` (see
 * .storybook/pseudo/everyStoryInPseudo.test.tsx).
 */
export default defineConfig({
  plugins: [linguiMacro(), react()],
  resolve: {
    conditions: ['@rentacar/source', 'module', 'browser', 'development|production'],
  },
  // The app's screens run against the mock backend's service worker.
  publicDir: 'mocks/public',
  // Pre-bundled up front, as for the other story projects.
  optimizeDeps: { include: storyTestLibraries },
  test: {
    name: 'storybook-pseudo',
    include: ['.storybook/pseudo/*.test.tsx'],
    browser: chromiumBrowser(),
    testTimeout: 30_000,
  },
});
