/**
 * Slows down password guessing: after too many failed sign-ins for one username, or from one
 * address, within the window, further attempts are refused until the oldest failure leaves the
 * window. The real user is never locked out for longer than the window. Counters live in memory:
 * one process serves the site (several processes would each keep their own, which only loosens
 * the limit by that factor).
 */
export interface ThrottleOptions {
  windowMs: number;
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
}

export const defaultThrottleOptions: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUsername: 5,
  maxFailuresPerAddress: 20,
};

export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #options: ThrottleOptions;

  constructor(options: ThrottleOptions = defaultThrottleOptions) {
    this.#options = options;
  }

  /** Seconds to wait before another attempt is allowed; 0 when allowed now. */
  retryAfterSeconds(username: string, address: string, now = Date.now()): number {
    const waits = [
      this.#wait(`user:${username.trim().toLowerCase()}`, this.#options.maxFailuresPerUsername, now),
      this.#wait(`addr:${address}`, this.#options.maxFailuresPerAddress, now),
    ];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  recordFailure(username: string, address: string, now = Date.now()): void {
    for (const key of [`user:${username.trim().toLowerCase()}`, `addr:${address}`]) {
      const recent = this.#recent(key, now);
      recent.push(now);
      this.#failures.set(key, recent);
    }
  }

  /** A successful sign-in clears its username's failures (not the address's). */
  recordSuccess(username: string): void {
    this.#failures.delete(`user:${username.trim().toLowerCase()}`);
  }

  #recent(key: string, now: number): number[] {
    const recent = (this.#failures.get(key) ?? []).filter((time) => time > now - this.#options.windowMs);
    if (recent.length === 0) this.#failures.delete(key);
    return recent;
  }

  #wait(key: string, max: number, now: number): number {
    const recent = this.#recent(key, now);
    if (recent.length < max) return 0;
    const oldestCounted = recent[recent.length - max] ?? now;
    return oldestCounted + this.#options.windowMs - now;
  }
}
