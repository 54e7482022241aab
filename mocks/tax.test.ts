// The contract's taxed quotes against the HTTP mock server, its sales tax set as the server's is.
import { CONTRACT_TAX_RATE, defineTaxedQuoteSuite } from '@rentacar/contract-tests';
import { afterAll, beforeAll, describe } from 'vitest';
import { db } from './src/db';
import { startMockServer, type MockServer } from './src/server';

describe.each([false, true])('prices include tax: %s', (pricesIncludeTax) => {
  let mockServer: MockServer;

  beforeAll(async () => {
    mockServer = await startMockServer({ port: 0 });
    db.tax = { ratePercent: CONTRACT_TAX_RATE, pricesIncludeTax };
  });
  afterAll(() => mockServer.close());

  defineTaxedQuoteSuite(() => `${mockServer.url}/api`, pricesIncludeTax);
});
