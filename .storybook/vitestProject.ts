import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { browserTestLibraries, chromiumBrowser } from '../packages/ui/chromium.ts';

/** Every library a story loads: the components', and the app's page stories' with their mock backend. */
export const storyTestLibraries = [
  ...browserTestLibraries,
  'react-router-dom',
  'swr',
  'jotai',
  'openapi-fetch',
  'openapi-msw',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'write-excel-file/universal',
];

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
    optimizeDeps: { include: storyTestLibraries },
    test: {
      name,
      browser: chromiumBrowser(),
      // A page story may wait up to 10 s for its first screen and 5 s more for its data, then runs
      // the accessibility check; the first story of a file also loads and transforms the modules it
      // needs, several times slower in CI, where every project runs at once. Vitest's 15 s default
      // leaves no room for that sum.
      testTimeout: 30_000,
    },
  });
