import fs from 'node:fs';
import path from 'node:path';
import {
  CANCELLATION_FEE_TYPES,
  FAILED_LOGIN_LIMIT as loginFailures,
  RATE_LIMITS,
} from '@rentacar/contract';
import {
  DEFAULT_MONEY,
  DEFAULT_TURNAROUND_MINUTES,
  isTimeZone,
  normaliseEmail,
  officeTimeZone,
} from '@rentacar/rules';
import { DEFAULT_MINIMUM_DRIVER_AGE } from '@rentacar/rules/drivers';
import { DEFAULT_RENTAL_RULES } from '@rentacar/rules/rentalRules';
import { envSchema } from 'env-schema';
import { passwordRuleViolation } from './auth/password-rule.js';
import { DEFAULT_APP_DIST_DIR } from './paths.js';
import {
  decimal,
  flag,
  group,
  integer,
  oneOf,
  text,
  type Made,
  type Variable,
} from './settings.js';

export { OPENAPI_PATH } from './paths.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Raised when the environment is unusable; its message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const invalid = (problem: string) => new ConfigError(`Invalid configuration: ${problem}`);

/** Whether `tag` is a well-formed locale that this runtime's number formats know. */
function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

const seconds = (count: number) => count * 1000;
const windowOf = (prefix: string, length: number) =>
  integer(`${prefix}_WINDOW_SECONDS`, { minimum: 1, default: length })
    .about('that window')
    .to(seconds);
const count = (name: string, max: number) => integer(name, { minimum: 1, default: max });
const { loginAddress, publicWrite, passwordResetAddress } = RATE_LIMITS;

const nodeEnv = text('NODE_ENV').about(
  '`production` turns off the demo data by default, requires `JWT_SECRET` and keeps logs JSON',
);

/** Each setting: its variable, validation, default and description, under its configuration key. */
const settings = group({
  port: integer('PORT', { minimum: 0, maximum: 65535, default: 3000 }).about(
    'listen port (`0`: any free port; the start banner prints the real one)',
  ),
  host: text('HOST', { minLength: 1, default: '127.0.0.1' }).about(
    'listen address; `0.0.0.0` in a container or behind a proxy on another machine',
  ),
  databaseUrl: text('DATABASE_URL', { pattern: '^postgres(ql)?://', file: true }).about(
    '`postgres://user:password@host:5432/db`; without it the embedded SQLite file in `DATA_DIR` is used (one process only)',
    '(none: SQLite)',
  ),
  databaseSchema: text('DATABASE_SCHEMA', {
    pattern: '^[a-z_][a-z0-9_]{0,62}$',
    default: 'public',
  }).about(
    'PostgreSQL schema of the tables (created if missing); several deployments can share a database in different schemas',
  ),
  databasePoolMax: integer('DATABASE_POOL_MAX', { minimum: 1, maximum: 1000, default: 10 }).about(
    "PostgreSQL connections one instance opens at most (instances x this must stay below the server's `max_connections`)",
  ),
  databaseStatementTimeoutMs: integer('DATABASE_STATEMENT_TIMEOUT_MS', {
    minimum: 0,
    default: 0,
  }).about(
    'PostgreSQL cancels a statement running longer (e.g. `30000`); the request answers 500',
    '`0` (no limit)',
  ),
  dataDir: text('DATA_DIR', { minLength: 1, default: './data' })
    .about(
      'SQLite file `rentacar.sqlite` and, for SQLite only, the generated `jwt-secret`',
      '`./data` (of the working directory)',
    )
    .to((folder) => path.resolve(folder)),
  jwtSecret: text('JWT_SECRET', { minLength: 32, file: true }).about(
    'HS256 signing secret, at least 32 characters. **Required** with `NODE_ENV=production` or `DATABASE_URL`; otherwise generated once into `DATA_DIR/jwt-secret`',
    'generated (SQLite without `NODE_ENV` only)',
  ),
  jwtPreviousSecret: text('JWT_SECRET_PREVIOUS', { minLength: 32, file: true }).about(
    'the secret before a rotation: its tokens are still accepted (never issued) until they expire (24 h); remove it after that',
  ),
  seedDemoData: group({
    seed: flag('SEED_DEMO_DATA').about(
      'load the demo records (with their published passwords) into an empty database',
      '`true`; `false` with `NODE_ENV=production`',
    ),
    allowed: flag('ALLOW_DEMO_IN_PRODUCTION', { default: false }).about(
      '`SEED_DEMO_DATA=true` with `NODE_ENV=production` is refused unless this is `true` (a public demo site)',
    ),
  }).to(({ seed, allowed }, { production }) => {
    if (production && seed === true && !allowed) {
      throw invalid(
        'SEED_DEMO_DATA=true with NODE_ENV=production publishes the demo passwords; set ALLOW_DEMO_IN_PRODUCTION=true if that is really wanted',
      );
    }
    return seed ?? !production;
  }),
  initialAdmin: group({
    email: text('ADMIN_EMAIL', { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }).about(
      'with `ADMIN_PASSWORD`: the first administrator, created at start when the database has no administrator yet',
    ),
    password: text('ADMIN_PASSWORD', { file: true }).about(
      "its password; must satisfy the contract's password rule (8+ characters, lower and upper case, a digit and one of `@$!%*#?&`), else the start stops",
    ),
  }).to(readInitialAdmin),
  redisUrl: text('REDIS_URL', { pattern: '^rediss?://', file: true }).about(
    '`redis://[:password@]host:6379[/db]` or `rediss://` (TLS): the rate limits are shared by every instance using it',
    '(none: limits per process)',
  ),
  redisKeyPrefix: text('REDIS_KEY_PREFIX', { default: 'rentacar:' }).about(
    'prefix of every Redis key, so several deployments can share one Redis',
  ),
  corsOrigins: text('CORS_ORIGINS', { default: '' })
    .about(
      'comma-separated origins allowed to call the API, e.g. `https://rentacar.example`',
      '(none: same origin only)',
    )
    .to((list) => {
      const origins = list.split(',').flatMap((origin) => origin.trim() || []);
      const bad = origins.find((origin) => !/^https?:\/\/[^/]+$/.test(origin));
      if (bad !== undefined) {
        throw invalid(`CORS_ORIGINS entry "${bad}" must be an origin like https://example.com`);
      }
      return origins;
    }),
  publicUrl: text('PUBLIC_URL')
    .about(
      'the origin the site is published at, e.g. `https://rentacar.example`: the absolute URLs of `/robots.txt` and `/sitemap.xml`',
      '(none: the origin each request was sent to)',
    )
    .to((url) => {
      const origin = url?.replace(/\/$/, '');
      if (origin !== undefined && !/^https?:\/\/[^/?#]+$/.test(origin)) {
        throw invalid(`PUBLIC_URL "${url}" must be an origin like https://rentacar.example.com`);
      }
      return origin;
    }),
  mapTileOrigin: text('MAP_TILE_URL', { default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
    .about(
      "the branch maps' tile template, e.g. `https://tiles.example.com/{z}/{x}/{y}.png`: the pages may load images from its origin; build the app with the same `VITE_MAP_TILE_URL`",
      "OpenStreetMap's standard tiles",
    )
    .to((template) => {
      const origin = /^https?:\/\/[^/?#{}]+/.exec(template)?.[0];
      if (origin === undefined) {
        throw invalid(
          `MAP_TILE_URL "${template}" must start with an origin like https://tiles.example.com`,
        );
      }
      return origin;
    }),
  trustProxy: flag('TRUST_PROXY', { default: false }).about(
    'take the client address from `X-Forwarded-For` (behind a reverse proxy only)',
  ),
  logLevel: oneOf(LOG_LEVELS)('LOG_LEVEL', { default: 'info' }).about(
    LOG_LEVELS.map((level) => `\`${level}\``).join(', '),
  ),
  logFormat: oneOf(LOG_FORMATS)('LOG_FORMAT')
    .about(
      '`json`: one pino object a line (for log collectors); `pretty`: coloured lines through pino-pretty (for a developer)',
      '`pretty` on a terminal outside production, else `json`',
    )
    .to(
      (format, { production, terminal }) => format ?? (terminal && !production ? 'pretty' : 'json'),
    ),
  appDistDir: text('APP_DIST_DIR', { minLength: 1, default: DEFAULT_APP_DIST_DIR })
    .about(
      'the built app; not served when it has no `index.html` (then only the API runs)',
      '`app/dist` of the checkout',
    )
    .to((folder) => path.resolve(folder)),
  renderedPageMaxAgeMs: integer('RENDERED_PAGE_CACHE_SECONDS', {
    minimum: 0,
    maximum: 3600,
    default: 30,
  })
    .about(
      'how long a vehicle page rendered with its data is sent to other visitors (0 to 3600; `0` renders each visit); a write through the instance drops them at once',
    )
    .to(seconds),
  maxRentalDays: integer('MAX_RENTAL_DAYS', { minimum: 1, maximum: 3650, default: 90 }).about(
    'the longest rental a booking or an edit may ask for, in days',
  ),
  minimumDriverAge: integer('MINIMUM_DRIVER_AGE', {
    minimum: 16,
    maximum: 99,
    default: DEFAULT_MINIMUM_DRIVER_AGE,
  }).about(
    'the minimum driver age on the pick-up day of a vehicle created without one (each vehicle keeps its own)',
  ),
  turnaroundMinutes: integer('TURNAROUND_MINUTES', {
    minimum: 0,
    maximum: 1440,
    default: DEFAULT_TURNAROUND_MINUTES,
  }).about(
    'the minutes after each drop-off in which a vehicle created without its own is made ready and cannot be booked (each vehicle keeps its own)',
  ),
  rentalRules: {
    minimumNoticeMinutes: integer('RENTAL_MINIMUM_NOTICE_MINUTES', {
      minimum: 0,
      maximum: 43200,
      default: DEFAULT_RENTAL_RULES.minimumNoticeMinutes,
    }).about(
      "the shortest time between a customer's booking and its pick-up, until an administrator sets the rental rules (Admin > Rental rules)",
    ),
    minimumRentalHours: integer('RENTAL_MINIMUM_HOURS', {
      minimum: 0,
      maximum: 87600,
      default: DEFAULT_RENTAL_RULES.minimumRentalHours,
    }).about('the shortest rental a customer may book, in hours (`0`: none), until then'),
    maximumRentalHours: integer('RENTAL_MAXIMUM_HOURS', {
      minimum: 0,
      maximum: 87600,
      default: DEFAULT_RENTAL_RULES.maximumRentalHours,
    }).about(
      'the longest rental a customer may book, in hours (`0`: only `MAX_RENTAL_DAYS`), until then',
    ),
    freeCancellationHours: integer('RENTAL_FREE_CANCELLATION_HOURS', {
      minimum: 0,
      maximum: 8760,
      default: DEFAULT_RENTAL_RULES.freeCancellationHours,
    }).about(
      'until how many hours before the pick-up a customer cancels for free (`0`: until the pick-up), until then',
    ),
    cancellationFeeType: oneOf(CANCELLATION_FEE_TYPES)('RENTAL_CANCELLATION_FEE_TYPE', {
      default: DEFAULT_RENTAL_RULES.cancellationFeeType,
    }).about(
      'a later cancellation costs `RENTAL_CANCELLATION_FEE_AMOUNT` (`FIXED`) or `RENTAL_CANCELLATION_FEE_PERCENT` of the total (`SHARE`), until then',
    ),
    cancellationFeeAmount: integer('RENTAL_CANCELLATION_FEE_AMOUNT', {
      minimum: 0,
      maximum: 100000,
      default: DEFAULT_RENTAL_RULES.cancellationFeeAmount,
    }).about('the fixed fee, in whole units of `CURRENCY`'),
    cancellationFeePercent: integer('RENTAL_CANCELLATION_FEE_PERCENT', {
      minimum: 0,
      maximum: 100,
      default: DEFAULT_RENTAL_RULES.cancellationFeePercent,
    }).about('the fee as a share of the total, in percent'),
  },
  tax: {
    ratePercent: decimal('TAX_RATE', { minimum: 0, maximum: 100, default: 0 })
      .about(
        'the sales tax rate in percent with at most two decimals (`8.25`): a tax line in every price, added to the total unless `PRICES_INCLUDE_TAX`',
        '`0` (no tax line)',
      )
      .to((rate) => {
        if (Number.isInteger(Math.round(rate * 100 * 1e6) / 1e6)) return rate;
        throw invalid(`TAX_RATE "${rate}" has more than two decimals (e.g. 8.25)`);
      }),
    pricesIncludeTax: flag('PRICES_INCLUDE_TAX', { default: false }).about(
      "the vehicles' prices, one-way fees and surcharges already include `TAX_RATE`: the tax line shows the part of the total that is tax, and is not added",
    ),
  },
  rateLimits: {
    loginMaxFailures: count('RATE_LIMIT_LOGIN_MAX_FAILURES', loginFailures.max).about(
      'failed logins per e-mail from one client address before further attempts for that e-mail from that address answer 429 (the owner elsewhere still logs in)',
    ),
    loginWindowMs: count('RATE_LIMIT_LOGIN_WINDOW_MINUTES', loginFailures.windowSeconds / 60)
      .about('how long those failures count')
      .to((minutes) => seconds(minutes * 60)),
    loginEmailMaxFailures: count(
      'RATE_LIMIT_LOGIN_EMAIL_MAX_FAILURES',
      loginFailures.perEmailMax,
    ).about(
      'failed logins per e-mail from any address before every attempt for it answers 429 (only a distributed attack reaches it; a password reset lifts it)',
    ),
    loginAddressMaxRequests: count('RATE_LIMIT_LOGIN_ADDRESS_MAX', loginAddress.max).about(
      'login attempts per client address and window, whatever the e-mail or outcome',
    ),
    loginAddressWindowMs: windowOf('RATE_LIMIT_LOGIN_ADDRESS', loginAddress.windowSeconds),
    publicMaxRequests: count('RATE_LIMIT_PUBLIC_MAX', publicWrite.max).about(
      'registrations / contact messages per client address and window',
    ),
    publicWindowMs: windowOf('RATE_LIMIT_PUBLIC', publicWrite.windowSeconds),
    passwordResetMaxRequests: count(
      'RATE_LIMIT_PASSWORD_RESET_MAX',
      passwordResetAddress.max,
    ).about(
      'password reset requests, resets and e-mail confirmations per client address and window (a reset request is also limited to 3 an hour per e-mail)',
    ),
    passwordResetWindowMs: windowOf(
      'RATE_LIMIT_PASSWORD_RESET',
      passwordResetAddress.windowSeconds,
    ),
  },
  email: {
    smtpUrl: text('SMTP_URL', { pattern: '^smtps?://', file: true }).about(
      "`smtp://user:password@host:587` (STARTTLS when offered) or `smtps://user:password@host:465`: the outbox's sender delivers through it. Without it e-mails stay queued, readable under Admin > E-mails",
      '(none: nothing is sent)',
    ),
    from: text('MAIL_FROM', { minLength: 3, default: 'Rentacar <no-reply@localhost>' }).about(
      "the From header; its domain also names each e-mail's Message-ID",
    ),
    maxAttempts: integer('EMAIL_MAX_ATTEMPTS', { minimum: 1, maximum: 100, default: 10 }).about(
      'delivery attempts before an e-mail is marked failed (an administrator may send it again)',
    ),
    retryBaseMs: integer('EMAIL_RETRY_BASE_MS', { minimum: 1, default: 5000 }).about(
      'the wait after the first failed attempt; it doubles with each further one, at most an hour (10 attempts span about 40 minutes of outage)',
    ),
    pollMs: integer('EMAIL_POLL_MS', { minimum: 10, default: 1000 }).about(
      'how often each instance looks for due e-mails',
    ),
    leaseMs: integer('EMAIL_LEASE_MS', { minimum: 100, default: 120_000 }).about(
      'how long an instance holds the e-mails it claimed; an instance that dies mid-send leaves them to another one after this',
    ),
    reminderIntervalMs: integer('EMAIL_REMINDER_INTERVAL_MS', {
      minimum: 100,
      default: 60_000,
    }).about(
      'how often each instance queues the pick-up reminders due (the day before pick-up, office clock; each reservation gets one, whatever the number of instances)',
    ),
  },
  timeZone: text('TIME_ZONE', { minLength: 1 })
    .about(
      'IANA name of the office\'s clock (`Europe/Berlin`): "now" for "pick-up in the past", the dashboard\'s months; independent of the host\'s `TZ`. Set it in production',
      "the host's zone",
    )
    .to((zone) => {
      if (zone !== undefined && !isTimeZone(zone)) {
        throw invalid(`TIME_ZONE "${zone}" is not an IANA time zone (e.g. Europe/Berlin)`);
      }
      return zone ?? officeTimeZone();
    }),
  money: {
    currency: text('CURRENCY', { pattern: '^[A-Z]{3}$', default: DEFAULT_MONEY.currency })
      .about(
        'ISO 4217 code of the prices, as the e-mails write them (`EUR`); build the app with the same `VITE_CURRENCY`',
      )
      .to((currency) => {
        if (Intl.supportedValuesOf('currency').includes(currency)) return currency;
        throw invalid(`CURRENCY "${currency}" is not an ISO 4217 currency code (e.g. EUR)`);
      }),
    locale: text('LOCALE', { minLength: 2, default: DEFAULT_MONEY.locale })
      .about(
        'BCP 47 locale of amounts in English e-mails (`de-DE`; Spanish e-mails write `es-ES`); build the app with the same `VITE_LOCALE`',
      )
      .to((locale) => {
        if (isLocale(locale)) return locale;
        throw invalid(
          `LOCALE "${locale}" is not a BCP 47 locale this server can write (e.g. de-DE)`,
        );
      }),
  },
  metricsToken: text('METRICS_TOKEN', { minLength: 16, file: true }).about(
    'at least 16 characters: Prometheus metrics at `GET /metrics` for `Authorization: Bearer <token>`',
    '(none: no `/metrics` on the main port)',
  ),
  metricsPort: integer('METRICS_PORT', { minimum: 1, maximum: 65535 }).about(
    'serve `GET /metrics` (no token) on this port of `HOST` instead, e.g. for a scraper on a private network',
  ),
  shutdownDrainMs: integer('SHUTDOWN_DRAIN_MS', { minimum: 0, maximum: 300_000, default: 0 }).about(
    'after SIGTERM, readiness answers 503 this long while every request is still served, then the instance stops taking connections (e.g. `5000` behind Kubernetes or a load balancer polling readiness)',
  ),
});

/** Everything the server reads from its environment, validated once at start. */
export type ServerConfig = Made<typeof settings>;
export type RateLimitConfig = ServerConfig['rateLimits'];

export interface InitialAdmin {
  /** Already normalised (`normaliseEmail`). */
  email: string;
  password: string;
}

/** The declared variables, in the order of the guide's table. */
export const SETTING_VARIABLES: readonly Variable[] = [...nodeEnv.variables, ...settings.variables];
const fileVariable = (name: string) => `${name}_FILE`;

/** Every variable the server reads; `docs/deploy.md` lists each (a server test checks). */
export const ENVIRONMENT_VARIABLES: readonly string[] = [
  ...SETTING_VARIABLES.map(({ name }) => name),
  ...SETTING_VARIABLES.filter(({ file }) => file).map(({ name }) => fileVariable(name)),
];

const envJsonSchema = {
  type: 'object',
  properties: Object.fromEntries(SETTING_VARIABLES.map(({ name, schema }) => [name, schema])),
};

/** Reads and validates the configuration; `terminal` tells whether the logs go to a person. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { terminal = process.stdout.isTTY }: { terminal?: boolean } = {},
): ServerConfig {
  // Only the declared variables are read (by name), so a test can list what is read.
  const data = Object.fromEntries(
    SETTING_VARIABLES.flatMap((declared) => {
      const value = readVariable(env, declared);
      return value === undefined ? [] : [[declared.name, value]];
    }),
  );
  let values: Record<string, unknown>;
  try {
    values = envSchema({ schema: envJsonSchema, data, env: false, dotenv: false });
  } catch (error) {
    throw invalid((error as Error).message.replaceAll('env/', ''));
  }
  const production = values.NODE_ENV === 'production';
  const config = settings.make(values, { production, terminal });
  // A secret generated into one machine's data folder would split several instances.
  if (config.jwtSecret === undefined && (production || config.databaseUrl !== undefined)) {
    throw invalid(
      `JWT_SECRET is required (at least 32 characters) when ${production ? 'NODE_ENV=production' : 'DATABASE_URL is set'}`,
    );
  }
  if (config.jwtPreviousSecret !== undefined && config.jwtSecret === undefined) {
    throw invalid('JWT_SECRET_PREVIOUS needs JWT_SECRET');
  }
  return config;
}

/** A variable's value (empty is unset), or for a secret the content of its `_FILE`, not both. */
function readVariable(env: NodeJS.ProcessEnv, { name, file }: Variable): string | undefined {
  const value = env[name] === '' ? undefined : env[name];
  if (!file) return value;
  const fileName = fileVariable(name);
  const fromFile = env[fileName] === '' ? undefined : env[fileName];
  if (fromFile === undefined) return value;
  if (value !== undefined) throw invalid(`set ${name} or ${fileName}, not both`);
  try {
    return fs.readFileSync(fromFile, 'utf8').replace(/\r?\n$/, '');
  } catch (error) {
    // The message names the file, never its content.
    const reason = (error as NodeJS.ErrnoException).code ?? 'error';
    throw invalid(`${fileName}: cannot read ${fromFile} (${reason})`);
  }
}

function readInitialAdmin(admin: {
  email: string | undefined;
  password: string | undefined;
}): InitialAdmin | undefined {
  const { email, password } = admin;
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    throw invalid('ADMIN_EMAIL and ADMIN_PASSWORD must be given together');
  }
  const violation = passwordRuleViolation(password);
  if (violation !== undefined) throw invalid(`ADMIN_PASSWORD is too weak: ${violation}`);
  return { email: normaliseEmail(email), password };
}
