import { limitKey } from "../limits/address-keys.ts";
import { type LimitStore, SharedLimit } from "../limits/shared-limit.server.ts";

/**
 * Slows down password guessing without letting anyone keep the staff out (decisions 041 and 075).
 * Addresses are counted by limitKey: IPv4 as it is, IPv6 by its /64.
 *
 * - a (username, address) pair with too many failures in the window is refused until the window
 *   ends (a fixed window opened by the first failure, decision 197): one guesser stops guessing that account;
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
 * The counters (failures per pair, per address, per username, and the addresses each account
 * signed in from) are in the limit store (decision 197): with PostgreSQL every process counts the
 * same failures, so two processes refuse the 6th wrong password as one does. The checks running at
 * once and the queue before them are this process's own: they share out its memory and threads.
 * An attempt counts as a failure from the moment it starts, and a success takes it back: guesses
 * sent in parallel are all counted before their (deliberately slow) password checks end, so a burst
 * gets no more guesses than a steady stream.
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
  /** Attempts from this address in the window when it arrived. */
  tries: number;
  /** Failures of this username in the window before it arrived. */
  failures: number;
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

/** Where a made-up name's attempts stand in the queue: behind any account with fewer failures. */
const USERNAME_FAILURES_KEPT = 64;
/** How long an address an account signed in from counts as that account's own. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
const userKey = (username: string) => username.trim().toLowerCase();
const pairKey = (user: string, key: string) => `${user} ${key}`;

/** The throttle's counters, in the limit store. */
interface SignInLimits {
  byPair: SharedLimit;
  byAddress: SharedLimit;
  /** Counts failures only, never refuses: only `add` and `count` are asked of it. */
  byUsername: SharedLimit;
  /** (username, address) pairs that signed in, in the last 30 days: the staff member's own desk. */
  signedInFrom: SharedLimit;
}

function signInLimits(store: LimitStore, options: ThrottleOptions): SignInLimits {
  const { windowMs } = options;
  return {
    byPair: new SharedLimit(store, { name: "sign-in-pair", max: options.maxFailuresPerPair, windowMs }),
    byAddress: new SharedLimit(store, { name: "sign-in-address", max: options.maxFailuresPerAddress, windowMs }),
    byUsername: new SharedLimit(store, { name: "sign-in-username", max: Number.MAX_SAFE_INTEGER, windowMs }),
    signedInFrom: new SharedLimit(store, { name: "sign-in-known", max: 1, windowMs: KNOWN_FOR_MS }),
  };
}
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  readonly #limits: SignInLimits;
  readonly #options: ThrottleOptions;
  readonly #log: ThrottleLog;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #waiting: Waiting[] = [];
  #running = 0;
  #runningNotClean = 0;
  #arrivals = 0;

  /** `store`: where failures are counted (memory, or PostgreSQL shared by every process). */
  constructor(
    store: LimitStore,
    options: ThrottleOptions = defaultThrottleOptions,
    { log = () => {}, wait = sleep }: { log?: ThrottleLog; wait?: (ms: number) => Promise<void> } = {},
  ) {
    this.#options = options;
    this.#limits = signInLimits(store, options);
    this.#log = log;
    this.#sleep = wait;
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
    const user = userKey(username);
    const key = limitKey(address);
    const pair = pairKey(user, key);
    const limits = this.#limits;
    // The address first, then the pair; a refused attempt gives back what it took (takeEach's way,
    // by hand here as the address's count is wanted): guessing past a lockout costs nothing more.
    const byAddress = await limits.byAddress.take(key);
    const byPair = byAddress.waitMs > 0 ? byAddress : await limits.byPair.take(pair);
    if (byAddress.waitMs > 0 || byPair.waitMs > 0) {
      if (byAddress.waitMs === 0) await limits.byAddress.giveBack(key);
      const retryAfterSeconds = Math.ceil(Math.max(byAddress.waitMs, byPair.waitMs) / 1000);
      this.#log("sign-in-locked-out", {
        scope: byAddress.waitMs > 0 ? "address" : "username-and-address",
        username: user.slice(0, 100),
        address: key,
        retryAfterSeconds,
      });
      return { status: "refused", reason: "too-many-failures", retryAfterSeconds };
    }

    // An address the account signed in from before can only be known by knowing the password: no
    // burst of fresh addresses stands before it. Otherwise an address with no attempt is clean.
    const [signedInBefore, failures] = await Promise.all([
      limits.signedInFrom.count(pair),
      limits.byUsername.add(user),
    ]);
    const known = signedInBefore > 0;
    const clean = known || byAddress.count === 1;
    const earlierFailures = failures - 1;
    // A busy answer stays counted against the address: flooding costs the flooding address. It is
    // no guess at the account, so the pair and the username get it back.
    // Asked once the attempt is counted, so attempts sent together are all counted before any waits.
    const account = await isAccount();
    const waiting = { key, user, account, clean, known, tries: byAddress.count, failures: earlierFailures };
    if (!(await this.#takeCheck(waiting))) {
      await Promise.all([limits.byPair.giveBack(pair), limits.byUsername.giveBack(user)]);
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
      await Promise.all([
        limits.byPair.clear(pair),
        limits.byUsername.clear(user),
        limits.byAddress.giveBack(key),
        limits.signedInFrom.clear(pair).then(() => limits.signedInFrom.add(pair)),
      ]);
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
  #takeCheck(attempt: Omit<Waiting, "order" | "admit" | "timer">): Promise<boolean> {
    const { key, clean } = attempt;
    // The counts the queue is ordered by, as the latest arrival read them from the store.
    for (const waiting of this.#waiting) {
      if (waiting.key === key) waiting.tries = Math.max(waiting.tries, attempt.tries);
      if (waiting.user === attempt.user) waiting.failures = Math.max(waiting.failures, attempt.failures + 1);
    }
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
  #compareStanding(a: Pick<Waiting, "tries" | "failures" | "account" | "known">, b: typeof a): number {
    if (a.known !== b.known) return a.known ? -1 : 1;
    const byUsername = this.#usernameStanding(a) - this.#usernameStanding(b);
    if (byUsername !== 0) return byUsername;
    return this.#score(a) - this.#score(b);
  }

  /**
   * An account's failures in the window when the attempt arrived; a name that is no account stands
   * behind every account.
   */
  #usernameStanding(entry: Pick<Waiting, "failures" | "account">): number {
    return entry.account ? Math.min(entry.failures, USERNAME_FAILURES_KEPT - 1) : USERNAME_FAILURES_KEPT;
  }

  /** The address's attempts in the window when the attempt arrived. */
  #score(entry: Pick<Waiting, "tries">): number {
    return entry.tries;
  }

  #leave(entry: Waiting, granted: boolean): void {
    const index = this.#waiting.indexOf(entry);
    if (index < 0) return;
    this.#waiting.splice(index, 1);
    clearTimeout(entry.timer);
    entry.admit(granted);
  }
}
