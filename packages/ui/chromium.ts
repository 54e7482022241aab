import { playwright } from '@vitest/browser-playwright';

/**
 * Vitest browser settings shared by the library's tests and the Storybook tests: headless Debian
 * Chromium (test tools cannot download their own browser on these machines).
 */
export const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});
