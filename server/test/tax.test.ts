import { CONTRACT_TAX_RATE, defineTaxedQuoteSuite } from '@rentacar/contract-tests';
import { afterAll, beforeAll, describe } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from './helpers.js';

describe.each(DIALECTS)('on %s', (dialect) => {
  describe.each([false, true])('prices include tax: %s', (pricesIncludeTax) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(dialect, {
        trustProxy: true,
        tax: { ratePercent: CONTRACT_TAX_RATE, pricesIncludeTax },
      });
    });
    afterAll(() => server.destroy());

    defineTaxedQuoteSuite(() => server.api, pricesIncludeTax);
  });
});
