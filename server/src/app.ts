import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Socket } from 'node:net';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_MESSAGES,
  ERROR_STATUS_NAMES,
  MAX_UPLOAD_BYTES,
  type ErrorStatusCode,
} from '@rentacar/api';
import Fastify, {
  type ConnectionError,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { sql } from 'kysely';
import { createGuard, parseAudience, type Audience } from './auth/guard.js';
import {
  InMemoryLoginThrottle,
  RedisLoginThrottle,
  type LoginThrottle,
} from './auth/login-throttle.js';
import { createTokenService, resolveJwtSecret, type TokenService } from './auth/tokens.js';
import { OPENAPI_PATH, type RateLimitConfig, type ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { prepareDatabase, type PreparedDatabase } from './db/startup.js';
import { ApiError, toApiStatusCode } from './errors.js';
import type { OperationHandlers, OperationId } from './operations.js';
import {
  connectRedis,
  createRedisConnection,
  isRedisReachable,
  type RedisConnection,
} from './redis.js';
import { adminStatsHandlers } from './routes/admin-stats.js';
import { contactMessageHandlers } from './routes/contact-messages.js';
import { downloadHandlers } from './routes/downloads.js';
import { fileHandlers } from './routes/files.js';
import { reservationHandlers } from './routes/reservations.js';
import { userHandlers } from './routes/users.js';
import { vehicleHandlers } from './routes/vehicles.js';
import { createValidatorCompiler, validationMessage } from './validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (`x-roles` of its operation); absent on non-contract routes. */
    audience?: Audience[];
    /** The media types the operation's request body may have; absent when it takes no body. */
    bodyMediaTypes?: string[];
  }
  interface FastifyInstance {
    /** Whether the demo accounts exist (the start banner lists them only then). */
    hasDemoAccounts: boolean;
  }
}

export const API_PREFIX = '/api';
const JSON_BODY_LIMIT = 1024 * 1024;
/** Operations open to anyone that write data: limited per client address. */
const PUBLIC_WRITE_OPERATIONS: ReadonlySet<OperationId> = new Set([
  'register',
  'createContactMessage',
]);

/**
 * The per-client-address limit of an operation (@fastify/rate-limit route config, so it uses
 * whatever store the plugin is given), or none. Logins are limited per address on top of the
 * per-e-mail failure limit, which alone lets one client try a password on every account.
 */
function addressRateLimit(operationId: OperationId, limits: RateLimitConfig) {
  if (PUBLIC_WRITE_OPERATIONS.has(operationId)) {
    return { max: limits.publicMaxRequests, timeWindow: limits.publicWindowMs };
  }
  if (operationId === 'login') {
    return { max: limits.loginAddressMaxRequests, timeWindow: limits.loginAddressWindowMs };
  }
  return undefined;
}

const UNSUPPORTED_CONTENT_TYPE = API_MESSAGES.unsupportedContentType;
/** Types the API only answers with (openapi.yaml responses), never accepts. */
const RESPONSE_ONLY_TYPES = [
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** A URL without its query. */
const pathOf = (url: string) => url.split('?')[0] ?? url;
const requestPath = (request: FastifyRequest) => pathOf(request.url);

/** `multipart/form-data; boundary=x` -> `multipart/form-data`. */
const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** The contract's `ApiError` body for a request to `url` (its query left out). */
const errorBody = (statusCode: ErrorStatusCode, message: string, url: string) => ({
  status: ERROR_STATUS_NAMES[statusCode],
  message,
  timestamp: new Date().toISOString(),
  path: pathOf(url),
});

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: ErrorStatusCode,
  message: string,
) {
  return reply.code(statusCode).send(errorBody(statusCode, message, request.url));
}

/** Every failure as the contract's error body; unexpected ones are logged and stay vague. */
function describeError(error: FastifyError): { statusCode: ErrorStatusCode; message: string } {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    return {
      statusCode: 400,
      message: validationMessage(error.validation, error.validationContext),
    };
  }
  switch (error.code) {
    // The router's own failures (Fastify's frameworkErrors): a path that does not decode
    // (`%c0%ae`, a lone `%`) or a path segment longer than the router takes.
    case 'FST_ERR_BAD_URL':
      return { statusCode: 400, message: 'path: is not a valid URL' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { statusCode: 400, message: 'path: a path segment is too long' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: 'body: is not valid JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, message: 'body: is required' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, message: UNSUPPORTED_CONTENT_TYPE };
  }
  const statusCode = toApiStatusCode(error.statusCode ?? 500);
  if (statusCode === 429) return { statusCode, message: API_MESSAGES.tooManyRequests };
  if (statusCode === 500) return { statusCode, message: 'Internal server error' };
  return { statusCode, message: error.message };
}

/** Why Node's HTTP parser refused a request before Fastify saw it (`clientError` codes). */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'Request headers are too large',
  ERR_HTTP_REQUEST_TIMEOUT: 'Request timed out',
};

/**
 * Requests Node's HTTP parser refuses (headers over 16 kB, broken request lines, timeouts) never
 * reach Fastify's routing; they get the contract's error body too, written to the socket.
 */
function handleClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    // Typed as a Buffer's JSON form, but Node hands over the Buffer itself.
    const packet: unknown = error.rawPacket;
    const requestLine = Buffer.isBuffer(packet) ? packet.toString('latin1').split('\r\n')[0]! : '';
    const target = requestLine.split(' ')[1] ?? '/';
    const body = JSON.stringify(
      errorBody(400, CLIENT_ERROR_MESSAGES[error.code] ?? 'Malformed HTTP request', target),
    );
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = describeError(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, statusCode, message);
}

interface Services {
  config: ServerConfig;
  database: Database;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  redis: RedisConnection | undefined;
}

function createOperationHandlers({ database, tokens, loginThrottle }: Services): OperationHandlers {
  const context = { db: database.db, dialect: database.dialect };
  return {
    ...userHandlers({ ...context, tokens, loginThrottle }),
    ...contactMessageHandlers(context),
    ...vehicleHandlers(context),
    ...fileHandlers(context),
    ...reservationHandlers(context),
    ...downloadHandlers(context),
    ...adminStatsHandlers(context),
  };
}

/** The contract's operations under /api: routes and validation straight from openapi.yaml. */
async function registerApi(api: FastifyInstance, services: Services) {
  const { config, database } = services;
  const handlers = createOperationHandlers(services);
  const guard = createGuard(database.db, services.tokens);

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
  // Runs before the body is parsed: an anonymous or unauthorised caller gets 401/403 whatever
  // it sent.
  api.addHook('onRequest', async (request) => {
    const audience = request.routeOptions.config.audience;
    if (audience !== undefined) await guard(request, audience);
  });

  // Fastify validates a body only against the schema of its own media type, so a JSON operation
  // sent `multipart/form-data` would reach its handler unvalidated: any type the operation does
  // not declare is refused before the body is read.
  api.addHook('preParsing', async (request) => {
    const accepted = request.routeOptions.config.bodyMediaTypes;
    const contentType = request.headers['content-type'];
    if (accepted === undefined || contentType === undefined) return;
    if (!accepted.includes(mediaTypeOf(contentType))) {
      throw new ApiError(415, UNSUPPORTED_CONTENT_TYPE);
    }
  });

  // The database is required (a failure is a 500); Redis only enforces limits that fail open, so
  // without it the instance still serves everything: 200, reported as degraded.
  api.get('/health', async () => {
    await sql`select 1`.execute(database.db);
    if (services.redis === undefined) return { status: 'ok', database: database.dialect };
    const redisUp = await isRedisReachable(services.redis);
    return {
      status: redisUp ? 'ok' : 'degraded',
      database: database.dialect,
      redis: redisUp ? 'ok' : 'unavailable',
    };
  });

  await api.register(openapiGlue, {
    specification: OPENAPI_PATH,
    operationResolver: (operationId) => {
      const handler = handlers[operationId as OperationId];
      if (handler === undefined) throw new Error(`No handler for operation ${operationId}`);
      const rateLimit = addressRateLimit(operationId as OperationId, config.rateLimits);
      return {
        handler: handler as RouteOptions['handler'],
        config: rateLimit === undefined ? {} : { rateLimit },
      } as RouteOptions;
    },
  });
}

/** The built app at `/`; any other GET that is no file answers index.html (client routing). */
async function registerApp(app: FastifyInstance, appDistDir: string) {
  await app.register(fastifyStatic, {
    root: appDistDir,
    wildcard: false,
    cacheControl: false,
    setHeaders(response, filePath) {
      // Vite fingerprints everything under assets/; index.html must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    // styled-components injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The contact page embeds a map.
    frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    // Plain http on localhost must keep working.
    upgradeInsecureRequests: null,
  },
};

export interface BuildOptions {
  /** Seed the demo data when the database is empty (default: `config.seedDemoData`). */
  seed?: boolean;
}

/**
 * The whole server: opens (and migrates) the database, seeds it when empty, and wires the API,
 * its reference page and the built app. `listen` is left to the caller.
 */
export async function buildServer(
  config: ServerConfig,
  { seed = config.seedDemoData }: BuildOptions = {},
): Promise<FastifyInstance> {
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
    // Nobody could manage users or vehicles: tell the operator how to fix it.
    app.log.warn(
      'No administrator exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run create-admin -w @rentacar/server -- --email <e-mail>',
    );
  }
  const redis =
    config.redisUrl === undefined
      ? undefined
      : createRedisConnection(config.redisUrl, config.redisKeyPrefix, app.log);
  if (redis !== undefined) await connectRedis(redis);
  const throttleLimits = {
    maxFailures: config.rateLimits.loginMaxFailures,
    windowMs: config.rateLimits.loginWindowMs,
  };
  const loginThrottle: LoginThrottle =
    redis === undefined
      ? new InMemoryLoginThrottle(throttleLimits)
      : new RedisLoginThrottle(redis, throttleLimits);
  app.addHook('onClose', async () => {
    loginThrottle.close();
    redis?.client.disconnect();
    await database.close();
  });

  app.setValidatorCompiler(createValidatorCompiler());
  // The API speaks JSON (and multipart for uploads) only.
  app.removeContentTypeParser('text/plain');
  // Declared so that fastify-openapi-glue, which looks for a parser for every media type of the
  // contract, does not warn about them at each start; such request bodies are refused.
  app.addContentTypeParser(RESPONSE_ONLY_TYPES, (_request, _payload, done) =>
    done(new ApiError(415, UNSUPPORTED_CONTENT_TYPE), undefined),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(handleError);

  await app.register(helmet, {
    contentSecurityPolicy,
    // An app served from an allowed other origin must still be able to show vehicle images.
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition'],
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  // Route-level limits (`config.rateLimit` of an operation) count in Redis when configured, so
  // every instance shares them; a Redis failure skips the limit rather than failing the request.
  await app.register(rateLimit, {
    global: false,
    ...(redis === undefined
      ? {}
      : { redis: redis.client, nameSpace: 'rate-limit:', skipOnError: true }),
  });
  await app.register(swagger, {
    mode: 'static',
    specification: { path: OPENAPI_PATH, baseDir: path.dirname(OPENAPI_PATH) },
  });
  const services: Services = {
    config,
    database,
    tokens: createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    loginThrottle,
    redis,
  };
  await app.register((api) => registerApi(api, services), {
    prefix: API_PREFIX,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  const hasApp = fs.existsSync(path.join(config.appDistDir, 'index.html'));
  if (hasApp) await registerApp(app, config.appDistDir);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !requestPath(request).startsWith(`${API_PREFIX}/`) &&
      requestPath(request) !== API_PREFIX;
    if (isPageRequest && hasApp) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const message = isPageRequest
      ? 'The web app is not built (npm run build); the API is under /api'
      : `Route ${request.method} ${requestPath(request)} not found`;
    return sendError(request, reply, 404, message);
  });

  return app;
}
