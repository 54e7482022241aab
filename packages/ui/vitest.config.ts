import { defineConfig } from 'vitest/config';
import { browserTestLibraries, chromiumBrowser } from './chromium.ts';
import { linguiMacro } from './linguiMacro.ts';

// The library's own tests (schemas, public API, visual baselines) run in Debian's Chromium.
// The packaging checks run in Node: see vitest.package.config.ts.
export default defineConfig({
  plugins: [linguiMacro()],
  resolve: {
    conditions: ['@rentacar/source', 'module', 'browser', 'development|production'],
  },
  optimizeDeps: {
    include: browserTestLibraries,
  },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowser(),
  },
});
