import {
  API_MESSAGES,
  EMAIL_RATE_LIMITS,
  FAILED_LOGIN_LIMIT,
  RATE_LIMITS,
  type EmailRateLimitName,
  type RateLimitName,
} from '@rentacar/contract';
import { normaliseEmail } from '@rentacar/rules';
import type { ContractOperation } from '@rentacar/contract/operations';
import { fail } from './errors';

/** Timestamps of recent events per key, forgotten once they leave the window. */
class SlidingWindow {
  private events = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  count(key: string, now: number): number {
    const recent = (this.events.get(key) ?? []).filter((time) => now - time < this.windowMs);
    this.events.set(key, recent);
    return recent.length;
  }

  record(key: string, now: number): void {
    this.count(key, now);
    this.events.get(key)!.push(now);
  }

  forget(key: string): void {
    this.events.delete(key);
  }

  clear(): void {
    this.events.clear();
  }
}

const SECOND_MS = 1000;
const failedLogins = new SlidingWindow(FAILED_LOGIN_LIMIT.windowSeconds * SECOND_MS);
/** One window per `x-rate-limit` name, each with the contract's default figures. */
const clientRequests = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, { windowSeconds }]) => [
    name,
    new SlidingWindow(windowSeconds * SECOND_MS),
  ]),
) as Record<RateLimitName, SlidingWindow>;

const failedLoginsPerEmail = new SlidingWindow(FAILED_LOGIN_LIMIT.windowSeconds * SECOND_MS);
/** One window per `x-email-rate-limit` name. */
const emailRequests = Object.fromEntries(
  Object.entries(EMAIL_RATE_LIMITS).map(([name, { windowSeconds }]) => [
    name,
    new SlidingWindow(windowSeconds * SECOND_MS),
  ]),
) as Record<EmailRateLimitName, SlidingWindow>;

const emailAndClient = (request: Request, email: string) =>
  `${normaliseEmail(email)} ${clientKey(request)}`;

/**
 * 429, even for the right password, once an e-mail has had its failed logins from this client
 * address (`x-failed-login-limit` `max`) or from everywhere (`perEmailMax`): the owner elsewhere
 * still gets in unless the attack is distributed.
 */
export function checkLoginAllowed(request: Request, email: string): void {
  const now = Date.now();
  if (
    failedLogins.count(emailAndClient(request, email), now) >= FAILED_LOGIN_LIMIT.max ||
    failedLoginsPerEmail.count(normaliseEmail(email), now) >= FAILED_LOGIN_LIMIT.perEmailMax
  ) {
    fail(request, 429, API_MESSAGES.tooManyRequests);
  }
}

export function recordFailedLogin(request: Request, email: string): void {
  const now = Date.now();
  failedLogins.record(emailAndClient(request, email), now);
  failedLoginsPerEmail.record(normaliseEmail(email), now);
}

/** Forgets an e-mail's failed logins from this client address (a password reset). */
export function clearFailedLogins(request: Request, email: string): void {
  failedLogins.forget(emailAndClient(request, email));
  failedLoginsPerEmail.forget(normaliseEmail(email));
}

/**
 * Counts a request against an `x-email-rate-limit` for one e-mail address or account (`key`):
 * past its `max` within its window it answers 429.
 */
export function limitEmailRequests(request: Request, name: EmailRateLimitName, key: string): void {
  const window = emailRequests[name];
  const now = Date.now();
  if (window.count(key, now) >= EMAIL_RATE_LIMITS[name].max)
    fail(request, 429, API_MESSAGES.tooManyRequests);
  window.record(key, now);
}

/**
 * The client a request comes from: the first `X-Forwarded-For` address (the HTTP mock server sets it
 * to the socket address when a request has none), or one shared key inside a browser.
 */
function clientKey(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
}

/**
 * Counts a request of an operation with an `x-rate-limit` for its client, before its input is read
 * (as the server does, so invalid requests count too): past the limit's `max` within its window it
 * answers 429. Operations sharing a limit's name count apart, per operation.
 */
export function limitClientRequests(request: Request, operation: ContractOperation): void {
  if (operation.rateLimit === undefined) return;
  const window = clientRequests[operation.rateLimit];
  const key = `${operation.operationId} ${clientKey(request)}`;
  const now = Date.now();
  if (window.count(key, now) >= RATE_LIMITS[operation.rateLimit].max)
    fail(request, 429, API_MESSAGES.tooManyRequests);
  window.record(key, now);
}

export function clearRateLimits(): void {
  failedLogins.clear();
  failedLoginsPerEmail.clear();
  Object.values(emailRequests).forEach((window) => window.clear());
  Object.values(clientRequests).forEach((window) => window.clear());
}
