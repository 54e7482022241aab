import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@rentacar/demo-data';
import { buildServer } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';

function loadConfigOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfigOrExit();
const app = await buildServer(config).catch((error: unknown) => {
  // e.g. PostgreSQL unreachable or a failed migration: one clear line, no stack trace.
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  app.beginShutdown();
  // In-flight requests finish; a hung one must not keep the process alive forever.
  setTimeout(() => process.exit(1), config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS).unref();
  // The load balancer still sends requests until it has seen readiness fail: they are served.
  await sleep(config.shutdownDrainMs);
  await app.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // e.g. EADDRINUSE: say what failed instead of a stack trace.
  console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  await app.close();
  process.exit(1);
}
const { port } = app.server.address() as AddressInfo;
const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
  ? 'localhost'
  : config.host;
const url = `http://${shownHost}:${port}`;
const storage = config.databaseUrl === undefined ? `SQLite in ${config.dataDir}` : 'PostgreSQL';
const demoAccounts = app.hasDemoAccounts
  ? `Demo accounts:
  Administrator  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
  Customer       ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}
`
  : '';
console.log(`
Rentacar is running at ${url}  (API ${url}/api, reference ${url}/api/docs; ${storage})
${demoAccounts}`);
