// The contract suite against the HTTP mock server: the same tests the real server runs.
import { defineContractSuite } from '@rentacar/contract-tests';
import { afterAll, beforeAll } from 'vitest';
import { startMockServer, type MockServer } from './src/server';

let mockServer: MockServer;

beforeAll(async () => {
  mockServer = await startMockServer({ port: 0 });
});

afterAll(() => mockServer.close());

defineContractSuite(() => `${mockServer.url}/api`);
