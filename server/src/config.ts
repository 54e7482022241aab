import fs from 'node:fs';
import path from 'node:path';
import { FAILED_LOGIN_LIMIT, RATE_LIMITS } from '@rentacar/contract';
import { DEFAULT_MONEY, isTimeZone, normaliseEmail, officeTimeZone } from '@rentacar/rules';
import { envSchema } from 'env-schema';
import { passwordRuleViolation } from './auth/password-rule.js';
import { DEFAULT_APP_DIST_DIR } from './paths.js';

export { OPENAPI_PATH } from './paths.js';

/** Everything the server reads from its environment, validated once at start. */
/** The outbox's sender (`email/sender.ts`) and the e-mail limits. */
export interface EmailConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; absent: nothing is sent, e-mails stay queued. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `Rentacar <bookings@rentacar.example.com>`. */
  from: string;
  /** Delivery attempts before an e-mail is marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further one doubles it (at most an hour). */
  retryBaseMs: number;
  /** How often the sender looks for due e-mails. */
  pollMs: number;
  /** How long a claimed e-mail is held by its sender before another instance may take it. */
  leaseMs: number;
  /** How often the pick-up reminders are queued. */
  reminderIntervalMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded SQLite database and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite database is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema holding the tables (tests use a throw-away one). */
  databaseSchema: string;
  /** PostgreSQL connections this instance opens at most. */
  databasePoolMax: number;
  /** PostgreSQL cancels a statement running longer (0: no limit). */
  databaseStatementTimeoutMs: number;
  /** HS256 signing secret; when absent one is generated and kept in `dataDir`. */
  jwtSecret: string | undefined;
  /** The secret before the last rotation: its tokens are still accepted, never issued. */
  jwtPreviousSecret: string | undefined;
  /** IANA zone of the business clock: "now", the dashboard's months. */
  timeZone: string;
  /**
   * How the e-mails write amounts: the currency the prices are in (ISO 4217) and the locale of
   * English e-mails (BCP 47); the app's build takes the same two as `VITE_CURRENCY`, `VITE_LOCALE`.
   */
  money: { currency: string; locale: string };
  /** Bearer token of `GET /metrics` on the main port; absent: no metrics there. */
  metricsToken: string | undefined;
  /** Port of a listener serving only `GET /metrics` (on `host`); absent: none. */
  metricsPort: number | undefined;
  /** Browser origins allowed to call the API cross-origin; empty means same-origin only. */
  corsOrigins: string[];
  /**
   * The origin the site is published at (`https://rentacar.example.com`), for the absolute URLs of
   * robots.txt and the sitemap; when absent, the origin each request was sent to.
   */
  publicUrl: string | undefined;
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
  email: EmailConfig;
  /** `json` (one object a line, for log collectors) or `pretty` (for a developer's terminal). */
  logFormat: LogFormat;
  /**
   * After SIGTERM, how long the instance answers readiness 503 while still serving every request,
   * before it stops taking connections: the time its load balancer needs to notice.
   */
  shutdownDrainMs: number;
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
  /** Failed logins per e-mail from any address before it answers 429 everywhere. */
  loginEmailMaxFailures: number;
  /** Password reset requests, resets and e-mail confirmations per client address and window. */
  passwordResetMaxRequests: number;
  passwordResetWindowMs: number;
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
  DATABASE_POOL_MAX: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  JWT_SECRET?: string;
  JWT_SECRET_PREVIOUS?: string;
  TIME_ZONE?: string;
  CURRENCY: string;
  LOCALE: string;
  METRICS_TOKEN?: string;
  METRICS_PORT?: number;
  CORS_ORIGINS: string;
  PUBLIC_URL?: string;
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
  SHUTDOWN_DRAIN_MS: number;
  RATE_LIMIT_LOGIN_EMAIL_MAX_FAILURES: number;
  RATE_LIMIT_PASSWORD_RESET_MAX: number;
  RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: number;
  SMTP_URL?: string;
  MAIL_FROM: string;
  EMAIL_MAX_ATTEMPTS: number;
  EMAIL_RETRY_BASE_MS: number;
  EMAIL_POLL_MS: number;
  EMAIL_LEASE_MS: number;
  EMAIL_REMINDER_INTERVAL_MS: number;
}

const envJsonSchema = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_SCHEMA: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,62}$', default: 'public' },
    DATABASE_POOL_MAX: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    DATABASE_STATEMENT_TIMEOUT_MS: { type: 'integer', minimum: 0, default: 0 },
    SHUTDOWN_DRAIN_MS: { type: 'integer', minimum: 0, maximum: 300_000, default: 0 },
    JWT_SECRET: { type: 'string', minLength: 32 },
    JWT_SECRET_PREVIOUS: { type: 'string', minLength: 32 },
    TIME_ZONE: { type: 'string', minLength: 1 },
    CURRENCY: { type: 'string', pattern: '^[A-Z]{3}$', default: DEFAULT_MONEY.currency },
    LOCALE: { type: 'string', minLength: 2, default: DEFAULT_MONEY.locale },
    METRICS_TOKEN: { type: 'string', minLength: 16 },
    METRICS_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    CORS_ORIGINS: { type: 'string', default: '' },
    PUBLIC_URL: { type: 'string' },
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
    RATE_LIMIT_LOGIN_EMAIL_MAX_FAILURES: {
      type: 'integer',
      minimum: 1,
      default: FAILED_LOGIN_LIMIT.perEmailMax,
    },
    RATE_LIMIT_PASSWORD_RESET_MAX: {
      type: 'integer',
      minimum: 1,
      default: RATE_LIMITS.passwordResetAddress.max,
    },
    RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: {
      type: 'integer',
      minimum: 1,
      default: RATE_LIMITS.passwordResetAddress.windowSeconds,
    },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', minLength: 3, default: 'Rentacar <no-reply@localhost>' },
    EMAIL_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    EMAIL_RETRY_BASE_MS: { type: 'integer', minimum: 1, default: 5000 },
    EMAIL_POLL_MS: { type: 'integer', minimum: 10, default: 1000 },
    EMAIL_LEASE_MS: { type: 'integer', minimum: 100, default: 120_000 },
    EMAIL_REMINDER_INTERVAL_MS: { type: 'integer', minimum: 100, default: 60_000 },
  },
} as const;

/** Secrets that may come from a file instead (`<NAME>_FILE`: Docker and systemd credentials). */
const SECRETS = [
  'JWT_SECRET',
  'JWT_SECRET_PREVIOUS',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
  'SMTP_URL',
] as const;
const fileVariable = (secret: string) => `${secret}_FILE`;

/** Every variable the server reads; `docs/deploy.md` lists each (a server test checks). */
export const ENVIRONMENT_VARIABLES: readonly string[] = [
  ...Object.keys(envJsonSchema.properties),
  ...SECRETS.map(fileVariable),
];

/** Whether `tag` is a well-formed locale that this runtime's number formats know. */
function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

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
  // Only the variables of the schema are read (by name), so a test can list what is read.
  const data = Object.fromEntries(
    Object.keys(envJsonSchema.properties).flatMap((name) => {
      const value = readVariable(env, name);
      return value === undefined ? [] : [[name, value]];
    }),
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
  const publicUrl = raw.PUBLIC_URL?.replace(/\/$/, '');
  if (publicUrl !== undefined && !/^https?:\/\/[^/?#]+$/.test(publicUrl)) {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL "${raw.PUBLIC_URL}" must be an origin like https://rentacar.example.com`,
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
  if (raw.TIME_ZONE !== undefined && !isTimeZone(raw.TIME_ZONE)) {
    throw new ConfigError(
      `Invalid configuration: TIME_ZONE "${raw.TIME_ZONE}" is not an IANA time zone (e.g. Europe/Berlin)`,
    );
  }
  if (!Intl.supportedValuesOf('currency').includes(raw.CURRENCY)) {
    throw new ConfigError(
      `Invalid configuration: CURRENCY "${raw.CURRENCY}" is not an ISO 4217 currency code (e.g. EUR)`,
    );
  }
  if (!isLocale(raw.LOCALE)) {
    throw new ConfigError(
      `Invalid configuration: LOCALE "${raw.LOCALE}" is not a BCP 47 locale this server can write (e.g. de-DE)`,
    );
  }
  if (raw.JWT_SECRET_PREVIOUS !== undefined && raw.JWT_SECRET === undefined) {
    throw new ConfigError('Invalid configuration: JWT_SECRET_PREVIOUS needs JWT_SECRET');
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
    databasePoolMax: raw.DATABASE_POOL_MAX,
    databaseStatementTimeoutMs: raw.DATABASE_STATEMENT_TIMEOUT_MS,
    jwtSecret: raw.JWT_SECRET,
    jwtPreviousSecret: raw.JWT_SECRET_PREVIOUS,
    timeZone: raw.TIME_ZONE ?? officeTimeZone(),
    money: { currency: raw.CURRENCY, locale: raw.LOCALE },
    metricsToken: raw.METRICS_TOKEN,
    metricsPort: raw.METRICS_PORT,
    corsOrigins,
    publicUrl,
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
      loginEmailMaxFailures: raw.RATE_LIMIT_LOGIN_EMAIL_MAX_FAILURES,
      passwordResetMaxRequests: raw.RATE_LIMIT_PASSWORD_RESET_MAX,
      passwordResetWindowMs: raw.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS * 1000,
    },
    seedDemoData,
    initialAdmin: readInitialAdmin(raw),
    redisUrl: raw.REDIS_URL,
    redisKeyPrefix: raw.REDIS_KEY_PREFIX,
    email: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      maxAttempts: raw.EMAIL_MAX_ATTEMPTS,
      retryBaseMs: raw.EMAIL_RETRY_BASE_MS,
      pollMs: raw.EMAIL_POLL_MS,
      leaseMs: raw.EMAIL_LEASE_MS,
      reminderIntervalMs: raw.EMAIL_REMINDER_INTERVAL_MS,
    },
    // A person reads a terminal; log collectors (and production) get one JSON object a line.
    logFormat: raw.LOG_FORMAT ?? (terminal && !production ? 'pretty' : 'json'),
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS,
  };
}

/**
 * The value of `name` (empty counts as unset), or, for a secret, the content of the file its
 * `_FILE` variable names (one trailing line break dropped). Both at once is a mistake.
 */
function readVariable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name] === '' ? undefined : env[name];
  if (!(SECRETS as readonly string[]).includes(name)) return value;
  const fileName = fileVariable(name);
  const file = env[fileName] === '' ? undefined : env[fileName];
  if (file === undefined) return value;
  if (value !== undefined) {
    throw new ConfigError(`Invalid configuration: set ${name} or ${fileName}, not both`);
  }
  try {
    return fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  } catch (error) {
    // The message names the file, never its content.
    throw new ConfigError(
      `Invalid configuration: ${fileName}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
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
