import { limitKey, SlidingWindowLimiter } from "../rate-limit.server.ts";

/**
 * Slows down password guessing without letting anyone keep the staff out (decisions 041 and 075).
 * Addresses are counted by limitKey: IPv4 as it is, IPv6 by its /64.
 *
 * - a (username, address) pair with too many failures in the window is refused until its oldest
 *   failure leaves the window: one guesser stops guessing that account;
 * - an address with too many failures (any usernames) is refused the same way: one guesser stops;
 * - an account is never refused for failures from elsewhere. Past a few failures from all addresses
 *   together, each further WRONG password is answered late (doubling, capped at a few seconds): a
 *   guess spread over many addresses is slowed, and a right password is answered at once.
 *
 * Only a few password checks run at once (each holds scrypt's 128 MB and a thread of the pool that
 * file serving also uses). An attempt that finds them busy waits briefly, one place per address:
 * an address the account signed in from before (in 30 days) goes before all; then attempts at a
 * staff account with the fewest failures in the window, so a flood at other names (made up, or
 * another account's) never stands before a staff member at an address never seen (decision 176);
 * then the address with the fewest attempts. One of the checks is kept for clean addresses (none in
 * the window), and a full queue takes a newcomer that stands before its last in that one's place.
 * Few attempts from addresses that have tried before may wait. An attempt that cannot get a
 * place, or waits too long, is answered "busy", and that answer counts against its address like a
 * failure: a flood of attempts only locks out the addresses that send it.
 *
 * Counters live in memory: one process serves the site (several processes would each keep their
 * own, which only loosens the limits by that factor). An attempt counts as a failure from the
 * moment it starts, and a success takes it back: guesses sent in parallel are all counted before
 * their (deliberately slow) password checks end, so a burst gets no more guesses than a steady stream.
 */
export interface ThrottleOptions {
  windowMs: number;
  /** Failures of one username from one address before that pair is refused. */
  maxFailuresPerPair: number;
  /** Failures from one address, whatever the usernames, before the address is refused. */
  maxFailuresPerAddress: number;
  /** Failures of one username from all addresses that cost nothing; past them a wrong password waits. */
  freeFailuresPerUsername: number;
  /** The first wait; it doubles with each further failure... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  maxConcurrentChecks: number;
  /** Attempts from addresses that have tried before waiting for a check, all together (one each). */
  maxWaiting: number;
  /** Attempts from clean addresses waiting for a check (one each): a bound on memory only. */
  maxWaitingClean: number;
  /** The longest an attempt waits for a check before it is answered "busy"... */
  maxWaitMs: number;
  /** ...and one from a clean address, which is served first: only a machine far behind makes it wait. */
  maxWaitCleanMs: number;
}

export const defaultThrottleOptions: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerPair: 5,
  maxFailuresPerAddress: 20,
  freeFailuresPerUsername: 5,
  firstDelayMs: 250,
  maxDelayMs: 3000,
  maxConcurrentChecks: 2,
  // About what the checks get through within maxWaitMs: a longer queue would only hold its
  // attempts' connections to answer them "busy" in the end.
  maxWaiting: 4,
  maxWaitingClean: 256,
  maxWaitMs: 3000,
  maxWaitCleanMs: 15_000,
};

/** What `attempt` answers: the check's value, a wrong password, or a refusal without a check. */
export type SignInOutcome<T> =
  | { status: "passed"; value: T }
  | { status: "wrong"; delayedMs: number }
  | { status: "refused"; reason: "too-many-failures" | "busy"; retryAfterSeconds: number };

export type ThrottleLog = (
  event: "sign-in-locked-out" | "sign-in-slowed" | "sign-in-busy",
  fields: Record<string, unknown>,
) => void;

interface Waiting {
  key: string;
  /** The username, as counted (userKey). */
  user: string;
  /** Whether the username is a staff account: attempts at made-up names wait behind real ones. */
  account: boolean;
  clean: boolean;
  /** The account signed in from this address before: served before everyone else. */
  known: boolean;
  order: number;
  admit: (granted: boolean) => void;
  timer: ReturnType<typeof setTimeout>;
}

const USERNAME_FAILURES_KEPT = 64;
/** How long an address an account signed in from counts as that account's own, and how many are kept. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
const KNOWN_KEPT = 10_000;
const userKey = (username: string) => username.trim().toLowerCase();
const pairKey = (user: string, key: string) => `${user}\u0000${key}`;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  readonly #byPair: SlidingWindowLimiter;
  readonly #byAddress: SlidingWindowLimiter;
  // Counts failures only, never refuses: `waitMs` is not asked of it.
  readonly #byUsername: SlidingWindowLimiter;
  readonly #options: ThrottleOptions;
  readonly #log: ThrottleLog;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #now: () => number;
  readonly #waiting: Waiting[] = [];
  /** (username, address) pairs that signed in, with when: the staff member's own desk. */
  readonly #signedInFrom = new Map<string, number>();
  #running = 0;
  #runningNotClean = 0;
  #arrivals = 0;

  constructor(
    options: ThrottleOptions = defaultThrottleOptions,
    {
      log = () => {},
      wait = sleep,
      now = Date.now,
    }: { log?: ThrottleLog; wait?: (ms: number) => Promise<void>; now?: () => number } = {},
  ) {
    this.#options = options;
    this.#byPair = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerPair });
    this.#byAddress = new SlidingWindowLimiter({ windowMs: options.windowMs, max: options.maxFailuresPerAddress });
    this.#byUsername = new SlidingWindowLimiter({ windowMs: options.windowMs, max: Number.MAX_SAFE_INTEGER });
    this.#log = log;
    this.#sleep = wait;
    this.#now = now;
  }

  /** How long a wrong password on a username with this many earlier failures waits for its answer. */
  delayFor(failures: number): number {
    const { freeFailuresPerUsername, firstDelayMs, maxDelayMs } = this.#options;
    if (failures < freeFailuresPerUsername) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailuresPerUsername));
  }

  /**
   * One password check of `username` from `address`, throttled: `verify` runs the (slow) check and
   * gives a value when the password is right, undefined when it is wrong.
   */
  async attempt<T>(
    username: string,
    address: string,
    verify: () => Promise<T | undefined>,
    { isAccount = async () => true }: { isAccount?: () => Promise<boolean> } = {},
  ): Promise<SignInOutcome<T>> {
    const started = this.#now();
    const user = userKey(username);
    const key = limitKey(address);
    const pair = pairKey(user, key);
    const pairWait = this.#byPair.waitMs(pair, started);
    const addressWait = this.#byAddress.waitMs(key, started);
    if (pairWait > 0 || addressWait > 0) {
      const retryAfterSeconds = Math.ceil(Math.max(pairWait, addressWait) / 1000);
      this.#log("sign-in-locked-out", {
        scope: addressWait >= pairWait ? "address" : "username-and-address",
        username: user.slice(0, 100),
        address: key,
        retryAfterSeconds,
      });
      return { status: "refused", reason: "too-many-failures", retryAfterSeconds };
    }

    // An address the account signed in from before can only be known by knowing the password: no
    // burst of fresh addresses stands before it. Otherwise an address with no attempt is clean.
    const known = (this.#signedInFrom.get(pair) ?? Number.NEGATIVE_INFINITY) > started - KNOWN_FOR_MS;
    const clean = known || this.#byAddress.count(key, started) === 0;
    const earlierFailures = this.#byUsername.count(user, started);
    this.#byPair.record(pair, started);
    this.#byAddress.record(key, started);
    // The slowdown stops growing long before this; the cap keeps a hammered account's list short.
    if (earlierFailures < USERNAME_FAILURES_KEPT) this.#byUsername.record(user, started);
    // A busy answer stays counted against the address: flooding costs the flooding address. It is
    // no guess at the account, so the pair and the username get it back.
    // Asked once the attempt is counted, so attempts sent together are all counted before any waits.
    const account = await isAccount();
    if (!(await this.#takeCheck({ key, user, account, clean, known }))) {
      this.#byPair.forget(pair, started);
      this.#byUsername.forget(user, started);
      this.#log("sign-in-busy", { username: user.slice(0, 100), address: key });
      return { status: "refused", reason: "busy", retryAfterSeconds: 1 };
    }
    let value: T | undefined;
    try {
      value = await verify();
    } finally {
      this.#releaseCheck(clean);
    }
    if (value !== undefined) {
      // A success clears the username's failures and takes this attempt back from the address's.
      this.#byPair.clear(pair);
      this.#byUsername.clear(user);
      this.#byAddress.forget(key, started);
      this.#signedInFrom.delete(pair);
      this.#signedInFrom.set(pair, started);
      if (this.#signedInFrom.size > KNOWN_KEPT)
        this.#signedInFrom.delete(this.#signedInFrom.keys().next().value as string);
      return { status: "passed", value };
    }
    const delayedMs = this.delayFor(earlierFailures);
    if (delayedMs > 0) {
      this.#log("sign-in-slowed", { username: user.slice(0, 100), address: key, delayMs: delayedMs });
      await this.#sleep(delayedMs);
    }
    return { status: "wrong", delayedMs };
  }

  /** Resolves true once the attempt may run its check, false when it is answered "busy" instead. */
  #takeCheck(attempt: Pick<Waiting, "key" | "user" | "account" | "clean" | "known">): Promise<boolean> {
    const { key, clean } = attempt;
    if (this.#waiting.some((waiting) => waiting.key === key)) return Promise.resolve(false);
    const lane = this.#waiting.filter((waiting) => waiting.clean === clean);
    if (lane.length >= (clean ? this.#options.maxWaitingClean : this.#options.maxWaiting)) {
      // Full: the newcomer takes the place of the waiting attempt that stands furthest back, if it
      // stands before it; otherwise it is the one turned away. So a lane full of a flood's attempts
      // never keeps out one that would be served before them.
      const worst = lane.reduce((a, b) => (this.#compareStanding(b, a) > 0 ? b : a));
      if (this.#compareStanding(attempt, worst) >= 0) return Promise.resolve(false);
      this.#leave(worst, false);
    }
    return new Promise((admit) => {
      const entry: Waiting = {
        ...attempt,
        order: this.#arrivals++,
        admit,
        timer: setTimeout(
          () => this.#leave(entry, false),
          clean ? this.#options.maxWaitCleanMs : this.#options.maxWaitMs,
        ),
      };
      this.#waiting.push(entry);
      this.#startWaiting();
    });
  }

  #releaseCheck(clean: boolean): void {
    this.#running--;
    if (!clean) this.#runningNotClean--;
    this.#startWaiting();
  }

  // Starts waiting attempts while checks are free: fewest attempts from their address first, then
  // the newest (under overload the oldest are the likeliest to time out anyway, and a burst of
  // fresh addresses, which an attacker spends once a window, is not served ahead of a later
  // arrival). One check is kept for clean addresses, so a flood from addresses that have already
  // failed never stands between a staff member at a clean address and their check.
  #startWaiting(): void {
    const { maxConcurrentChecks } = this.#options;
    const notCleanAtMost = Math.max(1, maxConcurrentChecks - 1);
    while (this.#running < maxConcurrentChecks) {
      const runnable = this.#waiting.filter((entry) => entry.clean || this.#runningNotClean < notCleanAtMost);
      if (runnable.length === 0) return;
      const next = runnable.reduce((a, b) => {
        const byStanding = this.#compareStanding(a, b);
        return byStanding < 0 || (byStanding === 0 && a.order > b.order) ? a : b;
      });
      this.#running++;
      if (!next.clean) this.#runningNotClean++;
      this.#leave(next, true);
    }
  }

  /**
   * Which of two attempts is served first (negative: `a`), arrival aside: the account's own address
   * first; then attempts at an account with few failures in the window, so a flood of attempts at
   * other names (made-up ones, or another account) never stands before a staff member signing in
   * from an address never seen (decision 176, amending 075); then the address that tried least.
   */
  #compareStanding(a: Pick<Waiting, "key" | "user" | "account" | "known">, b: typeof a): number {
    if (a.known !== b.known) return a.known ? -1 : 1;
    const byUsername = this.#usernameStanding(a) - this.#usernameStanding(b);
    if (byUsername !== 0) return byUsername;
    return this.#score(a) - this.#score(b);
  }

  /** An account's failures in the window; a name that is no account stands behind every account. */
  #usernameStanding(entry: Pick<Waiting, "user" | "account">): number {
    return entry.account ? this.#byUsername.count(entry.user, this.#now()) : USERNAME_FAILURES_KEPT;
  }

  #score(entry: Pick<Waiting, "key">): number {
    return this.#byAddress.count(entry.key, this.#now());
  }

  #leave(entry: Waiting, granted: boolean): void {
    const index = this.#waiting.indexOf(entry);
    if (index < 0) return;
    this.#waiting.splice(index, 1);
    clearTimeout(entry.timer);
    entry.admit(granted);
  }
}
