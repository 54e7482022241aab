/**
 * Counts failed logins per e-mail: after `maxFailures` failures inside the sliding window every
 * further attempt for that e-mail is refused, even with the right password, until the oldest
 * failure leaves the window. Kept in memory: one server process owns the limit.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  #recent(email: string): number[] {
    const key = email.toLowerCase();
    const since = this.now() - this.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  isBlocked(email: string): boolean {
    return this.#recent(email).length >= this.maxFailures;
  }

  recordFailure(email: string): void {
    this.#failures.set(email.toLowerCase(), [...this.#recent(email), this.now()]);
  }

  /** Drops failures that left the window, so the map does not grow with abandoned e-mails. */
  prune(): void {
    for (const email of [...this.#failures.keys()]) this.#recent(email);
  }
}
