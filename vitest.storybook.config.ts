import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { browserTestLibraries, chromiumBrowser } from './packages/ui/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: rendered in Debian's Chromium, its play function run, then axe checked.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  resolve: {
    conditions: ['@rentacar/source', 'module', 'browser', 'development|production'],
  },
  // Pre-bundle every library up front so Vite does not discover one mid-run and reload the page.
  optimizeDeps: {
    include: [
      ...browserTestLibraries,
      // The app's page stories and the mock backend they run against.
      'react-router-dom',
      'swr',
      'jotai',
      'openapi-fetch',
      'openapi-msw',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'write-excel-file/universal',
    ],
  },
  test: {
    name: 'storybook',
    browser: chromiumBrowser(),
  },
});
