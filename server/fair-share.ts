import type { Request, Response } from "express";
import type { Env } from "#app/server/env.server.ts";
import { addressLanes, ClientAndNetworkBudget } from "#app/server/rate-limit.server.ts";
import { clientAddress } from "./client-address.ts";
import { FairGate, type FairGateOptions, type GateStats } from "./fair-gate.ts";

/**
 * Every expensive public call's fair share (decision 171): a budget per client and per network,
 * then a fair, abandon-safe gate (server/fair-gate.ts). One of these per kind of call:
 *
 * | call                             | at once | waiting (per client) | longest wait | budget a minute          |
 * | -------------------------------- | ------- | -------------------- | ------------ | ------------------------ |
 * | search pages                     | 2       | 16 (2)               | 1 s          | SEARCHES_PER_MINUTE      |
 * | search suggestions (`.data`)     | 1       | 8 (2)                | 1 s          | the same, shared         |
 * | scan lookups                     | 2       | 8 (2)                | 1 s          | SCAN_LOOKUPS_PER_MINUTE  |
 * | whole lists (`GET /api/products`)| 2       | 8 (1)                | 10 s         | WHOLE_LISTS_PER_MINUTE   |
 *
 * A network (an IPv4 /24, an IPv6 /48) may use NETWORK_BUDGET_FACTOR clients' budgets together.
 * Search renders and lookups take the main thread in turns of a few milliseconds, so two at once
 * keep a PostgreSQL round trip from idling the process while everyone else's pages get their
 * turns between them; a whole list is built once per catalogue version in a worker (decision 076)
 * and may take seconds, so its waiters wait longer.
 */
export interface FairShare {
  budget: Pick<ClientAndNetworkBudget, "waitMs" | "record">;
  gate: FairGate;
}

export interface PublicShares {
  searches: FairShare;
  suggestions: FairShare;
  scanLookups: FairShare;
  wholeLists: FairShare;
}

const searchGate: FairGateOptions = { atOnce: 2, waiting: 16, waitingPerClient: 2, maxWaitMs: 1000 };
const suggestionGate: FairGateOptions = { atOnce: 1, waiting: 8, waitingPerClient: 2, maxWaitMs: 1000 };
const scanGate: FairGateOptions = { atOnce: 2, waiting: 8, waitingPerClient: 2, maxWaitMs: 1000 };
const wholeListGate: FairGateOptions = { atOnce: 2, waiting: 8, waitingPerClient: 1, maxWaitMs: 10_000 };

/** The four shares from the configuration; `gates` changes every gate alike (a test's longer wait). */
export function publicShares(
  env: Pick<
    Env,
    "SEARCHES_PER_MINUTE" | "SCAN_LOOKUPS_PER_MINUTE" | "WHOLE_LISTS_PER_MINUTE" | "NETWORK_BUDGET_FACTOR"
  >,
  gates: Partial<FairGateOptions> = {},
): PublicShares {
  const networkFactor = env.NETWORK_BUDGET_FACTOR;
  const gate = (options: FairGateOptions) => new FairGate({ ...options, ...gates });
  const searchBudget = new ClientAndNetworkBudget({ perMinute: env.SEARCHES_PER_MINUTE, networkFactor });
  return {
    searches: { budget: searchBudget, gate: gate(searchGate) },
    suggestions: { budget: searchBudget, gate: gate(suggestionGate) },
    scanLookups: {
      budget: new ClientAndNetworkBudget({ perMinute: env.SCAN_LOOKUPS_PER_MINUTE, networkFactor }),
      gate: gate(scanGate),
    },
    wholeLists: {
      budget: new ClientAndNetworkBudget({ perMinute: env.WHOLE_LISTS_PER_MINUTE, networkFactor }),
      gate: gate(wholeListGate),
    },
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
  const waitMs = share.budget.waitMs(address);
  if (waitMs > 0) {
    return { kind: "refused", status: 429, retryAfterSeconds: Math.ceil(waitMs / 1000), reason: "budget" };
  }
  share.budget.record(address);
  const turn = await share.gate.enter(addressLanes(address), responseClosed(req, res));
  if (turn.granted) return { kind: "turn" };
  if (turn.reason === "gone") return { kind: "gone" };
  return { kind: "refused", status: 503, retryAfterSeconds: turn.reason === "late" ? 2 : 1, reason: turn.reason };
}

/** A signal that aborts when the response closes (answered, or its client gone), or at once if it has. */
export function responseClosed(req: Request, res: Response): AbortSignal {
  const closed = new AbortController();
  if (res.closed || req.socket.destroyed) closed.abort();
  else res.once("close", () => closed.abort());
  return closed.signal;
}
