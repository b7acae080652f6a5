import { isIPv6 } from "node:net";

/** Stale keys are swept after this many records: the cost spread thin, the map bounded. */
const SWEEP_EVERY = 1000;

/**
 * Counts events per key over a sliding window, in memory: enough for one process serving the site.
 * `wait` says how long until one more event would be within the limit.
 */
export class SlidingWindowLimiter {
  readonly #events = new Map<string, number[]>();
  readonly #windowMs: number;
  readonly #max: number;
  #recordsSinceSweep = 0;

  constructor(options: { windowMs: number; max: number }) {
    this.#windowMs = options.windowMs;
    this.#max = options.max;
  }

  /** Milliseconds before another event for this key is allowed; 0 when allowed now. */
  waitMs(key: string, now = Date.now()): number {
    const recent = this.#recent(key, now);
    if (recent.length < this.#max) return 0;
    const oldestCounted = recent[recent.length - this.#max] ?? now;
    return oldestCounted + this.#windowMs - now;
  }

  /** Events for this key within the window. */
  count(key: string, now = Date.now()): number {
    return this.#recent(key, now).length;
  }

  record(key: string, now = Date.now()): void {
    const recent = this.#recent(key, now);
    recent.push(now);
    this.#events.set(key, recent);
    if (++this.#recordsSinceSweep >= SWEEP_EVERY) this.#sweep(now);
  }

  /** How many keys it holds; a key whose events all aged out is forgotten within SWEEP_EVERY records. */
  get size(): number {
    return this.#events.size;
  }

  /** Takes back one event recorded at `time` (an attempt that turned out to be allowed). */
  forget(key: string, time: number): void {
    const events = this.#events.get(key);
    const index = events?.indexOf(time) ?? -1;
    if (events && index >= 0) events.splice(index, 1);
  }

  clear(key: string): void {
    this.#events.delete(key);
  }

  // Addresses that never come back would otherwise stay in the map for the life of the process.
  #sweep(now: number): void {
    this.#recordsSinceSweep = 0;
    for (const [key, events] of this.#events) {
      if ((events.at(-1) ?? 0) <= now - this.#windowMs) this.#events.delete(key);
    }
  }

  #recent(key: string, now: number): number[] {
    const recent = (this.#events.get(key) ?? []).filter((time) => time > now - this.#windowMs);
    if (recent.length === 0) this.#events.delete(key);
    return recent;
  }
}

/**
 * The key an address is limited under: an IPv4 address as it is, an IPv6 address by its /64 (one
 * customer's network: a home or a server gets a whole /64, so counting single IPv6 addresses would
 * hand everyone 2^64 fresh ones). An IPv4 address mapped into IPv6 is the IPv4 address.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 64 bits, which the key drops anyway.
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::")
    ? [...headGroups, ...Array(Math.max(0, missing)).fill("0"), ...tailGroups]
    : headGroups;
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}
