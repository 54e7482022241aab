import type { RedisConnection } from '../redis.js';

/** Events per key within a window: `max` of them block the key until the window passes. */
export interface WindowCounter {
  isBlocked(key: string): Promise<boolean>;
  record(key: string): Promise<void>;
  /** Forgets the key's events (a password reset lifts a lock-out). */
  forget(key: string): Promise<void>;
  close(): void;
}

export interface WindowLimit {
  max: number;
  windowMs: number;
}

const PRUNE_INTERVAL_MS = 60_000;

/** One process owns the counts (no REDIS_URL): a sliding window. */
export class InMemoryWindowCounter implements WindowCounter {
  readonly #events = new Map<string, number[]>();
  readonly #pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly limit: WindowLimit,
    private readonly now: () => number = Date.now,
  ) {
    // Events of abandoned keys would otherwise stay in the map forever.
    this.#pruneTimer = setInterval(() => this.prune(), PRUNE_INTERVAL_MS).unref();
  }

  #recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    const recent = (this.#events.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.#events.delete(key);
    else this.#events.set(key, recent);
    return recent;
  }

  async isBlocked(key: string): Promise<boolean> {
    return this.#recent(key).length >= this.limit.max;
  }

  async record(key: string): Promise<void> {
    this.#events.set(key, [...this.#recent(key), this.now()]);
  }

  async forget(key: string): Promise<void> {
    this.#events.delete(key);
  }

  prune(): void {
    for (const key of [...this.#events.keys()]) this.#recent(key);
  }

  close(): void {
    clearInterval(this.#pruneTimer);
  }
}

/** INCR and the first event's expiry at once: a crash between them would never expire the count. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Shared through Redis: a fixed window from the first event; a Redis outage blocks nothing. */
export class RedisWindowCounter implements WindowCounter {
  constructor(
    private readonly redis: RedisConnection,
    private readonly limit: WindowLimit,
    private readonly name: string,
  ) {}

  async #command<Result>(run: () => Promise<Result>, whenDown: Result): Promise<Result> {
    try {
      return await run();
    } catch (error) {
      this.redis.outages.failed(error as Error);
      return whenDown;
    }
  }

  #key = (key: string) => `${this.name}:${key}`;

  async isBlocked(key: string): Promise<boolean> {
    const count = await this.#command(() => this.redis.client.get(this.#key(key)), null);
    return Number(count ?? 0) >= this.limit.max;
  }

  async record(key: string): Promise<void> {
    await this.#command(
      () => this.redis.client.eval(COUNT_SCRIPT, 1, this.#key(key), this.limit.windowMs),
      undefined,
    );
  }

  async forget(key: string): Promise<void> {
    await this.#command(() => this.redis.client.del(this.#key(key)), undefined);
  }

  close(): void {}
}

/** An in-memory counter, or a Redis one named `name` when the instances share a Redis. */
export const createWindowCounter = (
  redis: RedisConnection | undefined,
  limit: WindowLimit,
  name: string,
): WindowCounter =>
  redis === undefined
    ? new InMemoryWindowCounter(limit)
    : new RedisWindowCounter(redis, limit, name);

/** Per e-mail and address, so an attacker cannot lock the owner out elsewhere; and per e-mail. */
export interface LoginThrottle {
  isBlocked(email: string, address: string): Promise<boolean>;
  recordFailure(email: string, address: string): Promise<void>;
  /** Forgets the e-mail's failures (its password was reset through its mailbox). */
  forgetEmail(email: string, address: string): Promise<void>;
  close(): void;
}

export function createLoginThrottle({
  perEmailAndAddress,
  perEmail,
}: Record<'perEmailAndAddress' | 'perEmail', WindowCounter>): LoginThrottle {
  const pair = (email: string, address: string) => `${email} ${address}`;
  return {
    async isBlocked(email, address) {
      const [pairBlocked, emailBlocked] = await Promise.all([
        perEmailAndAddress.isBlocked(pair(email, address)),
        perEmail.isBlocked(email),
      ]);
      return pairBlocked || emailBlocked;
    },
    async recordFailure(email, address) {
      await Promise.all([perEmailAndAddress.record(pair(email, address)), perEmail.record(email)]);
    },
    async forgetEmail(email, address) {
      await Promise.all([perEmailAndAddress.forget(pair(email, address)), perEmail.forget(email)]);
    },
    close() {
      perEmailAndAddress.close();
      perEmail.close();
    },
  };
}
