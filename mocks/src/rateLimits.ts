import { API_MESSAGES } from '@rentacar/api';
import { fail } from './errors';

const MINUTE_MS = 60 * 1000;
const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
const MAX_FAILED_LOGINS = 5;
const CLIENT_WINDOW_MS = MINUTE_MS;
const MAX_CLIENT_REQUESTS = 30;

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

  clear(): void {
    this.events.clear();
  }
}

const failedLogins = new SlidingWindow(LOGIN_WINDOW_MS);
const clientRequests = new SlidingWindow(CLIENT_WINDOW_MS);

/** 429 once an e-mail has had 5 failed logins within 15 minutes, even for the right password. */
export function checkLoginAllowed(request: Request, email: string): void {
  if (failedLogins.count(email.toLowerCase(), Date.now()) >= MAX_FAILED_LOGINS) {
    fail(request, 429, API_MESSAGES.tooManyRequests);
  }
}

export function recordFailedLogin(email: string): void {
  failedLogins.record(email.toLowerCase(), Date.now());
}

/**
 * The client a request comes from: the first `X-Forwarded-For` address (the HTTP mock server sets it
 * to the socket address when a request has none), or one shared key inside a browser.
 */
function clientKey(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
}

/** Operations open to anyone that write data: limited per client address. */
const PUBLIC_WRITE_OPERATIONS: ReadonlySet<string> = new Set(['register', 'createContactMessage']);

/**
 * Counts a request of a public write operation for its client, before its input is read (as the
 * server does, so invalid requests count too): the 31st within a minute answers 429.
 */
export function limitClientRequests(request: Request, operation: string): void {
  if (!PUBLIC_WRITE_OPERATIONS.has(operation)) return;
  const key = `${operation} ${clientKey(request)}`;
  const now = Date.now();
  if (clientRequests.count(key, now) >= MAX_CLIENT_REQUESTS)
    fail(request, 429, API_MESSAGES.tooManyRequests);
  clientRequests.record(key, now);
}

export function clearRateLimits(): void {
  failedLogins.clear();
  clientRequests.clear();
}
