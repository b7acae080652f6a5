import { SlidingWindowLimiter } from "../rate-limit.server.ts";

/**
 * Slows down password guessing: after too many failed sign-ins for one username, or from one
 * address, within the window, further attempts are refused until the oldest failure leaves the
 * window. The real user is never locked out for longer than the window. Counters live in memory:
 * one process serves the site (several processes would each keep their own, which only loosens
 * the limit by that factor).
 *
 * An attempt counts as a failure from the moment it starts, and a success takes it back: guesses
 * sent in parallel are all counted before their (deliberately slow) password checks end, so a
 * burst cannot slip more guesses past the limit than a steady stream could. Only a few checks run
 * at once: each holds scrypt's 128 MB and a thread of the pool that file serving also uses.
 */
export interface ThrottleOptions {
  windowMs: number;
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  maxConcurrentChecks: number;
}

export const defaultThrottleOptions: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUsername: 5,
  maxFailuresPerAddress: 20,
  maxConcurrentChecks: 2,
};

/** What `begin` answers: go ahead and check the password, or wait. */
export type SignInAttempt =
  | { allowed: true; succeeded(): void; finished(): void }
  | { allowed: false; reason: "too-many-failures" | "busy"; retryAfterSeconds: number };

const userKey = (username: string) => username.trim().toLowerCase();

export class LoginThrottle {
  readonly #byUsername: SlidingWindowLimiter;
  readonly #byAddress: SlidingWindowLimiter;
  readonly #maxConcurrentChecks: number;
  #checksRunning = 0;

  constructor(options: ThrottleOptions = defaultThrottleOptions) {
    this.#byUsername = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerUsername });
    this.#byAddress = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerAddress });
    this.#maxConcurrentChecks = options.maxConcurrentChecks;
  }

  /**
   * Starts a sign-in attempt. When allowed, call `finished()` once the password check ends (in a
   * `finally`) and `succeeded()` if the password was right.
   */
  begin(username: string, address: string, now = Date.now()): SignInAttempt {
    const user = userKey(username);
    const waitMs = Math.max(this.#byUsername.waitMs(user, now), this.#byAddress.waitMs(address, now));
    if (waitMs > 0) return { allowed: false, reason: "too-many-failures", retryAfterSeconds: Math.ceil(waitMs / 1000) };
    if (this.#checksRunning >= this.#maxConcurrentChecks)
      return { allowed: false, reason: "busy", retryAfterSeconds: 1 };

    this.#checksRunning++;
    this.#byUsername.record(user, now);
    this.#byAddress.record(address, now);
    let running = true;
    return {
      allowed: true,
      // A success clears its username's failures and takes back this attempt from the address's count.
      succeeded: () => {
        this.#byUsername.clear(user);
        this.#byAddress.forget(address, now);
      },
      finished: () => {
        if (running) this.#checksRunning--;
        running = false;
      },
    };
  }
}
