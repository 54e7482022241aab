import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromiumLaunch.ts';

/**
 * Vitest browser settings shared by the library's tests and the Storybook tests: headless Debian
 * Chromium (test tools cannot download their own browser on these machines).
 */
export const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
    // Room for the widest (1280 px) and tallest test frames without the runner scaling them down,
    // which would blur the visual baselines.
    contextOptions: { viewport: { width: 1400, height: 2100 } },
  }),
  instances: [{ browser: 'chromium' as const }],
  // Failure screenshots would land next to the committed visual baselines; the assertion message
  // and the Storybook link are enough to debug.
  screenshotFailures: false,
});

/**
 * Libraries the browser tests load, pre-bundled up front: a dependency Vite discovers mid-run makes
 * it re-bundle and reload, which can leave two copies of React on the page.
 */
export const browserTestLibraries = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'styled-components',
  'react-responsive-carousel',
  'react-toastify',
  'react-final-form',
  'final-form',
  'yup',
  'react-imask',
  'luxon',
  'storybook/test',
  '@storybook/react-vite',
  '@testing-library/react',
  '@lingui/core',
  '@lingui/react',
  '@lingui/react/server',
];
