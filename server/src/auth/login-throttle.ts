import { normaliseEmail } from '@rentacar/api';
import type { Redis } from 'ioredis';

/**
 * Counts failed logins per e-mail: after `maxFailures` failures inside the window every further
 * attempt for that e-mail is refused, even with the right password.
 */
export interface LoginThrottle {
  isBlocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
  close(): void;
}

export interface LoginThrottleLimits {
  maxFailures: number;
  windowMs: number;
}

const PRUNE_INTERVAL_MS = 60_000;

/**
 * One process owns the counts (no REDIS_URL): a sliding window, so a failure counts until it is
 * `windowMs` old.
 */
export class InMemoryLoginThrottle implements LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly limits: LoginThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {
    // Failures of abandoned e-mails would otherwise stay in the map forever.
    this.#pruneTimer = setInterval(() => this.prune(), PRUNE_INTERVAL_MS).unref();
  }

  #recent(email: string): number[] {
    const key = normaliseEmail(email);
    const since = this.now() - this.limits.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  async isBlocked(email: string): Promise<boolean> {
    return this.#recent(email).length >= this.limits.maxFailures;
  }

  async recordFailure(email: string): Promise<void> {
    this.#failures.set(normaliseEmail(email), [...this.#recent(email), this.now()]);
  }

  prune(): void {
    for (const email of [...this.#failures.keys()]) this.#recent(email);
  }

  close(): void {
    clearInterval(this.#pruneTimer);
  }
}

/**
 * Counts in one INCR and sets the expiry with the first failure, atomically (so a crash between
 * the two cannot leave a count that never expires).
 */
const COUNT_FAILURE_SCRIPT = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return failures`;

/**
 * Shared by every instance on one Redis: a fixed window that starts with the first failure and
 * lasts `windowMs`. When Redis does not answer, logins are not throttled (fail open) rather than
 * refused: the Redis client reports the outage once (see `createRedisClient`).
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginThrottleLimits,
  ) {}

  #key(email: string): string {
    return `login-failures:${normaliseEmail(email)}`;
  }

  async isBlocked(email: string): Promise<boolean> {
    try {
      const failures = await this.redis.get(this.#key(email));
      return Number(failures ?? 0) >= this.limits.maxFailures;
    } catch {
      return false;
    }
  }

  async recordFailure(email: string): Promise<void> {
    try {
      await this.redis.eval(COUNT_FAILURE_SCRIPT, 1, this.#key(email), this.limits.windowMs);
    } catch {
      // Fail open: see the class comment.
    }
  }

  close(): void {}
}
