import { defineConfig } from 'vitest/config';

// Every workspace owns its vitest project; the Storybook projects test every story in Chromium, at
// desktop width, at phone width (the app's screens) and in the pseudo-locale (no English left, no
// text cut off; `npm run test:storybook-pseudo` runs that one alone). `npm test` leaves out the
// first two (`npm run test:stories` runs them): it checks the same stories at both widths on the
// static build (e2e/storybook/everyStory.spec.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.package.config.ts',
      '{mocks,server,app}/vitest.config.ts',
      'app/vitest.build.config.ts',
      'vitest.storybook.config.ts',
      'vitest.storybook-phone.config.ts',
      'vitest.storybook-pseudo.config.ts',
    ],
  },
});
