import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildOptions } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';

export type StartOptions = Partial<ServerConfig> & { dataDir: string } & Pick<
    BuildOptions,
    'outbox'
  >;

export interface StartedServer {
  app: FastifyInstance;
  /** e.g. `http://127.0.0.1:41234` (no trailing slash; the API is under `/api`). */
  url: string;
  close(): Promise<void>;
}

/** A server for tests and tools: an empty environment's defaults, overridden by `options`. */
export async function startServer({ outbox, ...options }: StartOptions): Promise<StartedServer> {
  const config: ServerConfig = {
    ...loadConfig({}, { terminal: false }),
    port: 0,
    logLevel: 'warn',
    ...options,
  };
  const app = await buildServer(config, { outbox });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  return { app, url: `http://${config.host}:${port}`, close: () => app.close() };
}
