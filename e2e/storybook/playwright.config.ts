import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../packages/ui/chromiumLaunch.js';

/** Where the static Storybook is served for these tests (`npm run build-storybook` builds it). */
const STORYBOOK_PORT = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);
/** The build under test, relative to the repository (another build with STORYBOOK_STATIC_DIR). */
const STORYBOOK_DIR = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
/**
 * Tests of the static Storybook, the build reviewers and Chromatic open (not the dev server the
 * story tests use): served as `npm run storybook:static` serves it, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../artifacts/storybook',
  // The every-story check splits the stories into groups that two workers share (two cores).
  fullyParallel: false,
  workers: 2,
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  // Desktop width; the every-story check (everyStory.spec.ts) shows each story at a phone's too.
  use: {
    baseURL: `http://localhost:${STORYBOOK_PORT}`,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: `npx vite preview --outDir ${STORYBOOK_DIR} --port ${STORYBOOK_PORT} --strictPort`,
    cwd: '../..',
    url: `http://localhost:${STORYBOOK_PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
