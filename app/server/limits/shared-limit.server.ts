import { createHash } from "node:crypto";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";

/**
 * Where limits are counted (decision 197): this process's memory when one process serves the site
 * (SQLite), or a PostgreSQL table that every process shares (DATABASE_URL), so that two processes
 * allow what one does. The table is made by migration 0040, never by the library at start, where
 * several processes starting at once would race to create it.
 */
export type LimitStore = { kind: "memory" } | { kind: "postgres"; pool: pg.Pool };

export const memoryLimitStore: LimitStore = { kind: "memory" };

/** The table migration 0040 creates, in the shape rate-limiter-flexible's PostgreSQL store reads. */
export const RATE_LIMITS_TABLE = "rate_limits";

export interface LimitOptions {
  /** The limit's name, unique among the app's limits: its keys are stored under it. */
  name: string;
  max: number;
  windowMs: number;
  /**
   * Remember in memory a key refused over its limit until its window ends, asking the store no more
   * (the public budgets: a flood's refusals cost no query).
   */
  blockRefusedInMemory?: boolean;
}

/** What one counting answered: how many the key has in this window now, and the wait (0: within the limit). */
export interface Taken {
  count: number;
  waitMs: number;
}

/**
 * The longest window the memory store can time (its timers take 2^31 - 1 ms, about 24.8 days; a
 * longer one would end at once). Only the 30 days an account's own address is remembered are longer.
 */
const LONGEST_MEMORY_WINDOW_MS = 2 ** 31 - 1;

/** The longest key the store takes (varchar(255), with the limit's name before it). */
const LONGEST_KEY = 160;

/**
 * One limit, through rate-limiter-flexible: at most `max` per key in a window of `windowMs`. The
 * window is the library's fixed one, opened by a key's first count and closed `windowMs` later
 * (decision 197: our sliding window of before let a key in as its oldest event aged out).
 * With PostgreSQL, a store that cannot be reached falls back to counting in memory for that call,
 * so an outage of the database loosens limits to one process's, never refuses everyone.
 */
export class SharedLimit {
  readonly #limiter: RateLimiterAbstract;
  readonly #max: number;

  constructor(store: LimitStore, { name, max, windowMs, blockRefusedInMemory = false }: LimitOptions) {
    const options = { keyPrefix: name, points: max, duration: windowMs / 1000 };
    const inMemory = { ...options, duration: Math.min(windowMs, LONGEST_MEMORY_WINDOW_MS) / 1000 };
    this.#max = max;
    this.#limiter =
      store.kind === "memory"
        ? new RateLimiterMemory(inMemory)
        : new RateLimiterPostgres({
            ...options,
            storeClient: store.pool,
            storeType: "pool",
            tableName: RATE_LIMITS_TABLE,
            tableCreated: true,
            // Only a refusal (one over the limit) is remembered: a key at its limit may still get one back.
            ...(blockRefusedInMemory ? { inMemoryBlockOnConsumed: max + 1 } : {}),
            insuranceLimiter: new RateLimiterMemory(inMemory),
          });
  }

  get max(): number {
    return this.#max;
  }

  /**
   * Milliseconds a key refused over its limit stays refused, as this process remembers it without
   * asking the store (`blockRefusedInMemory`); 0 when it remembers none.
   */
  refusedMs(key: string): number {
    const limiter = this.#limiter as RateLimiterAbstract & {
      getInMemoryBlockMsBeforeExpire?: (rlKey: string) => number;
    };
    return Math.max(0, limiter.getInMemoryBlockMsBeforeExpire?.(limiter.getKey(storedKey(key))) ?? 0);
  }

  /** How many the key has counted in its window. */
  async count(key: string): Promise<number> {
    return counted(await this.#limiter.get(storedKey(key)));
  }

  /** Milliseconds before the key may count one more within its limit; 0 now. */
  async waitMs(key: string): Promise<number> {
    const res = await this.#limiter.get(storedKey(key));
    return counted(res) < this.#max ? 0 : Math.max(1, res?.msBeforeNext ?? 0);
  }

  /**
   * Counts one for the key, in one step of the store (two processes never both take the last
   * place): within the limit, `waitMs` 0; over it, how long until the window ends. One refused
   * stays counted, which changes nothing: a fixed window ends when it ends, however full.
   */
  async take(key: string): Promise<Taken> {
    try {
      const res = await this.#limiter.consume(storedKey(key));
      return { count: res.consumedPoints, waitMs: 0 };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { count: error.consumedPoints, waitMs: Math.max(1, error.msBeforeNext) };
    }
  }

  /** Counts `points` without ever refusing (a tally, or hits spent from a cap); answers the count with them. */
  async add(key: string, points = 1): Promise<number> {
    return (await this.#limiter.penalty(storedKey(key), points)).consumedPoints;
  }

  /** Takes back one counted (an attempt that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.#limiter.reward(storedKey(key));
  }

  /** Forgets the key's window. */
  async clear(key: string): Promise<void> {
    await this.#limiter.delete(storedKey(key));
  }
}

/**
 * Counts one under each limit in turn, stopping at the first that refuses and giving back what the
 * ones before it took: a refused call costs no limit anything. Answers the longest wait, 0 when all
 * took it. A key this process remembers refused is refused first, asking the store nothing: a
 * flood rotating through the addresses of a spent network costs the database no query.
 */
export async function takeEach(steps: readonly [SharedLimit, string][]): Promise<number> {
  const remembered = Math.max(0, ...steps.map(([limit, key]) => limit.refusedMs(key)));
  if (remembered > 0) return remembered;
  for (const [index, [limit, key]] of steps.entries()) {
    const { waitMs } = await limit.take(key);
    if (waitMs > 0) {
      await Promise.all(steps.slice(0, index).map(([taken, takenKey]) => taken.giveBack(takenKey)));
      return waitMs;
    }
  }
  return 0;
}

/** The count a stored answer holds: none for a key never counted or whose window has ended. */
function counted(res: RateLimiterRes | null): number {
  if (!res) return 0;
  // The memory store keeps an ended window until its timer fires: it says so by a negative wait.
  if (res.msBeforeNext <= 0) return 0;
  return Math.max(0, res.consumedPoints);
}

/** A key the store can hold: PostgreSQL text takes no NUL, and its column 255 characters. */
function storedKey(key: string): string {
  if (key.length <= LONGEST_KEY && !key.includes("\u0000")) return key;
  return `#${createHash("sha256").update(key).digest("base64url")}`;
}
