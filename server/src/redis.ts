import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a request may wait for Redis before its limit is skipped (fail open). */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 5000;

/** Logs an outage once as it starts and ends; a hung Redis's timeouts report here too. */
export class RedisOutageLog {
  #down = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  failed(error: Error): void {
    if (this.#down) return;
    this.#down = true;
    this.log.error(
      { err: error },
      'Redis unavailable: rate limits are not enforced until it is back (requests are still served)',
    );
  }

  recovered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.log.info('Redis available again: rate limits are enforced');
  }
}

export interface RedisConnection {
  client: Redis;
  outages: RedisOutageLog;
}

/** Never makes a request wait for a Redis that is gone; reconnects in the background. */
export function createRedisConnection(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): RedisConnection {
  const client = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
    lazyConnect: true,
  });
  const outages = new RedisOutageLog(log);
  client.on('error', (error: Error) => outages.failed(error));
  client.on('ready', () => outages.recovered());
  return { client, outages };
}

/** Connects, but starts anyway (failing open) when Redis is down: it may come back later. */
export async function connectRedis({ client }: RedisConnection): Promise<void> {
  try {
    await client.connect();
  } catch {
    // Reported by the 'error' listener; the client keeps retrying in the background.
  }
}

export async function isRedisReachable({ client, outages }: RedisConnection): Promise<boolean> {
  try {
    const reachable = (await client.ping()) === 'PONG';
    outages.recovered();
    return reachable;
  } catch (error) {
    outages.failed(error as Error);
    return false;
  }
}
