import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { limitKey } from "../rate-limit.server.ts";
import { demandDay } from "./demand-day.ts";
import { type DemandEvent, demandEventKey } from "./demand-events.server.ts";
import { addDemandCounts, type DemandCountRow, foldOldDemand } from "./demand-store.server.ts";
import { isKnownBot } from "./known-bots.server.ts";

export interface DemandCounterOptions {
  /** How often counts waiting in memory are written (ms). */
  flushEveryMs?: number;
  /** How often one address may add to one count in a day. */
  capPerAddress?: number;
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
/** Memory bounds: past them a flood's further counts are dropped, never the process's memory. */
const MAX_CAP_ENTRIES = 200_000;
const MAX_PENDING_ROWS = 50_000;

/**
 * Counts what buyers look for (docs/decisions/120) without slowing a request: `count` only adds to
 * a map in memory and never waits; a timer writes the map every few seconds in one transaction, and
 * `stop` writes what is left at shutdown. Known bots are not counted, and one address adds at most
 * `capPerAddress` a day to any one count; the addresses are held in memory for the day only.
 * Once a day (and at start) day rows older than 400 days are folded into months.
 */
export class DemandCounter {
  readonly #db: Kysely<Database>;
  readonly #flushEveryMs: number;
  readonly #capPerAddress: number;
  readonly #now: () => number;
  readonly #log: NonNullable<DemandCounterOptions["log"]>;
  /** Today's counts by event key (demandEventKey), and rows of an earlier day not written yet. */
  #pending = new Map<string, DemandCountRow>();
  #earlier: DemandCountRow[] = [];
  /**
   * What each address added today to each count, under one number: the address's 32-bit hash and the
   * count's number (#keyNumber). About 40 bytes an entry, so a day of 200,000 entries costs a few
   * megabytes; two addresses sharing a hash (a handful in such a day) share a cap, which can only
   * count a little less.
   */
  #perAddress = new Map<number, number>();
  #keyNumbers = new Map<string, number>();
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
   * Counts a request's events; returns how many were counted. Synchronous: nothing is awaited.
   * A request adds at most 1 to any one count, however often it names it, and one address adds at
   * most `capPerAddress` a day to any one count, whatever request names it (decision 176): a page,
   * a list, or many lists that each name it once.
   */
  count(events: readonly DemandEvent[], visitor: Visitor): number {
    if (events.length === 0 || this.#isBot(visitor.userAgent)) return 0;
    const day = this.#today();
    const address = hash32(limitKey(visitor.address)) * 2 ** 20;
    const named = new Set<string>();
    let counted = 0;
    for (const event of events) {
      const key = demandEventKey(event);
      if (named.has(key)) continue;
      named.add(key);
      if (!this.#withinCap(address + this.#keyNumber(key))) continue;
      const row = this.#pending.get(key);
      if (row) {
        row.hits++;
        row.results = event.results;
      } else if (this.#pending.size >= MAX_PENDING_ROWS) {
        this.#warnFull();
        continue;
      } else {
        this.#pending.set(key, { period: day, ...event, hits: 1 });
      }
      counted++;
    }
    return counted;
  }

  /** Whether this address may add one more today to this count (capKey: address and count), and takes it. */
  #withinCap(capKey: number): boolean {
    const seen = this.#perAddress.get(capKey) ?? 0;
    if (seen >= this.#capPerAddress) return false;
    if (seen === 0 && this.#perAddress.size >= MAX_CAP_ENTRIES) return this.#warnFull() !== 0;
    this.#perAddress.set(capKey, seen + 1);
    return true;
  }

  /** A small number for a count's key, the same all day (below 2^20). */
  #keyNumber(key: string): number {
    let number = this.#keyNumbers.get(key);
    if (number === undefined) {
      number = this.#keyNumbers.size;
      if (number >= 2 ** 20) return 2 ** 20 - 1;
      this.#keyNumbers.set(key, number);
    }
    return number;
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
    const rows = [...this.#earlier, ...this.#pending.values()];
    this.#pending = new Map();
    this.#earlier = [];
    try {
      await addDemandCounts(this.#db, rows);
    } catch (error) {
      this.#log("demand-write-failed", { rows: rows.length, message: (error as Error).message });
      // Kept for the next try, within the memory bound.
      for (const row of rows) this.#putBack(row);
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

  #putBack(row: DemandCountRow) {
    const waiting = row.period === this.#day ? this.#pending.get(demandEventKey(row)) : undefined;
    if (waiting) waiting.hits += row.hits;
    else if (row.period !== this.#day) this.#earlier.push(row);
    else if (this.#pending.size < MAX_PENDING_ROWS) this.#pending.set(demandEventKey(row), row);
  }

  /** Today's day; a new day sets yesterday's counts aside for the next write and forgets its addresses. */
  #today(): string {
    const day = demandDay(this.#now());
    if (day !== this.#day) {
      this.#day = day;
      this.#earlier.push(...this.#pending.values());
      this.#pending = new Map();
      this.#perAddress = new Map();
      this.#keyNumbers = new Map();
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
