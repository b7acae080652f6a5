import { SlidingWindowLimiter } from "../rate-limit.server.ts";

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

const userKey = (username: string) => username.trim().toLowerCase();

export class LoginThrottle {
  readonly #byUsername: SlidingWindowLimiter;
  readonly #byAddress: SlidingWindowLimiter;

  constructor(options: ThrottleOptions = defaultThrottleOptions) {
    this.#byUsername = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerUsername });
    this.#byAddress = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerAddress });
  }

  /** Seconds to wait before another attempt is allowed; 0 when allowed now. */
  retryAfterSeconds(username: string, address: string, now = Date.now()): number {
    const wait = Math.max(this.#byUsername.waitMs(userKey(username), now), this.#byAddress.waitMs(address, now));
    return Math.ceil(wait / 1000);
  }

  recordFailure(username: string, address: string, now = Date.now()): void {
    this.#byUsername.record(userKey(username), now);
    this.#byAddress.record(address, now);
  }

  /** A successful sign-in clears its username's failures (not the address's). */
  recordSuccess(username: string): void {
    this.#byUsername.clear(userKey(username));
  }
}
