import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Absolute, because Node's fetch cannot resolve the browser default `/api`. */
export const TEST_BASE_URL = 'http://rentacar.test/api';

/** An MSW server for one test file; each test adds the handlers it needs with `server.use`. */
export function startTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
