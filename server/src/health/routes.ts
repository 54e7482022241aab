import { sql } from 'kysely';
import type { ResourceHandlers } from '../operations.js';
import type { Context } from '../context.js';
import { isRedisReachable, type RedisConnection } from '../redis.js';

export interface HealthContext extends Context {
  redis: RedisConnection | undefined;
  isShuttingDown: () => boolean;
}

export function healthHandlers({
  db,
  dialect,
  redis,
  isShuttingDown,
}: HealthContext): ResourceHandlers<'health'> {
  return {
    // The database is required (a failure is a 500); Redis only enforces limits that fail open,
    // so without it the instance still serves everything: 200, reported as degraded.
    async getHealth() {
      await sql`select 1`.execute(db);
      if (redis === undefined) return { status: 'ok', database: dialect };
      const redisUp = await isRedisReachable(redis);
      return {
        status: redisUp ? 'ok' : 'degraded',
        database: dialect,
        redis: redisUp ? 'ok' : 'unavailable',
      };
    },

    // Nothing else is asked, so a database outage never makes an orchestrator restart everything.
    async getLiveness() {
      return { status: 'ok' };
    },

    // The migrations ran before any route existed; a stopping instance says no first, while its
    // requests in flight finish.
    async getReadiness(_request, reply) {
      if (isShuttingDown()) return reply.code(503).send({ status: 'stopping' });
      try {
        await sql`select 1`.execute(db);
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
      return { status: 'ready' };
    },
  };
}
