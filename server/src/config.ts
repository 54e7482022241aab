import path from 'node:path';
import { FAILED_LOGIN_LIMIT, RATE_LIMITS } from '@rentacar/contract';
import { normaliseEmail } from '@rentacar/rules';
import { envSchema } from 'env-schema';
import { passwordRuleViolation } from './auth/password-rule.js';
import { DEFAULT_APP_DIST_DIR } from './paths.js';

export { OPENAPI_PATH } from './paths.js';

/** Everything the server reads from its environment, validated once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded SQLite database and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite database is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema holding the tables (tests use a throw-away one). */
  databaseSchema: string;
  /** HS256 signing secret; when absent one is generated and kept in `dataDir`. */
  jwtSecret: string | undefined;
  /** Browser origins allowed to call the API cross-origin; empty means same-origin only. */
  corsOrigins: string[];
  logLevel: LogLevel;
  trustProxy: boolean;
  /** The built single-page app served at `/` (skipped when the folder does not exist). */
  appDistDir: string;
  /** How long a vehicle page rendered with its data is sent again (0: rendered for each visit). */
  renderedPageMaxAgeMs: number;
  rateLimits: RateLimitConfig;
  /** Load the demo records (with their published passwords) into an empty database. */
  seedDemoData: boolean;
  /** The first administrator, created at start when the database has none. */
  initialAdmin: InitialAdmin | undefined;
  /** Shared store of the rate limits across instances; in-process counters when absent. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** `json` (one object a line, for log collectors) or `pretty` (for a developer's terminal). */
  logFormat: LogFormat;
}

export interface InitialAdmin {
  /** Already normalised (`normaliseEmail`). */
  email: string;
  password: string;
}

export interface RateLimitConfig {
  loginMaxFailures: number;
  loginWindowMs: number;
  publicMaxRequests: number;
  publicWindowMs: number;
  /** Login attempts per client address and window, whatever the e-mail or outcome. */
  loginAddressMaxRequests: number;
  loginAddressWindowMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

interface RawEnv {
  PORT: number;
  HOST: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_SCHEMA: string;
  JWT_SECRET?: string;
  CORS_ORIGINS: string;
  LOG_LEVEL: LogLevel;
  TRUST_PROXY: boolean;
  APP_DIST_DIR: string;
  RENDERED_PAGE_CACHE_SECONDS: number;
  RATE_LIMIT_LOGIN_MAX_FAILURES: number;
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: number;
  RATE_LIMIT_PUBLIC_MAX: number;
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: number;
  NODE_ENV?: string;
  SEED_DEMO_DATA?: boolean;
  ALLOW_DEMO_IN_PRODUCTION: boolean;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  REDIS_URL?: string;
  REDIS_KEY_PREFIX: string;
  LOG_FORMAT?: LogFormat;
  RATE_LIMIT_LOGIN_ADDRESS_MAX: number;
  RATE_LIMIT_LOGIN_ADDRESS_WINDOW_SECONDS: number;
}

const envJsonSchema = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_SCHEMA: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,62}$', default: 'public' },
    JWT_SECRET: { type: 'string', minLength: 32 },
    CORS_ORIGINS: { type: 'string', default: '' },
    LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info' },
    TRUST_PROXY: { type: 'boolean', default: false },
    APP_DIST_DIR: { type: 'string', minLength: 1, default: DEFAULT_APP_DIST_DIR },
    RENDERED_PAGE_CACHE_SECONDS: { type: 'integer', minimum: 0, maximum: 3600, default: 30 },
    RATE_LIMIT_LOGIN_MAX_FAILURES: { type: 'integer', minimum: 1, default: FAILED_LOGIN_LIMIT.max },
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: {
      type: 'integer',
      minimum: 1,
      default: FAILED_LOGIN_LIMIT.windowSeconds / 60,
    },
    RATE_LIMIT_PUBLIC_MAX: { type: 'integer', minimum: 1, default: RATE_LIMITS.publicWrite.max },
    RATE_LIMIT_PUBLIC_WINDOW_SECONDS: {
      type: 'integer',
      minimum: 1,
      default: RATE_LIMITS.publicWrite.windowSeconds,
    },
    NODE_ENV: { type: 'string' },
    SEED_DEMO_DATA: { type: 'boolean' },
    ALLOW_DEMO_IN_PRODUCTION: { type: 'boolean', default: false },
    ADMIN_EMAIL: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    ADMIN_PASSWORD: { type: 'string' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    REDIS_KEY_PREFIX: { type: 'string', default: 'rentacar:' },
    LOG_FORMAT: { type: 'string', enum: LOG_FORMATS },
    RATE_LIMIT_LOGIN_ADDRESS_MAX: {
      type: 'integer',
      minimum: 1,
      default: RATE_LIMITS.loginAddress.max,
    },
    RATE_LIMIT_LOGIN_ADDRESS_WINDOW_SECONDS: {
      type: 'integer',
      minimum: 1,
      default: RATE_LIMITS.loginAddress.windowSeconds,
    },
  },
} as const;

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES = Object.keys(envJsonSchema.properties);

/** Raised when the environment is unusable; its message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration. Relative paths (DATA_DIR, APP_DIST_DIR) are resolved
 * against the process's working directory; `terminal` tells whether the logs go to a person.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { terminal = process.stdout.isTTY }: { terminal?: boolean } = {},
): ServerConfig {
  const data = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  let raw: RawEnv;
  try {
    raw = envSchema<RawEnv>({ schema: envJsonSchema, data, env: false, dotenv: false });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: ${(error as Error).message.replaceAll('env/', '')}`,
    );
  }
  const corsOrigins = raw.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const badOrigin = corsOrigins.find((origin) => !/^https?:\/\/[^/]+$/.test(origin));
  if (badOrigin !== undefined) {
    throw new ConfigError(
      `Invalid configuration: CORS_ORIGINS entry "${badOrigin}" must be an origin like https://example.com`,
    );
  }
  const production = raw.NODE_ENV === 'production';
  // Anything but the embedded single-file default may run as several instances or face the
  // internet: a secret generated into one machine's data folder would split the instances.
  if (raw.JWT_SECRET === undefined && (production || raw.DATABASE_URL !== undefined)) {
    throw new ConfigError(
      `Invalid configuration: JWT_SECRET is required (at least 32 characters) when ${production ? 'NODE_ENV=production' : 'DATABASE_URL is set'}`,
    );
  }
  const seedDemoData = raw.SEED_DEMO_DATA ?? !production;
  if (production && seedDemoData && !raw.ALLOW_DEMO_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration: SEED_DEMO_DATA=true with NODE_ENV=production publishes the demo passwords; set ALLOW_DEMO_IN_PRODUCTION=true if that is really wanted',
    );
  }
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir: path.resolve(raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    databaseSchema: raw.DATABASE_SCHEMA,
    jwtSecret: raw.JWT_SECRET,
    corsOrigins,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    appDistDir: path.resolve(raw.APP_DIST_DIR),
    renderedPageMaxAgeMs: raw.RENDERED_PAGE_CACHE_SECONDS * 1000,
    rateLimits: {
      loginMaxFailures: raw.RATE_LIMIT_LOGIN_MAX_FAILURES,
      loginWindowMs: raw.RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60_000,
      publicMaxRequests: raw.RATE_LIMIT_PUBLIC_MAX,
      publicWindowMs: raw.RATE_LIMIT_PUBLIC_WINDOW_SECONDS * 1000,
      loginAddressMaxRequests: raw.RATE_LIMIT_LOGIN_ADDRESS_MAX,
      loginAddressWindowMs: raw.RATE_LIMIT_LOGIN_ADDRESS_WINDOW_SECONDS * 1000,
    },
    seedDemoData,
    initialAdmin: readInitialAdmin(raw),
    redisUrl: raw.REDIS_URL,
    redisKeyPrefix: raw.REDIS_KEY_PREFIX,
    // A person reads a terminal; log collectors (and production) get one JSON object a line.
    logFormat: raw.LOG_FORMAT ?? (terminal && !production ? 'pretty' : 'json'),
  };
}

function readInitialAdmin(raw: RawEnv): InitialAdmin | undefined {
  if (raw.ADMIN_EMAIL === undefined && raw.ADMIN_PASSWORD === undefined) return undefined;
  if (raw.ADMIN_EMAIL === undefined || raw.ADMIN_PASSWORD === undefined) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be given together',
    );
  }
  const violation = passwordRuleViolation(raw.ADMIN_PASSWORD);
  if (violation !== undefined) {
    throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD is too weak: ${violation}`);
  }
  return { email: normaliseEmail(raw.ADMIN_EMAIL), password: raw.ADMIN_PASSWORD };
}
