import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../packages/ui/chromiumLaunch.js';
import { DATABASES, ONE_DATABASE, ONE_DATABASE_TAG } from './support/databases.js';

/**
 * The end-to-end journeys: the built app served by the real server, driven in Debian's Chromium
 * (nothing is downloaded). One project per database; a journey tagged `ONE_DATABASE_TAG` runs on
 * `ONE_DATABASE` only. See README.md.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts',
  globalSetup: './support/global-setup.ts',
  // The journeys share one server per database and build on each other's records; 2 cores.
  fullyParallel: false,
  workers: 1,
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: DATABASES.map((name) => ({
    name,
    grepInvert: name === ONE_DATABASE ? undefined : new RegExp(ONE_DATABASE_TAG),
  })),
});
