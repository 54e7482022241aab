import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The e-mails (@rentacar/emails) import the library's money formatter from its source.
export default defineProject({
  ssr: { resolve: { conditions: ['@rentacar/source', ...defaultServerConditions] } },
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['src/**/*.test.ts', 'contract.test.ts', 'tax.test.ts'],
  },
});
