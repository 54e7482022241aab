import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from './chromium.ts';

// Two projects: component/unit tests in Chromium ('ui'), and the packaging checks in Node
// ('ui-package': build, npm pack, install into a scratch consumer, public API snapshot).
export default defineConfig({
  resolve: {
    conditions: ['@rentacar/source', 'module', 'browser', 'development|production'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}'],
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-package',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
