/**
 * Child-process entry of the end-to-end server (run with `node --import tsx`, see global-setup.ts):
 * the real server on a free port with the configuration from the environment (DATA_DIR, and
 * DATABASE_URL + DATABASE_SCHEMA for PostgreSQL). It prints its address as one JSON line, and
 * stops cleanly on SIGTERM/SIGINT or when the test runner that started it goes away.
 */
import { loadConfig, startServer } from '@rentacar/server';
import { READY_PREFIX } from './server-protocol.js';

const { dataDir, ...config } = loadConfig();
const server = await startServer({ ...config, dataDir, port: 0, logLevel: 'error' });
process.stdout.write(`${READY_PREFIX}${JSON.stringify({ url: server.url })}\n`);

async function stop() {
  await server.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
process.once('disconnect', () => void stop());
