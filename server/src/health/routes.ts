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
    // Redis only enforces limits that fail open: without it, 200 reported as degraded.
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

    // Migrations ran before any route existed; a stopping instance says no while requests finish.
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
