import { defineContractSuite } from '@rentacar/contract-tests';
import { afterAll, beforeAll, describe } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from './helpers.js';

describe.each(DIALECTS)('on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    // The suite gives every test its own client address in X-Forwarded-For.
    server = await startTestServer(dialect, { trustProxy: true });
  });
  afterAll(() => server.destroy());

  defineContractSuite(() => server.api);
});
