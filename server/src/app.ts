import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { setOfficeTimeZone } from '@rentacar/rules';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createLoginThrottle,
  createWindowCounter,
  type LoginThrottle,
} from './auth/login-throttle.js';
import { createTokenService, resolveJwtSecret } from './auth/tokens.js';
import type { ServerConfig } from './config.js';
import { EMAIL_RATE_LIMITS, type EmailRateLimitName } from '@rentacar/contract';
import { openDatabase } from './db/database.js';
import { createOutbox, scheduleRendering, type Outbox } from './email/outbox.js';
import { queueDueReminders, scheduleReminders } from './email/reminders.js';
import { createSmtpTransport, EmailSender } from './email/sender.js';
import { prepareDatabase, type PreparedDatabase } from './db/startup.js';
import { createFleetChangeFeed } from './live/feed.js';
import type { LiveContext } from './live/routes.js';
import apiPlugin, { JSON_BODY_LIMIT } from './plugins/api.js';
import compressionPlugin from './plugins/compression.js';
import errorsPlugin, { handleClientError, handleError } from './plugins/errors.js';
import metricsPlugin, { countingLoginFailures, createMetrics } from './plugins/metrics.js';
import searchEnginesPlugin from './plugins/search-engines.js';
import securityPlugin from './plugins/security.js';
import staticAppPlugin, { hasBuiltApp } from './plugins/static-app.js';
import { connectRedis, createRedisConnection } from './redis.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the demo accounts exist (the start banner lists them only then). */
    hasDemoAccounts: boolean;
    /** Readiness answers 503 from now on, so a load balancer stops sending before `close()`. */
    beginShutdown(): void;
  }
}

export interface BuildOptions {
  /** Seed the demo data when the database is empty (default: `config.seedDemoData`). */
  seed?: boolean;
  /** Replaces the e-mail outbox (the benchmark measures bookings without one). */
  outbox?: Outbox;
}

/** The whole server, migrated and seeded, every plugin registered; `listen` is the caller's. */
export async function buildServer(
  config: ServerConfig,
  { seed = config.seedDemoData, outbox: replacedOutbox }: BuildOptions = {},
): Promise<FastifyInstance> {
  // Before anything reads the clock: the seed's dates too are the office's.
  setOfficeTimeZone(config.timeZone);
  const database = openDatabase(config);
  let prepared: PreparedDatabase;
  try {
    prepared = await prepareDatabase(database, {
      schema: config.databaseSchema,
      seedDemoData: seed,
      initialAdmin: config.initialAdmin,
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.oldPassword',
          '*.newPassword',
          '*.confirmPassword',
          '*.confirmNewPassword',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    // Undecodable paths and over-long path segments: the contract's error body, not Fastify's.
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
  });
  app.decorate('hasDemoAccounts', prepared.hasDemoAccounts);
  if (!prepared.hasAdministrator) {
    app.log.warn(
      'No administrator exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run create-admin -w @rentacar/server -- --email <e-mail>',
    );
  }
  const redis =
    config.redisUrl === undefined
      ? undefined
      : createRedisConnection(config.redisUrl, config.redisKeyPrefix, app.log);
  if (redis !== undefined) await connectRedis(redis);
  const { loginMaxFailures, loginEmailMaxFailures, loginWindowMs } = config.rateLimits;
  const metrics = createMetrics(database);
  const loginFailures = (max: number, name: string) =>
    createWindowCounter(redis, { max, windowMs: loginWindowMs }, name);
  const loginThrottle: LoginThrottle = countingLoginFailures(
    createLoginThrottle({
      perEmailAndAddress: loginFailures(loginMaxFailures, 'login-failures'),
      perEmail: loginFailures(loginEmailMaxFailures, 'login-failures-per-email'),
    }),
    metrics,
  );
  const emailLimits = Object.fromEntries(
    Object.entries(EMAIL_RATE_LIMITS).map(([name, { max, windowSeconds }]) => [
      name,
      createWindowCounter(redis, { max, windowMs: windowSeconds * 1000 }, `email-limit:${name}`),
    ]),
  ) as Record<EmailRateLimitName, ReturnType<typeof createWindowCounter>>;
  const outbox =
    replacedOutbox ??
    createOutbox({ timeZone: config.timeZone, mailFrom: config.email.from, money: config.money });
  // Without SMTP_URL nothing is sent: the e-mails stay queued, readable in the admin area.
  const sender =
    config.email.smtpUrl === undefined
      ? undefined
      : new EmailSender({
          db: database.db,
          dialect: database.dialect,
          transport: createSmtpTransport(config.email.smtpUrl),
          from: config.email.from,
          maxAttempts: config.email.maxAttempts,
          retryBaseMs: config.email.retryBaseMs,
          pollMs: config.email.pollMs,
          leaseMs: config.email.leaseMs,
          log: app.log,
        });
  // A job has no request to take an origin from: reminders link to PUBLIC_URL when set.
  const jobOrigin = config.publicUrl ?? `http://${config.host}:${config.port}`;
  const stopReminders = scheduleReminders(
    () => queueDueReminders(database.db, outbox, jobOrigin),
    config.email.reminderIntervalMs,
    (error) => app.log.error({ err: error }, 'Pick-up reminders could not be queued'),
  );
  // Rendered off the request whether or not anything is sent: the admin area shows them.
  const stopRendering = scheduleRendering(
    () => outbox.renderPending(database.db),
    config.email.pollMs,
    (error) => app.log.error({ err: error }, 'Queued e-mails could not be rendered'),
  );
  sender?.start();
  const fleetChanges = createFleetChangeFeed(database, {
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    log: app.log,
  });
  const liveStreams: LiveContext['streams'] = new Set();
  // Open streams never finish on their own: ended here, or closing would wait for them.
  // Node counts a connection that has not sent a request yet as busy (it may be sending headers),
  // so closing would wait for its headers timeout: clients such as undici open spare ones.
  const unusedConnections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unusedConnections.add(socket);
    socket.once('close', () => unusedConnections.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage) => unusedConnections.delete(request.socket));
  app.addHook('preClose', (done) => {
    for (const stream of liveStreams) stream.end();
    for (const socket of unusedConnections) socket.destroy();
    done();
  });
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  app.addHook('onClose', async () => {
    await stopReminders();
    await stopRendering();
    await sender?.stop();
    await fleetChanges.close();
    Object.values(emailLimits).forEach((counter) => counter.close());
    loginThrottle.close();
    redis?.client.disconnect();
    await database.close();
  });

  const servesApp = hasBuiltApp(config.appDistDir);
  await app.register(metricsPlugin, {
    metrics,
    token: config.metricsToken,
    port: config.metricsPort,
    host: config.host,
  });
  await app.register(compressionPlugin);
  await app.register(errorsPlugin, { servesApp });
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    mapTileOrigin: config.mapTileOrigin,
  });
  await app.register(apiPlugin, {
    rateLimits: config.rateLimits,
    database,
    tokens: createTokenService(
      resolveJwtSecret(config.jwtSecret, config.dataDir),
      config.jwtPreviousSecret === undefined
        ? []
        : [new TextEncoder().encode(config.jwtPreviousSecret)],
    ),
    loginThrottle,
    redis,
    outbox,
    emailLimits,
    publicUrl: config.publicUrl,
    maxRentalDays: config.maxRentalDays,
    minimumDriverAge: config.minimumDriverAge,
    turnaroundMinutes: config.turnaroundMinutes,
    defaultRentalRules: config.rentalRules,
    tax: config.tax,
    money: config.money,
    isShuttingDown: () => shuttingDown,
    fleetChanges,
    liveStreams,
  });
  if (servesApp) {
    await app.register(searchEnginesPlugin, { database, publicUrl: config.publicUrl });
    await app.register(staticAppPlugin, {
      appDistDir: config.appDistDir,
      renderedPageMaxAgeMs: config.renderedPageMaxAgeMs,
    });
  }
  return app;
}
