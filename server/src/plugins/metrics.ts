import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { API_MESSAGES } from '@rentacar/contract';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../errors.js';

export interface ServerMetrics {
  registry: Registry;
  loginFailures: Counter;
}

export function createMetrics(database: Database): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  const { poolUsage } = database;
  if (poolUsage !== undefined) {
    gauge(
      'rentacar_db_pool_connections_in_use',
      'PostgreSQL connections running a query',
      () => poolUsage().inUse,
    );
    gauge(
      'rentacar_db_pool_waiting_requests',
      'Queries waiting for a free PostgreSQL connection',
      () => poolUsage().waiting,
    );
  }
  const outboxFigures = outboxReader(database);
  gauge(
    'rentacar_email_outbox_queued',
    'E-mails waiting to be sent (queued, including those between retries)',
    async () => (await outboxFigures()).queued,
  );
  gauge(
    'rentacar_email_outbox_oldest_queued_seconds',
    'Age of the oldest queued e-mail (0 when none waits)',
    async () => (await outboxFigures()).oldestQueuedSeconds,
  );
  const loginFailures = new Counter({
    name: 'rentacar_login_failures_total',
    help: 'Logins refused for a wrong e-mail or password',
    registers: [registry],
  });
  return { registry, loginFailures };
}

/** While the pool is full, a scrape answers the figures read last rather than queue for it. */
function outboxReader({ db, poolUsage }: Database) {
  let last = { queued: 0, oldestQueuedAtMs: undefined as number | undefined };
  return async () => {
    if (poolUsage?.().full !== true) {
      const { queued, oldest } = await db
        .selectFrom('emailOutbox')
        .select((eb) => [eb.fn.countAll().as('queued'), eb.fn.min('queuedAtMs').as('oldest')])
        .where('status', '=', 'queued')
        .executeTakeFirstOrThrow();
      last = {
        queued: Number(queued),
        oldestQueuedAtMs: oldest === null ? undefined : Number(oldest),
      };
    }
    const { queued, oldestQueuedAtMs } = last;
    return {
      queued,
      oldestQueuedSeconds:
        oldestQueuedAtMs === undefined ? 0 : Math.max(0, (Date.now() - oldestQueuedAtMs) / 1000),
    };
  };
}

export function countingLoginFailures(
  throttle: LoginThrottle,
  metrics: ServerMetrics,
): LoginThrottle {
  return {
    ...throttle,
    async recordFailure(email, address) {
      metrics.loginFailures.inc();
      await throttle.recordFailure(email, address);
    },
  };
}

export interface MetricsOptions {
  metrics: ServerMetrics;
  /** Bearer token of `GET /metrics` on the main port; without it that route does not exist. */
  token: string | undefined;
  /** A listener of its own for `GET /metrics` (no token). */
  port: number | undefined;
  host: string;
}

const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time. */
function holdsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** Never public: `/metrics` for a bearer of METRICS_TOKEN, or on METRICS_PORT only. */
const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const { registry } = options.metrics;
  const durations = new Histogram({
    name: 'rentacar_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rentacar_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit or the login throttle, by route',
    labelNames: ['route'],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'rentacar_bookings_created_total',
    help: 'Reservations created',
    registers: [registry],
  });

  // A callback hook: an async one costs every request a promise.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the URL: ids and unknown paths would make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    durations.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) refusals.inc({ route });
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
      ?.operationId;
    if (operationId === 'createReservation' && status < 300) bookings.inc();
    done();
  });

  const { token, port } = options;
  if (token !== undefined) {
    app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
      if (!holdsToken(request.headers.authorization, token)) {
        throw new ApiError(401, API_MESSAGES.invalidToken);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  if (port !== undefined) {
    const listener = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== METRICS_PATH) {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(port, options.host, resolve);
      });
    });
    app.addHook('onClose', async () => {
      if (listener.listening) await new Promise((resolve) => listener.close(resolve));
    });
  }
};

export default fastifyPlugin(metricsPlugin, { name: 'metrics' });
