import type { Request, Response } from "express";
import type { Env } from "#app/server/env.server.ts";
import { addressLanes } from "#app/server/limits/address-keys.ts";
import { ClientAndNetworkBudget } from "#app/server/limits/client-and-network-budget.server.ts";
import { type LimitStore, memoryLimitStore } from "#app/server/limits/shared-limit.server.ts";
import { clientAddress } from "./client-address.ts";
import { responseClosed } from "./client-gone.ts";
import { FairGate, type FairGateOptions, type GateStats } from "./fair-gate.ts";

/**
 * Every expensive public call's fair share (decision 171): a budget per client and per network,
 * then a fair, abandon-safe gate (server/fair-gate.ts). One of these per kind of call:
 *
 * | call                             | at once | waiting (per client) | longest wait | budget a minute          |
 * | -------------------------------- | ------- | -------------------- | ------------ | ------------------------ |
 * | search pages                     | 1, rest | 16 (4)               | 1 s          | SEARCHES_PER_MINUTE      |
 * | search suggestions (`.data`)     | 1, rest | 8 (4)                | 1 s          | the same, shared         |
 * | scan lookups                     | 2       | 8 (2)                | 1 s          | SCAN_LOOKUPS_PER_MINUTE  |
 * | whole lists (`GET /api/products`)| 2       | 8 (2)                | 10 s         | WHOLE_LISTS_PER_MINUTE   |
 *
 * A network (an IPv4 /24, an IPv6 /48) may use NETWORK_BUDGET_FACTOR clients' budgets together.
 * The budgets are counted in the limit store (decision 197: PostgreSQL's, shared by every process,
 * when DATABASE_URL is set); the gates are this process's own: they share out its main thread.
 * A client may have a quarter of a line waiting: people behind one address (an office, a mobile
 * carrier's shared address) search at once, and a full line's fullest lane gives way anyway.
 * Refusals are held a second before they are sent (REFUSAL_PAUSE_MS).
 *
 * A search render holds the main thread in chunks of tens of milliseconds (SQLite answers on it; a
 * page's queries run back to back): one at a time, and its place rests as long as the render took
 * before the next, so search pages take at most half of the main thread however many ask, and
 * suggestions another half at most, while cached pages and /healthz find it free between them
 * (`npm run bench -- flood`: a cached page's p99 fell from 291 to 94 ms under the flood, decision
 * 171). Scan lookups are a few indexed reads; a whole list is built once per catalogue version in a
 * worker (decision 076) and may take seconds, so its waiters wait longer.
 */
export interface FairShare {
  budget: Pick<ClientAndNetworkBudget, "take">;
  gate: FairGate;
  /** How long a refusal is held before it is sent (REFUSAL_PAUSE_MS). */
  refusalPauseMs: number;
}

export interface PublicShares {
  searches: FairShare;
  suggestions: FairShare;
  scanLookups: FairShare;
  wholeLists: FairShare;
}

const searchGate: FairGateOptions = { atOnce: 1, waiting: 16, waitingPerClient: 4, maxWaitMs: 1000, restRatio: 1 };
const suggestionGate: FairGateOptions = { atOnce: 1, waiting: 8, waitingPerClient: 4, maxWaitMs: 1000, restRatio: 1 };
const scanGate: FairGateOptions = { atOnce: 2, waiting: 8, waitingPerClient: 2, maxWaitMs: 1000 };
const wholeListGate: FairGateOptions = { atOnce: 2, waiting: 8, waitingPerClient: 2, maxWaitMs: 10_000 };

/**
 * A refusal (a spent budget, a full line) is sent after this long, unless the client leaves first.
 * A flood's client that asks again as soon as it is answered (every load tool, most scripts) then
 * asks at most once a second per connection, and its refusals stop taking the main thread from
 * everyone else; a person refused waits a second for the busy page, which says to wait anyway.
 */
const REFUSAL_PAUSE_MS = 1000;
/** Refusals held at once at most; past this they are sent at once (each holds a socket and a timer). */
const MOST_PAUSED_REFUSALS = 10_000;

type ShareSettings = Partial<FairGateOptions> & { refusalPauseMs?: number };

/**
 * The four shares from the configuration, their budgets counted in `store`; `settings` changes every
 * share alike (a test's longer wait).
 */
export function publicShares(
  env: Pick<
    Env,
    "SEARCHES_PER_MINUTE" | "SCAN_LOOKUPS_PER_MINUTE" | "WHOLE_LISTS_PER_MINUTE" | "NETWORK_BUDGET_FACTOR"
  >,
  { refusalPauseMs = REFUSAL_PAUSE_MS, ...gates }: ShareSettings = {},
  store: LimitStore = memoryLimitStore,
): PublicShares {
  const networkFactor = env.NETWORK_BUDGET_FACTOR;
  const share = (budget: FairShare["budget"], options: FairGateOptions): FairShare => ({
    budget,
    gate: new FairGate({ ...options, ...gates }),
    refusalPauseMs,
  });
  const budget = (name: string, perMinute: number) =>
    new ClientAndNetworkBudget(store, { name, perMinute, networkFactor });
  const searchBudget = budget("searches", env.SEARCHES_PER_MINUTE);
  return {
    searches: share(searchBudget, searchGate),
    suggestions: share(searchBudget, suggestionGate),
    scanLookups: share(budget("scan-lookups", env.SCAN_LOOKUPS_PER_MINUTE), scanGate),
    wholeLists: share(budget("whole-lists", env.WHOLE_LISTS_PER_MINUTE), wholeListGate),
  };
}

/** Each gate's running and waiting requests (the tests' proof that every place was given back). */
export function gateStats(shares: PublicShares): Record<keyof PublicShares, GateStats> {
  const entries = Object.entries(shares) as [keyof PublicShares, FairShare][];
  return Object.fromEntries(entries.map(([name, share]) => [name, share.gate.stats()])) as Record<
    keyof PublicShares,
    GateStats
  >;
}

/**
 * What became of a request's ask: its turn (held until its response closes), a refusal to answer
 * (429: its client's or network's budget is spent; 503: the gate is full or the wait too long),
 * or nothing to answer (the client left while it waited).
 */
export type ShareOutcome =
  | { kind: "turn" }
  | { kind: "refused"; status: 429 | 503; retryAfterSeconds: number; reason: "budget" | "full" | "late" }
  | { kind: "gone" };

/**
 * Spends one of the request's budget and waits for its turn at the gate. The turn ends when the
 * response closes: once answered, or as soon as the client goes away, whether it was still waiting,
 * being answered or already answered, so no place is ever kept by a request that left.
 */
export async function takeShare(share: FairShare, req: Request, res: Response): Promise<ShareOutcome> {
  const address = clientAddress(req);
  const closed = responseClosed(req, res);
  const waitMs = await share.budget.take(address);
  if (waitMs > 0) {
    if (!(await pauseBeforeRefusal(share.refusalPauseMs, closed))) return { kind: "gone" };
    return { kind: "refused", status: 429, retryAfterSeconds: Math.ceil(waitMs / 1000), reason: "budget" };
  }
  const turn = await share.gate.enter(addressLanes(address), closed);
  if (turn.granted) return { kind: "turn" };
  if (turn.reason === "gone") return { kind: "gone" };
  // One that waited its longest wait has been held long enough.
  if (turn.reason === "full" && !(await pauseBeforeRefusal(share.refusalPauseMs, closed))) return { kind: "gone" };
  return { kind: "refused", status: 503, retryAfterSeconds: turn.reason === "late" ? 2 : 1, reason: turn.reason };
}

let pausedRefusals = 0;

/** Waits `ms` before a refusal is sent: true then, false if the client left meanwhile. */
async function pauseBeforeRefusal(ms: number, closed: AbortSignal): Promise<boolean> {
  if (closed.aborted) return false;
  if (ms <= 0 || pausedRefusals >= MOST_PAUSED_REFUSALS) return true;
  pausedRefusals++;
  try {
    return await new Promise<boolean>((resolve) => {
      const left = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        closed.removeEventListener("abort", left);
        resolve(true);
      }, ms);
      closed.addEventListener("abort", left, { once: true });
    });
  } finally {
    pausedRefusals--;
  }
}
