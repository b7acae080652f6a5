import { SlidingWindowLimiter } from "../rate-limit.server.ts";

/**
 * Slows down password guessing without letting anyone lock the staff out (decision 041):
 *
 * - a (username, address) pair with too many failures in the window is refused until its oldest
 *   failure leaves the window: one guesser stops guessing that account;
 * - an address with too many failures (any usernames) is refused the same way: one guesser stops;
 * - an account is never refused for failures from elsewhere. Past a few failures from all addresses
 *   together, each further attempt on it waits first, longer as failures grow (doubling, capped at a
 *   few seconds): a guess spread over many addresses is slowed, and the real user, from an address
 *   of their own, still signs in after at most that wait.
 *
 * Counters live in memory: one process serves the site (several processes would each keep their
 * own, which only loosens the limits by that factor). An attempt counts as a failure from the
 * moment it starts, and a success takes it back: guesses sent in parallel are all counted before
 * their (deliberately slow) password checks end, so a burst gets no more guesses than a steady
 * stream. Only a few checks run at once: each holds scrypt's 128 MB and a thread of the pool that
 * file serving also uses; an attempt waits out its slowdown before it takes a place among them.
 */
export interface ThrottleOptions {
  windowMs: number;
  /** Failures of one username from one address before that pair is refused. */
  maxFailuresPerPair: number;
  /** Failures from one address, whatever the usernames, before the address is refused. */
  maxFailuresPerAddress: number;
  /** Failures of one username from all addresses that cost nothing; past them each attempt waits. */
  freeFailuresPerUsername: number;
  /** The first wait; it doubles with each further failure... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  maxConcurrentChecks: number;
}

export const defaultThrottleOptions: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerPair: 5,
  maxFailuresPerAddress: 20,
  freeFailuresPerUsername: 5,
  firstDelayMs: 250,
  maxDelayMs: 3000,
  maxConcurrentChecks: 2,
};

/** What `begin` answers: go ahead and check the password, or wait. */
export type SignInAttempt =
  | { allowed: true; delayedMs: number; succeeded(): void; finished(): void }
  | { allowed: false; reason: "too-many-failures" | "busy"; retryAfterSeconds: number };

export type ThrottleLog = (event: "sign-in-locked-out" | "sign-in-slowed", fields: Record<string, unknown>) => void;

const userKey = (username: string) => username.trim().toLowerCase();
const pairKey = (user: string, address: string) => `${user}\u0000${address}`;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  readonly #byPair: SlidingWindowLimiter;
  readonly #byAddress: SlidingWindowLimiter;
  // Counts failures only, never refuses: `waitMs` is not asked of it.
  readonly #byUsername: SlidingWindowLimiter;
  readonly #options: ThrottleOptions;
  readonly #log: ThrottleLog;
  readonly #sleep: (ms: number) => Promise<void>;
  #checksRunning = 0;

  constructor(
    options: ThrottleOptions = defaultThrottleOptions,
    { log = () => {}, wait = sleep }: { log?: ThrottleLog; wait?: (ms: number) => Promise<void> } = {},
  ) {
    this.#options = options;
    this.#byPair = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerPair });
    this.#byAddress = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerAddress });
    this.#byUsername = new SlidingWindowLimiter({ windowMs: options.windowMs, max: Number.MAX_SAFE_INTEGER });
    this.#log = log;
    this.#sleep = wait;
  }

  /** How long an attempt on a username with this many recent failures waits before its check. */
  delayFor(failures: number): number {
    const { freeFailuresPerUsername, firstDelayMs, maxDelayMs } = this.#options;
    if (failures < freeFailuresPerUsername) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailuresPerUsername));
  }

  /**
   * Starts a sign-in attempt; resolves after its slowdown, if any. When allowed, call `finished()`
   * once the password check ends (in a `finally`) and `succeeded()` if the password was right.
   */
  async begin(username: string, address: string, now = Date.now()): Promise<SignInAttempt> {
    const user = userKey(username);
    const pair = pairKey(user, address);
    const pairWait = this.#byPair.waitMs(pair, now);
    const addressWait = this.#byAddress.waitMs(address, now);
    if (pairWait > 0 || addressWait > 0) {
      const retryAfterSeconds = Math.ceil(Math.max(pairWait, addressWait) / 1000);
      this.#log("sign-in-locked-out", {
        scope: addressWait >= pairWait ? "address" : "username-and-address",
        username: user.slice(0, 100),
        address,
        retryAfterSeconds,
      });
      return { allowed: false, reason: "too-many-failures", retryAfterSeconds };
    }

    const delayedMs = this.delayFor(this.#byUsername.count(user, now));
    this.#byPair.record(pair, now);
    this.#byAddress.record(address, now);
    this.#byUsername.record(user, now);
    const takeBack = () => {
      this.#byPair.forget(pair, now);
      this.#byAddress.forget(address, now);
      this.#byUsername.forget(user, now);
    };
    if (delayedMs > 0) {
      this.#log("sign-in-slowed", { username: user.slice(0, 100), address, delayMs: delayedMs });
      await this.#sleep(delayedMs);
    }
    if (this.#checksRunning >= this.#options.maxConcurrentChecks) {
      takeBack();
      return { allowed: false, reason: "busy", retryAfterSeconds: 1 };
    }

    this.#checksRunning++;
    let running = true;
    return {
      allowed: true,
      delayedMs,
      // A success clears the username's failures and takes this attempt back from the address's.
      succeeded: () => {
        this.#byPair.clear(pair);
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
