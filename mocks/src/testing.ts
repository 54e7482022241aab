import { createContractContext } from '@rentacar/contract-tests';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { reset, server } from './node';

/** Base URL the unit tests call; msw/node intercepts it, so no server listens there. */
const BASE_URL = 'http://mock.test/api';

const contract = createContractContext(() => BASE_URL);

/** A typed client sending `token` when given (the contract suite's, so the mock needs no client). */
export const apiClient = (token?: string) => contract.client(token);

/** msw/node around each test file, fresh demo data and no overrides before each test. */
export function setUpMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => reset());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
