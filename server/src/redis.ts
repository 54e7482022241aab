import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a request may wait for Redis before its limit is skipped (fail open). */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 5000;

/**
 * A Redis client for the rate limits that never makes a request wait for a Redis that is gone:
 * commands fail at once while disconnected (no offline queue, no retries) and after
 * COMMAND_TIMEOUT_MS when Redis hangs, and the client keeps reconnecting in the background.
 * An outage is logged once when it starts and once when it ends, not once per request.
 */
export function createRedisClient(url: string, keyPrefix: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
    lazyConnect: true,
  });
  let outageReported = false;
  client.on('error', (error: Error) => {
    if (outageReported) return;
    outageReported = true;
    log.error(
      { err: error },
      'Redis unavailable: rate limits are not enforced until it is back (requests are still served)',
    );
  });
  client.on('ready', () => {
    if (!outageReported) return;
    outageReported = false;
    log.info('Redis available again: rate limits are enforced');
  });
  return client;
}

/** Connects, but starts anyway (failing open) when Redis is down: it may come back later. */
export async function connectRedis(client: Redis): Promise<void> {
  try {
    await client.connect();
  } catch {
    // Reported by the 'error' listener; the client keeps retrying in the background.
  }
}

export async function isRedisReachable(client: Redis): Promise<boolean> {
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}
