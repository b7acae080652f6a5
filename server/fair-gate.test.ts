import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FairGate, type FairGateOptions, type Turn } from "./fair-gate.ts";

const options: FairGateOptions = { atOnce: 1, waiting: 4, waitingPerClient: 2, maxWaitMs: 1000 };

/** A request as the host makes one: its turn (once settled) and the "close" of its response. */
function ask(gate: FairGate, lanes: string[]) {
  const closed = new AbortController();
  const request = { turn: undefined as Turn | undefined, close: () => closed.abort() };
  void gate.enter(lanes, closed.signal).then((turn) => {
    request.turn = turn;
  });
  return request;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("FairGate", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("frees the place of a request that leaves while it waits (issue 41, item 1)", async () => {
    const gate = new FairGate(options);
    const running = ask(gate, ["a", "a1", "a1.1"]);
    const waiting = [ask(gate, ["b", "b1", "b1.1"]), ask(gate, ["c", "c1", "c1.1"])];
    await settle();
    for (const request of waiting) request.close();
    running.close();
    await settle();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
    expect(waiting.map((request) => request.turn)).toEqual([
      { granted: false, reason: "gone" },
      { granted: false, reason: "gone" },
    ]);
    const later = ask(gate, ["d", "d1", "d1.1"]);
    await settle();
    expect(later.turn?.granted).toBe(true);
  });

  it("serves the network served least recently first, not the requests that came first (item 3)", async () => {
    const gate = new FairGate({ ...options, waiting: 10 });
    const first = ask(gate, ["flood", "flood.1", "flood.1.1"]);
    const flood = [2, 3, 4, 5].map((n) => ask(gate, ["flood", "flood.1", `flood.1.${n}`]));
    const buyer = ask(gate, ["buyer", "buyer.1", "buyer.1.1"]);
    const other = ask(gate, ["other", "other.1", "other.1.1"]);
    await settle();
    first.close();
    await settle();
    // The flood's network was just served: the buyer's, which came after the flood's requests, goes first.
    expect(buyer.turn?.granted).toBe(true);
    buyer.close();
    await settle();
    expect(other.turn?.granted).toBe(true);
    other.close();
    await settle();
    // Then the flood's, one of its addresses after another, longest waiting first.
    expect(flood.map((request) => request.turn?.granted)).toEqual([true, undefined, undefined, undefined]);
  });

  it("makes room in a full line for a network with nobody waiting: the fullest gives way", async () => {
    const gate = new FairGate(options);
    ask(gate, ["flood", "flood.1", "flood.1.1"]);
    const flood = [2, 3, 4, 5].map((n) => ask(gate, ["flood", "flood.1", `flood.1.${n}`]));
    await settle();
    expect(gate.stats()).toEqual({ running: 1, waiting: 4 });
    const buyer = ask(gate, ["buyer", "buyer.1", "buyer.1.1"]);
    await settle();
    expect(flood[3]?.turn).toEqual({ granted: false, reason: "full" });
    expect(buyer.turn).toBeUndefined();
    expect(gate.stats()).toEqual({ running: 1, waiting: 4 });
    // Another address of the flood's /24 finds no lane there fuller than its own by two.
    const more = ask(gate, ["flood", "flood.1", "flood.1.6"]);
    await settle();
    expect(more.turn).toEqual({ granted: false, reason: "full" });
  });

  it("lets one client wait with at most waitingPerClient requests", async () => {
    const gate = new FairGate(options);
    const lanes = ["a", "a1", "a1.1"];
    ask(gate, lanes);
    const waiting = [ask(gate, lanes), ask(gate, lanes), ask(gate, lanes)];
    await settle();
    expect(waiting.map((request) => request.turn)).toEqual([undefined, undefined, { granted: false, reason: "full" }]);
  });

  it("turns a request away once it has waited maxWaitMs", async () => {
    const gate = new FairGate(options);
    ask(gate, ["a", "a1", "a1.1"]);
    const waiting = ask(gate, ["b", "b1", "b1.1"]);
    vi.advanceTimersByTime(options.maxWaitMs);
    await settle();
    expect(waiting.turn).toEqual({ granted: false, reason: "late" });
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
  });

  it("rests a place as long as its turn took when told to, so the work takes only its share of the time", async () => {
    const gate = new FairGate({ ...options, restRatio: 1 });
    const first = ask(gate, ["a", "a1", "a1.1"]);
    const second = ask(gate, ["b", "b1", "b1.1"]);
    await settle();
    vi.advanceTimersByTime(100);
    first.close();
    await settle();
    expect(second.turn).toBeUndefined();
    expect(gate.stats()).toEqual({ running: 1, waiting: 1 });
    vi.advanceTimersByTime(100);
    await settle();
    expect(second.turn?.granted).toBe(true);
  });

  it("frees every place however requests come, wait, are answered and leave (property)", async () => {
    const lanesOf = (client: number) => [`n${client % 2}`, `n${client % 2}.${client % 3}`, `c${client}`];
    const step = fc.oneof(
      fc.record({ enter: fc.integer({ min: 0, max: 6 }) }),
      // A request's response closes: answered if it held a turn, abandoned in any other state.
      fc.record({ close: fc.nat() }),
      fc.record({ wait: fc.integer({ min: 1, max: 1500 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          atOnce: fc.integer({ min: 1, max: 3 }),
          waiting: fc.integer({ min: 1, max: 6 }),
          waitingPerClient: fc.integer({ min: 1, max: 3 }),
          restRatio: fc.constantFrom(0, 0.5, 1),
        }),
        fc.array(step, { maxLength: 60 }),
        async (sizes, steps) => {
          const gate = new FairGate({ ...sizes, maxWaitMs: 1000 });
          const requests: ReturnType<typeof ask>[] = [];
          for (const next of steps) {
            if ("enter" in next) requests.push(ask(gate, lanesOf(next.enter)));
            else if ("close" in next) requests[next.close % Math.max(1, requests.length)]?.close();
            else vi.advanceTimersByTime(next.wait);
            await settle();
            const { running, waiting } = gate.stats();
            expect(running).toBeLessThanOrEqual(sizes.atOnce);
            expect(waiting).toBeLessThanOrEqual(sizes.waiting);
            // Nobody waits while a turn is free (a resting place counts as taken).
            if (waiting > 0) expect(running).toBe(sizes.atOnce);
          }
          for (const request of requests) request.close();
          // Every place's rest is over.
          vi.advanceTimersByTime(100_000);
          await settle();
          expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });
});
