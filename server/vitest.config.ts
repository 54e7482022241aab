import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The e-mails (@rentacar/emails) import the library's money formatter from its source.
export default defineProject({
  ssr: {
    resolve: {
      conditions: [
        '@rentacar/source',
        ...defaultServerConditions.filter((name) => name !== 'module'),
      ],
    },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts real servers on temporary databases; a slow CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
