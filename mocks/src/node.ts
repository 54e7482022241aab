import { readDemoImage } from '@rentacar/demo-data/node';
import { setupServer } from 'msw/node';
import { setSeedImageReader } from './db';
import { handlers } from './handlers';

export * from './index';

setSeedImageReader(readDemoImage);

/** msw/node interception for vitest: `server.listen()` in a setup file, `server.use(...)` per test. */
export const server = setupServer(...handlers);
