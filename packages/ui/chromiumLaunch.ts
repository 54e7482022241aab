/**
 * How every browser test starts Debian's Chromium (test tools cannot download their own browser on
 * these machines): the Vitest browser tests here and the Playwright end-to-end journeys.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
