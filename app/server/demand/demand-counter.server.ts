import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { limitKey } from "../limits/address-keys.ts";
import { type LimitStore, memoryLimitStore, SharedLimit } from "../limits/shared-limit.server.ts";
import { demandDay } from "./demand-day.ts";
import { type DemandEvent, demandEventKey } from "./demand-events.server.ts";
import { addDemandCounts, type DemandCountRow, foldOldDemand } from "./demand-store.server.ts";
import { isKnownBot } from "./known-bots.server.ts";

export interface DemandCounterOptions {
  /** How often counts waiting in memory are written (ms). */
  flushEveryMs?: number;
  /** How often one address may add to one count in a day. */
  capPerAddress?: number;
  /** Where the daily caps are counted (decision 199): memory, or PostgreSQL shared by every process. */
  limitStore?: LimitStore;
  /** The clock: tests move it. */
  now?: () => number;
  log?: (event: string, fields: Record<string, unknown>) => void;
}

/** Who sent a request, as far as counting needs: read, never stored. */
export interface Visitor {
  address: string;
  userAgent: string | undefined;
}

export const DEFAULT_FLUSH_EVERY_MS = 5000;
/** A buyer may repeat a search a few times in a day; more than that from one address is not more demand. */
export const DEFAULT_CAP_PER_ADDRESS = 3;
/**
 * Bounds: past them a flood's further counts are dropped, never the process's memory or the
 * database's time. An (address, count) pair is checked against its cap once per write, so the pairs
 * waiting for one write bound its queries, and the pairs checked in a day the caps' entries.
 */
const MAX_CAP_ENTRIES = 200_000;
const MAX_PENDING_PAIRS = 10_000;
const MAX_PENDING_ROWS = 50_000;
/** How long a day's cap is kept: the key names its day, so this only has to outlast the day. */
const CAP_WINDOW_MS = 2 * 24 * 3600_000;
/** Pairs checked against their caps at once, on the limit store's few connections. */
const CAP_CHECKS_AT_ONCE = 4;

/** One address's hits of one count waiting for the next write, with the cap they are checked against. */
interface PendingPair {
  capKey: string;
  row: DemandCountRow;
}

/**
 * Counts what buyers look for (docs/decisions/120) without slowing a request: `count` only adds to
 * a map in memory and never waits; a timer writes the map every few seconds in one transaction, and
 * `stop` writes what is left at shutdown. Known bots are not counted, and one address adds at most
 * `capPerAddress` a day to any one count: each write first spends each (address, count) pair's hits
 * from its daily cap in the limit store (decision 199), so with PostgreSQL every process spends
 * from the same cap, and a page answered from the render cache still asks nothing of the database.
 * The caps know an address only by a 32-bit hash, for two days at most.
 * Once a day (and at start) day rows older than 400 days are folded into months.
 */
export class DemandCounter {
  readonly #db: Kysely<Database>;
  readonly #flushEveryMs: number;
  readonly #capPerAddress: number;
  readonly #now: () => number;
  readonly #log: NonNullable<DemandCounterOptions["log"]>;
  readonly #caps: SharedLimit;
  /** Today's hits waiting for a write, by address and count; rows of an earlier day not yet checked. */
  #pending = new Map<string, PendingPair>();
  #earlier: PendingPair[] = [];
  /** Rows already checked against their caps whose write failed: written again next time. */
  #unwritten: DemandCountRow[] = [];
  /** Pairs checked against their caps today (MAX_CAP_ENTRIES). */
  #pairsToday = 0;
  /** User agents seen lately and whether they are bots: a browser sends the same string every time. */
  #bots = new Map<string, boolean>();
  #day: string;
  #foldedOn: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #warnedFull = false;

  constructor(db: Kysely<Database>, options: DemandCounterOptions = {}) {
    this.#db = db;
    this.#flushEveryMs = options.flushEveryMs ?? DEFAULT_FLUSH_EVERY_MS;
    this.#capPerAddress = options.capPerAddress ?? DEFAULT_CAP_PER_ADDRESS;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? (() => {});
    this.#day = demandDay(this.#now());
    this.#caps = new SharedLimit(options.limitStore ?? memoryLimitStore, {
      name: "demand-cap",
      max: this.#capPerAddress,
      windowMs: CAP_WINDOW_MS,
    });
  }

  /** Starts the timer that writes counts; it never keeps the process alive. */
  start(): this {
    this.#timer ??= setInterval(() => void this.flush(), this.#flushEveryMs);
    this.#timer.unref();
    return this;
  }

  /** Stops the timer and writes what is waiting. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  /**
   * Counts a request's events; returns how many were taken for the next write (the daily caps may
   * still take some back there). Synchronous: nothing is awaited.
   * A request adds at most 1 to any one count, however often it names it, and one address adds at
   * most `capPerAddress` a day to any one count, whatever request names it (decision 176): a page,
   * a list, or many lists that each name it once.
   */
  count(events: readonly DemandEvent[], visitor: Visitor): number {
    if (events.length === 0 || this.#isBot(visitor.userAgent)) return 0;
    const day = this.#today();
    const address = hash32(limitKey(visitor.address)).toString(36);
    const named = new Set<string>();
    let counted = 0;
    for (const event of events) {
      const key = demandEventKey(event);
      if (named.has(key)) continue;
      named.add(key);
      const pairKey = `${address} ${key}`;
      const pair = this.#pending.get(pairKey);
      if (pair) {
        // More than the cap from one address never gets past the check: not kept for it either.
        if (pair.row.hits >= this.#capPerAddress) continue;
        pair.row.hits++;
        pair.row.results = event.results;
      } else if (this.#pending.size >= MAX_PENDING_PAIRS || this.#pairsToday >= MAX_CAP_ENTRIES) {
        this.#warnFull();
        continue;
      } else {
        this.#pending.set(pairKey, { capKey: `${day} ${pairKey}`, row: { period: day, ...event, hits: 1 } });
      }
      counted++;
    }
    return counted;
  }

  #isBot(userAgent: string | undefined): boolean {
    if (userAgent === undefined) return true;
    let bot = this.#bots.get(userAgent);
    if (bot === undefined) {
      bot = isKnownBot(userAgent);
      if (this.#bots.size >= 1000) this.#bots.clear();
      this.#bots.set(userAgent, bot);
    }
    return bot;
  }

  /** Writes the counts waiting in memory; one write at a time, errors logged and the counts kept. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing;
    this.#writing = this.#write().finally(() => {
      this.#writing = undefined;
    });
    await this.#writing;
  }

  async #write(): Promise<void> {
    const today = this.#today();
    const pairs = [...this.#earlier, ...this.#pending.values()];
    this.#pending = new Map();
    this.#earlier = [];
    this.#pairsToday += pairs.length;
    const rows = [...this.#unwritten, ...(await this.#withinCaps(pairs))];
    this.#unwritten = [];
    try {
      await addDemandCounts(this.#db, rows);
    } catch (error) {
      this.#log("demand-write-failed", { rows: rows.length, message: (error as Error).message });
      // Kept for the next try (their caps are spent), within the memory bound.
      this.#unwritten = rows.slice(0, MAX_PENDING_ROWS);
    }
    if (this.#foldedOn !== today) {
      try {
        const folded = await foldOldDemand(this.#db, today);
        this.#foldedOn = today;
        if (folded > 0) this.#log("demand-folded", { dayRows: folded });
      } catch (error) {
        this.#log("demand-fold-failed", { message: (error as Error).message });
      }
    }
  }

  /**
   * Spends each pair's hits from its daily cap and answers the rows of what the caps allowed, one
   * row per count (pairs of one count from many addresses add up). A pair whose cap cannot be read
   * is counted as if within it: a count is never lost to the limit store.
   */
  async #withinCaps(pairs: PendingPair[]): Promise<DemandCountRow[]> {
    const rows = new Map<string, DemandCountRow>();
    const check = async ({ capKey, row }: PendingPair) => {
      let allowed = row.hits;
      try {
        const spent = await this.#caps.add(capKey, row.hits);
        allowed = Math.max(0, Math.min(row.hits, this.#capPerAddress - (spent - row.hits)));
      } catch (error) {
        this.#log("demand-cap-unread", { message: (error as Error).message });
      }
      if (allowed === 0) return;
      const key = `${row.period} ${demandEventKey(row)}`;
      const counted = rows.get(key);
      if (counted) {
        counted.hits += allowed;
        counted.results = row.results;
      } else rows.set(key, { ...row, hits: allowed });
    };
    for (let next = 0; next < pairs.length; next += CAP_CHECKS_AT_ONCE)
      await Promise.all(pairs.slice(next, next + CAP_CHECKS_AT_ONCE).map(check));
    return [...rows.values()];
  }

  /** Today's day; a new day sets yesterday's hits aside for the next write. */
  #today(): string {
    const day = demandDay(this.#now());
    if (day !== this.#day) {
      this.#day = day;
      this.#earlier.push(...this.#pending.values());
      this.#pending = new Map();
      this.#pairsToday = 0;
      this.#warnedFull = false;
    }
    return day;
  }

  #warnFull(): 0 {
    if (!this.#warnedFull) {
      this.#warnedFull = true;
      this.#log("demand-counts-dropped", { reason: "memory bound reached for today" });
    }
    return 0;
  }
}

/** FNV-1a over a string's UTF-16 units: an address's 32-bit hash. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
