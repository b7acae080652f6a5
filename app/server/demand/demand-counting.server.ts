import type { Request } from "express";
import { clientAddress } from "#server/client-address.ts";
import type { DemandCounter, Visitor } from "./demand-counter.server.ts";
import { DEMAND_HEADER, readDemandHeader } from "./demand-events.server.ts";

/**
 * The host's half of demand counting (docs/decisions/120): a page's answer names what it shows in
 * the X-Demand header; whoever sends the answer (the page renderer or the render cache) hands each
 * header here before sending it. The header never reaches the visitor, counting or not. Returns
 * whether the header was one to take off.
 */
export function takeDemandHeader(
  counter: DemandCounter | undefined,
  req: Request,
  name: string,
  value: string,
): boolean {
  if (name.toLowerCase() !== DEMAND_HEADER) return false;
  if (counter) countDemand(counter, { address: clientAddress(req), userAgent: req.get("user-agent") }, value);
  return true;
}

/**
 * Counts what a demand header's value names for this visitor: takeDemandHeader's count, for the
 * render cache's fast path (server/render-cache/cached-page-fast-path.ts), which knows the visitor
 * without Express.
 */
export function countDemand(counter: DemandCounter, visitor: Visitor, value: string): void {
  counter.count(readDemandHeader(value), visitor);
}
