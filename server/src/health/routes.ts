import { sql } from 'kysely';
import type { ResourceHandlers } from '../operations.js';
import type { Context } from '../context.js';
import { isRedisReachable, type RedisConnection } from '../redis.js';

export interface HealthContext extends Context {
  redis: RedisConnection | undefined;
  /** Whether the instance is stopping (SIGTERM): then it is no longer ready. */
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

    // Liveness: the process answers (restart it when not); nothing else is asked, so a database
    // outage never makes an orchestrator restart every instance.
    async getLiveness() {
      return { status: 'ok' };
    },

    // Readiness: worth sending requests to. `buildServer` ran the migrations before any route
    // exists, so an answer means they are done; the database must answer, and a stopping
    // instance says no first, while its requests in flight finish.
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
