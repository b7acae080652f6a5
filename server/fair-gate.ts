/**
 * A fair, abandon-safe gate for expensive public work (decision 171): search renders, the search
 * dialog's suggestions, scan lookups and whole product lists each have one.
 *
 * - At most `atOnce` turns run; at most `waiting` requests wait, `waitingPerClient` of them from one
 *   client; none waits longer than `maxWaitMs`.
 * - Waiting requests are served in turn, not first come: each request names its lanes, widest first
 *   (an IPv4 /16, its /24, the address), and at every level the lane served least recently goes
 *   first. A crowd of addresses in one network shares that network's turns, so a visitor from a
 *   network that was not just served gets the next turn, and busy networks take turns among them.
 * - When the line is full, a newcomer from a lane with fewer waiting than the fullest lane takes
 *   the place of that lane's newest waiter (the busiest network gives way), else it is turned away.
 * - A request's signal ends its part in every state: waiting (it leaves the line), holding a turn
 *   (the turn is given back), already over (nothing happens). Tie it to the response's "close",
 *   which comes when the answer is sent and when the client goes away, and no slot can leak.
 */

export interface FairGateOptions {
  /** Turns held at once. */
  atOnce: number;
  /** Requests that may wait, from everyone together. */
  waiting: number;
  /** Requests one client (the last lane) may have waiting. */
  waitingPerClient: number;
  /** How long a request may wait for its turn before it is turned away. */
  maxWaitMs: number;
  /**
   * After a turn, its place rests this many times as long as the turn took before the next one
   * starts (1: the work takes at most half of the time, per place). 0 or absent: no rest.
   */
  restRatio?: number;
}

/** Why no turn was given: the line was full (or the request lost its place in it), it waited too long, or it left. */
export type Refusal = "full" | "late" | "gone";

export type Turn = { granted: true; release: () => void } | { granted: false; reason: Refusal };

export interface GateStats {
  running: number;
  waiting: number;
}

/** A node of the lanes' tree: its waiters if it is a client's lane, else the lanes below it. */
interface Lane {
  key: string;
  parent: Lane | undefined;
  below: Map<string, Lane>;
  waiters: Waiter[];
  /** Waiters in this lane and every lane below it. */
  count: number;
}

interface Waiter {
  lane: Lane;
  lanes: readonly string[];
  signal: AbortSignal;
  settle: (turn: Turn) => void;
}

/** Lanes whose last turn is remembered at most (a few hundred kilobytes), the oldest forgotten first. */
const MOST_REMEMBERED_LANES = 10_000;

export class FairGate {
  readonly #options: FairGateOptions;
  readonly #root: Lane = newLane("", undefined);
  /** When each lane was last served, by turn number, kept after it empties so a returning flood is known. */
  readonly #lastServed = new Map<string, number>();
  #turns = 0;
  #running = 0;

  constructor(options: FairGateOptions) {
    this.#options = options;
  }

  stats(): GateStats {
    return { running: this.#running, waiting: this.#root.count };
  }

  /**
   * A turn for a request from `lanes` (widest first, the client last), now or when one frees; a
   * refusal when none can be had. `signal` aborting ends the request's part whatever its state.
   */
  enter(lanes: readonly string[], signal: AbortSignal): Promise<Turn> {
    if (signal.aborted) return Promise.resolve({ granted: false, reason: "gone" });
    if (this.#running < this.#options.atOnce && this.#root.count === 0) {
      this.#markServed(lanes);
      return Promise.resolve(this.#grant(signal));
    }
    const full = () => Promise.resolve<Turn>({ granted: false, reason: "full" });
    if ((this.#existingLane(lanes)?.waiters.length ?? 0) >= this.#options.waitingPerClient) return full();
    if (this.#root.count >= this.#options.waiting && !this.#makeRoomFor(lanes)) return full();
    const lane = this.#laneOf(lanes);
    return new Promise<Turn>((resolve) => {
      const timer = setTimeout(() => leave({ granted: false, reason: "late" }), this.#options.maxWaitMs);
      timer.unref();
      const onAbort = () => leave({ granted: false, reason: "gone" });
      const waiter: Waiter = {
        lane,
        lanes,
        signal,
        // Handed a turn by #serveNext (already out of the line), or refused.
        settle: (turn) => {
          clearTimeout(timer);
          signal.removeEventListener("abort", onAbort);
          resolve(turn);
        },
      };
      const leave = (refusal: Turn) => {
        this.#remove(waiter);
        waiter.settle(refusal);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      lane.waiters.push(waiter);
      for (let at: Lane | undefined = lane; at; at = at.parent) at.count++;
    });
  }

  #grant(signal: AbortSignal): Turn {
    this.#running++;
    let held = true;
    const grantedAt = performance.now();
    const free = () => {
      this.#running--;
      this.#serveNext();
    };
    const release = () => {
      if (!held) return;
      held = false;
      signal.removeEventListener("abort", release);
      const restMs = (performance.now() - grantedAt) * (this.#options.restRatio ?? 0);
      if (restMs < 1) return free();
      // The place rests before the next turn: the work may take only its share of the main thread.
      setTimeout(free, restMs).unref();
    };
    signal.addEventListener("abort", release, { once: true });
    return { granted: true, release };
  }

  /** Hands freed turns to the next waiters, round robin at every level of lanes. */
  #serveNext(): void {
    while (this.#running < this.#options.atOnce && this.#root.count > 0) {
      let lane = this.#root;
      while (lane.waiters.length === 0) {
        let next: Lane | undefined;
        // At each level, the lane served least recently (one never served, or served longest ago).
        for (const below of lane.below.values())
          if (!next || this.#servedAt(below) < this.#servedAt(next)) next = below;
        lane = next as Lane;
      }
      const waiter = lane.waiters[0] as Waiter;
      this.#remove(waiter);
      this.#markServed(waiter.lanes);
      // Its signal is still live (an aborted one would have taken it out of the line).
      waiter.settle(this.#grant(waiter.signal));
    }
  }

  #servedAt(lane: Lane): number {
    return this.#lastServed.get(lane.key) ?? 0;
  }

  /** Remembers that these lanes were served now; the lanes served longest ago are forgotten first. */
  #markServed(lanes: readonly string[]): void {
    this.#turns++;
    for (const key of lanes) {
      this.#lastServed.delete(key);
      this.#lastServed.set(key, this.#turns);
    }
    while (this.#lastServed.size > MOST_REMEMBERED_LANES) {
      this.#lastServed.delete(this.#lastServed.keys().next().value as string);
    }
  }

  /**
   * When the line is full: at the first level where the newcomer's lane is not the fullest, the
   * fullest lane gives way if it holds at least two more waiters than the newcomer's (its newest
   * waiter is turned away). True when a place was freed.
   */
  #makeRoomFor(lanes: readonly string[]): boolean {
    let shared = this.#root;
    for (const key of lanes) {
      const own = shared.below.get(key);
      let fullest: Lane | undefined;
      for (const lane of shared.below.values()) if (!fullest || lane.count > fullest.count) fullest = lane;
      if (!fullest) return false;
      if (fullest !== own) {
        if (fullest.count < (own?.count ?? 0) + 2) return false;
        this.#turnAwayNewest(fullest);
        return true;
      }
      shared = own;
    }
    return false;
  }

  /** The newest waiter of the fullest lanes under `lane` loses its place. */
  #turnAwayNewest(lane: Lane): void {
    let at = lane;
    while (at.waiters.length === 0) {
      let fullest: Lane | undefined;
      // Of lanes as full, the one last in line (the newest, or the one served last).
      for (const below of at.below.values()) if (!fullest || below.count >= fullest.count) fullest = below;
      at = fullest as Lane;
    }
    const newest = at.waiters.at(-1) as Waiter;
    this.#remove(newest);
    newest.settle({ granted: false, reason: "full" });
  }

  #existingLane(lanes: readonly string[]): Lane | undefined {
    let lane: Lane | undefined = this.#root;
    for (const key of lanes) lane = lane?.below.get(key);
    return lane;
  }

  #laneOf(lanes: readonly string[]): Lane {
    let lane = this.#root;
    for (const key of lanes) {
      let below = lane.below.get(key);
      if (!below) {
        below = newLane(key, lane);
        lane.below.set(key, below);
      }
      lane = below;
    }
    return lane;
  }

  #remove(waiter: Waiter): void {
    const { lane } = waiter;
    const index = lane.waiters.indexOf(waiter);
    if (index === -1) return;
    lane.waiters.splice(index, 1);
    for (let at: Lane | undefined = lane; at; at = at.parent) at.count--;
    this.#prune(lane);
  }

  /** Drops empty lanes, so the tree holds only lanes with someone waiting. */
  #prune(lane: Lane): void {
    for (let at: Lane = lane; at.parent && at.count === 0; at = at.parent) at.parent.below.delete(at.key);
  }
}

function newLane(key: string, parent: Lane | undefined): Lane {
  return { key, parent, below: new Map(), waiters: [], count: 0 };
}
