import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../packages/ui/chromiumLaunch.js';

/** Where the static Storybook is served for these tests (`npm run build-storybook` builds it). */
const STORYBOOK_PORT = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);
/** The build under test, relative to the repository (another build with STORYBOOK_STATIC_DIR). */
const STORYBOOK_DIR = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
/**
 * The every-story check (`npm run test:storybook-every-story`) is not yet part of `npm test`: it
 * takes 14 to 22 minutes on a busy machine and is not yet proven on a clean CI run (DEVELOPERS.md,
 * "The static Storybook").
 */
const EVERY_STORY = process.env.STORYBOOK_EVERY_STORY === '1';
/**
 * Tests of the static Storybook, the build reviewers and Chromatic open (not the dev server the
 * story tests use): served as `npm run storybook:static` serves it, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testIgnore: EVERY_STORY ? [] : ['everyStory.spec.ts'],
  outputDir: '../artifacts/storybook',
  // The every-story check splits the stories into groups that two workers share (two cores).
  fullyParallel: false,
  workers: 2,
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${STORYBOOK_PORT}`,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The every-story check (everyStory.spec.ts) runs each story one way per width: tagged @phone,
  // its tests run only at phone width; every other test runs at desktop width.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // The spec's smallest width.
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir ${STORYBOOK_DIR} --port ${STORYBOOK_PORT} --strictPort`,
    cwd: '../..',
    url: `http://localhost:${STORYBOOK_PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
