import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_MESSAGES,
  fleetChangeOf,
  MAX_UPLOAD_BYTES,
  RESOURCE_OPERATIONS,
  type EmailRateLimitName,
  type RateLimitName,
  type RentalRules,
  type Resource,
} from '@rentacar/contract';
import { CONTRACT_OPERATIONS } from '@rentacar/contract/operations';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { createPasswordHashing } from '../accounts.js';
import { createGuard, isOpenToAll, parseAudience, type Audience } from '../auth/guard.js';
import type { LoginThrottle, WindowCounter } from '../auth/login-throttle.js';
import type { TokenService } from '../auth/tokens.js';
import { OPENAPI_PATH, type RateLimitConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Outbox } from '../email/outbox.js';
import type { MoneySettings } from '@rentacar/rules';
import type { TaxSettings } from '@rentacar/rules/quote';
import { ApiError } from '../errors.js';
import type { OperationHandlers, OperationId, ResourceHandlers } from '../operations.js';
import { API_PREFIX } from '../paths.js';
import type { RedisConnection } from '../redis.js';
import { blockHandlers } from '../blocks/routes.js';
import { branchHandlers } from '../branches/routes.js';
import { calendarHandlers } from '../calendar/routes.js';
import { downloadHandlers } from '../downloads/routes.js';
import { emailHandlers } from '../emails/routes.js';
import { fileHandlers } from '../files/routes.js';
import { healthHandlers } from '../health/routes.js';
import type { FleetChangeFeed } from '../live/feed.js';
import { liveHandlers, type LiveContext } from '../live/routes.js';
import { messageHandlers } from '../messages/routes.js';
import { policyHandlers } from '../policies/routes.js';
import { reservationHandlers } from '../reservations/routes.js';
import { seasonHandlers } from '../seasons/routes.js';
import { sessionHandlers } from '../sessions/routes.js';
import { statsHandlers } from '../stats/routes.js';
import { userHandlers } from '../users/routes.js';
import { vehicleHandlers } from '../vehicles/routes.js';
import { createValidatorCompiler } from '../validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (`x-roles` of its operation); absent on non-contract routes. */
    audience?: Audience[];
    /** The media types the operation's request body may have; absent when it takes no body. */
    bodyMediaTypes?: string[];
  }
}

export interface ApiOptions {
  rateLimits: RateLimitConfig;
  database: Database;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  redis: RedisConnection | undefined;
  outbox: Outbox;
  emailLimits: Record<EmailRateLimitName, WindowCounter>;
  /** PUBLIC_URL: the origin of the links in e-mails (else the one each request was sent to). */
  publicUrl: string | undefined;
  maxRentalDays: number;
  minimumDriverAge: number;
  /** A new vehicle's turnaround when its input names none. */
  turnaroundMinutes: number;
  /** The rental rules until an administrator sets some. */
  defaultRentalRules: RentalRules;
  /** The sales tax every price carries. */
  tax: TaxSettings;
  /** The currency the price lines' labels write amounts in. */
  money: MoneySettings;
  isShuttingDown: () => boolean;
  fleetChanges: FleetChangeFeed;
  liveStreams: LiveContext['streams'];
}

export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * The operation's per-address limit (`x-rate-limit`, with the configured figures). Logins have one
 * on top of the per-e-mail limit, which alone lets a client try a password on every account.
 */
function addressRateLimit(operationId: OperationId, limits: RateLimitConfig) {
  const limitName = CONTRACT_OPERATIONS.find(
    (operation) => operation.operationId === operationId,
  )?.rateLimit;
  const configured: Record<RateLimitName, { max: number; timeWindow: number }> = {
    publicWrite: { max: limits.publicMaxRequests, timeWindow: limits.publicWindowMs },
    loginAddress: { max: limits.loginAddressMaxRequests, timeWindow: limits.loginAddressWindowMs },
    passwordResetAddress: {
      max: limits.passwordResetMaxRequests,
      timeWindow: limits.passwordResetWindowMs,
    },
  };
  return limitName === undefined ? undefined : configured[limitName];
}

const UNSUPPORTED_CONTENT_TYPE = API_MESSAGES.unsupportedContentType;
/** Types the API only answers with (openapi.yaml responses), never accepts. */
const RESPONSE_ONLY_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const isProbe = (operationId: string) =>
  (RESOURCE_OPERATIONS.health as readonly string[]).includes(operationId);

/** `multipart/form-data; boundary=x` -> `multipart/form-data`. */
const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

function createOperationHandlers({
  database,
  tokens,
  loginThrottle,
  redis,
  isShuttingDown,
  outbox,
  emailLimits,
  publicUrl,
  maxRentalDays,
  minimumDriverAge,
  turnaroundMinutes,
  fleetChanges,
  liveStreams,
  defaultRentalRules,
  tax,
  money,
}: ApiOptions): OperationHandlers {
  const { db, dialect } = database;
  const context = { db, dialect };
  const hashingWork = createPasswordHashing();
  const byResource: { [Name in Resource]: ResourceHandlers<Name> } = {
    sessions: sessionHandlers({
      ...context,
      tokens,
      loginThrottle,
      hashingWork,
      outbox,
      emailLimits,
      publicUrl,
    }),
    users: userHandlers({ ...context, hashingWork, outbox, publicUrl }),
    vehicles: vehicleHandlers({ ...context, minimumDriverAge, turnaroundMinutes }),
    branches: branchHandlers(context),
    blocks: blockHandlers(context),
    seasons: seasonHandlers(context),
    calendar: calendarHandlers(context),
    files: fileHandlers(context),
    reservations: reservationHandlers({
      ...context,
      outbox,
      publicUrl,
      maxRentalDays,
      defaultRentalRules,
      tax,
      money,
    }),
    policies: policyHandlers({ ...context, defaultRentalRules }),
    messages: messageHandlers(context),
    downloads: downloadHandlers(context),
    stats: statsHandlers(context),
    health: healthHandlers({ ...context, redis, isShuttingDown }),
    emails: emailHandlers({ ...context, outbox }),
    live: liveHandlers({ feed: fleetChanges, streams: liveStreams }),
  };
  return Object.assign({}, ...Object.values(byResource)) as OperationHandlers;
}

async function registerOperations(api: FastifyInstance, options: ApiOptions) {
  const { database } = options;
  const handlers = createOperationHandlers(options);
  const guard = createGuard(database.db, options.tokens);

  api.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId === undefined) return;
    const schema = route.schema as Record<string, unknown> & {
      body?: { content?: Record<string, unknown> };
    };
    const bodyMediaTypes = schema.body?.content && Object.keys(schema.body.content);
    route.config = {
      ...route.config,
      audience: parseAudience(schema['x-roles'], operationId),
      bodyMediaTypes,
    };
    // A multipart body is a stream Fastify cannot validate; the upload handler checks it.
    if (schema.body?.content?.['multipart/form-data'] !== undefined) delete schema.body;
  });
  // Before the body is parsed: 401/403 whatever was sent. A callback hook: async costs a promise.
  api.addHook('onRequest', (request, _reply, done) => {
    const audience = request.routeOptions.config.audience;
    if (audience === undefined || isOpenToAll(audience, request)) {
      done();
      return;
    }
    guard(request, audience).then(() => done(), done);
  });

  // Once a write has answered (and so committed), the open live screens hear of it.
  const operations = new Map(
    CONTRACT_OPERATIONS.map((operation) => [operation.operationId, operation]),
  );
  api.addHook('onResponse', (request, reply, done) => {
    const operationId = (request.routeOptions.schema as { operationId?: OperationId } | undefined)
      ?.operationId;
    const operation = operationId === undefined ? undefined : operations.get(operationId);
    const change = operation === undefined ? undefined : fleetChangeOf(operation);
    if (change !== undefined && reply.statusCode < 300) {
      options.fleetChanges.publish(change).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Live updates: a change could not be announced');
      });
    }
    done();
  });

  // Fastify validates only the body's own media type: undeclared ones are refused before reading.
  api.addHook('preParsing', (request, _reply, payload, done) => {
    const accepted = request.routeOptions.config.bodyMediaTypes;
    const contentType = request.headers['content-type'];
    const refused =
      accepted !== undefined &&
      contentType !== undefined &&
      !accepted.includes(mediaTypeOf(contentType));
    done(refused ? new ApiError(415, UNSUPPORTED_CONTENT_TYPE) : null, payload);
  });

  await api.register(openapiGlue, {
    specification: OPENAPI_PATH,
    operationResolver: (operationId) => {
      const handler = handlers[operationId as OperationId];
      if (handler === undefined) throw new Error(`No handler for operation ${operationId}`);
      const rateLimit = addressRateLimit(operationId as OperationId, options.rateLimits);
      return {
        handler: handler as RouteOptions['handler'],
        config: rateLimit === undefined ? {} : { rateLimit },
        // Probes arrive every few seconds: their answers would drown the log.
        ...(isProbe(operationId) ? { logLevel: 'warn' } : {}),
      } as RouteOptions;
    },
  });
}

/** The contract's operations under /api, with parsers, validation, limits and /api/docs. */
const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  // Not awaited: each loads within its own start-up time limit rather than all within this one's.
  app.setValidatorCompiler(createValidatorCompiler());
  // The API speaks JSON (and multipart for uploads) only.
  app.removeContentTypeParser('text/plain');
  // fastify-openapi-glue warns at start about a contract media type without a parser.
  app.addContentTypeParser(RESPONSE_ONLY_TYPES, (_request, _payload, done) =>
    done(new ApiError(415, UNSUPPORTED_CONTENT_TYPE), undefined),
  );
  app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  // Shared through Redis when configured; a Redis failure skips the limit, not the request.
  app.register(rateLimit, {
    global: false,
    ...(options.redis === undefined
      ? {}
      : { redis: options.redis.client, nameSpace: 'rate-limit:', skipOnError: true }),
  });
  app.register(swagger, {
    mode: 'static',
    specification: { path: OPENAPI_PATH, baseDir: path.dirname(OPENAPI_PATH) },
  });
  app.register((api) => registerOperations(api, options), { prefix: API_PREFIX });
  app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
};

export default fastifyPlugin(apiPlugin, { name: 'api' });
