import { defineConfig } from 'vitest/config';

// The app's build plugins, in Node: they run in Vite, not in the page.
export default defineConfig({
  test: {
    name: 'app-build',
    environment: 'node',
    include: ['build/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
