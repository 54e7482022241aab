import { defineConfig } from 'vitest/config';

// Packaging checks in Node: build, `npm pack`, install into a scratch consumer, type-check and
// render there. Slow (a full build), so kept out of the browser project.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'ui-package',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
