import { createApiClient, type ApiClient } from '@rentacar/api';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { reset, server } from './node';

/** Base URL the unit tests call; msw/node intercepts it, so no server listens there. */
const BASE_URL = 'http://mock.test/api';

/** A typed client sending `token` when given. */
export const apiClient = (token?: string): ApiClient =>
  createApiClient({ baseUrl: BASE_URL, getToken: () => token });

/** msw/node around each test file, fresh demo data and no overrides before each test. */
export function setUpMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => reset());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
