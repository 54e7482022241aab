import { defineConfig } from 'vitest/config';

// Every workspace owns its vitest project; the Storybook project tests every story in Chromium.
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
