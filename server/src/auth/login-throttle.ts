import { normaliseEmail } from '@rentacar/rules';
import type { RedisConnection } from '../redis.js';

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
 * refused, and the outage is logged once (`RedisOutageLog`).
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: RedisConnection,
    private readonly limits: LoginThrottleLimits,
  ) {}

  async #command<Result>(run: () => Promise<Result>, whenDown: Result): Promise<Result> {
    try {
      return await run();
    } catch (error) {
      this.redis.outages.failed(error as Error);
      return whenDown;
    }
  }

  #key(email: string): string {
    return `login-failures:${normaliseEmail(email)}`;
  }

  async isBlocked(email: string): Promise<boolean> {
    const failures = await this.#command(() => this.redis.client.get(this.#key(email)), null);
    return Number(failures ?? 0) >= this.limits.maxFailures;
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.#key(email);
    await this.#command(
      () => this.redis.client.eval(COUNT_FAILURE_SCRIPT, 1, key, this.limits.windowMs),
      undefined,
    );
  }

  close(): void {}
}
