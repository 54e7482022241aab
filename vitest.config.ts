import { defineConfig } from 'vitest/config';

// Every workspace owns its vitest project; the Storybook project tests every story in Chromium.
// The pseudo-locale run of every story (vitest.storybook-pseudo.config.ts) is on demand:
// `npm run test:storybook-pseudo`; the app's and e-mails' stories do not pass it yet (issue 32).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.package.config.ts',
      '{mocks,server,app}/vitest.config.ts',
      'app/vitest.build.config.ts',
      'vitest.storybook.config.ts',
      'vitest.storybook-phone.config.ts',
    ],
  },
});
