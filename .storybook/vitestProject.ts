import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { browserTestLibraries, chromiumBrowser } from '../packages/ui/chromium.ts';

/**
 * A Vitest project in which every story of the Storybook at `configDir` is a test: rendered in
 * Debian's Chromium, its play function run, then axe checked.
 */
export const storybookProject = (name: string, configDir: string) =>
  defineConfig({
    plugins: [storybookTest({ configDir })],
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
      name,
      browser: chromiumBrowser(),
    },
  });
