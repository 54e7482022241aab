import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The templates import the library's money formatter from its source, as the server's build does.
export default defineProject({
  ssr: { resolve: { conditions: ['@rentacar/source', ...defaultServerConditions] } },
  test: {
    name: 'emails',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
