import { isIPv4, isIPv6 } from "node:net";

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
 * What a call's budget asks of a limiter (decision 171): how long this key must wait, and that it
 * spent one. The in-memory SlidingWindowLimiter answers it for one process; a shared store can
 * answer it later without the callers changing.
 */
export interface Limiter {
  waitMs(key: string, now?: number): number;
  record(key: string, now?: number): void;
}

/**
 * A budget per client AND per network for one kind of expensive public call (decision 171): a
 * client (limitKey) may make `perMinute` a minute, its network (networkKey: an IPv4 /24, an IPv6
 * /48) `perMinute × networkFactor` together, so a crowd of addresses in one network shares one
 * budget however many addresses it rotates through.
 */
export class ClientAndNetworkBudget {
  readonly #client: Limiter;
  readonly #network: Limiter;

  constructor(
    { perMinute, networkFactor }: { perMinute: number; networkFactor: number },
    limiter: (max: number) => Limiter = (max) => new SlidingWindowLimiter({ windowMs: 60_000, max }),
  ) {
    this.#client = limiter(perMinute);
    this.#network = limiter(perMinute * networkFactor);
  }

  /** Milliseconds before this address may make another call (0: now): its own or its network's wait. */
  waitMs(address: string, now = Date.now()): number {
    return Math.max(this.#client.waitMs(limitKey(address), now), this.#network.waitMs(networkKey(address), now));
  }

  record(address: string, now = Date.now()): void {
    this.#client.record(limitKey(address), now);
    this.#network.record(networkKey(address), now);
  }
}

/**
 * The key an address is limited under: an IPv4 address as it is, an IPv6 address by its /64 (one
 * customer's network: a home or a server gets a whole /64, so counting single IPv6 addresses would
 * hand everyone 2^64 fresh ones). An IPv4 address mapped into IPv6 is the IPv4 address.
 */
export function limitKey(address: string): string {
  return addressPrefix(address, 32, 64);
}

/**
 * The network an address is budgeted with (decision 171): an IPv4 /24 (the smallest block routed
 * on the internet, usually one customer or one pool of a provider's), an IPv6 /48 (one site's
 * allocation; homes get a /56 or /48 of it).
 */
export function networkKey(address: string): string {
  return addressPrefix(address, 24, 48);
}

/**
 * The lanes a fair gate serves an address in (server/fair-gate.ts), widest first: IPv4 /16, /24
 * and the address; IPv6 /32, /48 and the /64. Each level is served in turn, so a crowd of
 * addresses in one /24, or of /24s in one /16, shares one turn at that level.
 */
export function addressLanes(address: string): string[] {
  return [addressPrefix(address, 16, 32), networkKey(address), limitKey(address)];
}

/** An address cut to its first bits: IPv4 to `ipv4Bits` (8, 16, 24 or 32), IPv6 to `ipv6Bits` (a multiple of 16). */
function addressPrefix(address: string, ipv4Bits: 8 | 16 | 24 | 32, ipv6Bits: number): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const ipv4 = mapped?.[1] ?? (isIPv4(address) ? address : undefined);
  if (ipv4) {
    if (ipv4Bits === 32) return ipv4;
    const kept = ipv4.split(".").slice(0, ipv4Bits / 8);
    return `${[...kept, ...Array(4 - kept.length).fill("0")].join(".")}/${ipv4Bits}`;
  }
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 64 bits, which every prefix here drops.
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::")
    ? [...headGroups, ...Array(Math.max(0, missing)).fill("0"), ...tailGroups]
    : headGroups;
  const network = groups.slice(0, ipv6Bits / 16).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/${ipv6Bits}`;
}
