import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts real servers on temporary databases; a slow CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
