import type { NextFunction, Request, Response } from "express";
import type { SiteIdentity } from "#app/content/site.ts";
import { languageFromPath, stripLanguage } from "#app/i18n/language.ts";
import { sendBusy } from "./busy-page.ts";
import { clientAddress } from "./client-address.ts";
import { type FairShare, takeShare } from "./fair-share.ts";
import type { Logger } from "./request-log.ts";

/**
 * The search pages in every language and their `.data` twins (the search dialog's suggestions),
 * read from the path without its language; lower-cased first, as page addresses match in any case.
 */
const searchPath = /^\/search(\.data)?\/?$/;

export interface SearchBudgetOptions {
  /** The search pages' share and the suggestions' (server/fair-share.ts). */
  shares: { searches: FairShare; suggestions: FairShare };
  /** Whether the render cache answers this request with a kept copy: such a search costs nothing. */
  servedFromCache?: (req: Request) => Promise<boolean>;
  site: SiteIdentity;
  logger: Logger;
}

/**
 * Searches the render cache cannot answer (decisions 077, 171): every distinct search is rendered,
 * words matched, ranked and counted on the main thread, so a flood of them would take the CPU from
 * every other visitor. Searches answered from the render cache cost nothing and are never counted.
 * Any other spends one of its address's and its network's budget (SEARCHES_PER_MINUTE; past it,
 * 429) and waits for a turn at the fair gate, which serves networks in turn and turns a request
 * away (503) when the line is full or after a second. Either refusal is the busy page in the
 * visitor's language, with the search box and WhatsApp (server/busy-page.ts); JSON for `.data`.
 */
export function searchBudget({ shares, servedFromCache, site, logger }: SearchBudgetOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const path = req.path.toLowerCase();
    const search = searchPath.exec(stripLanguage(path));
    if ((req.method !== "GET" && req.method !== "HEAD") || !search) return next();
    if (servedFromCache && (await servedFromCache(req))) return next();
    const outcome = await takeShare(search[1] ? shares.suggestions : shares.searches, req, res);
    if (outcome.kind === "turn") return next();
    // The visitor left while waiting: there is nobody to answer.
    if (outcome.kind === "gone") return;
    const { status, retryAfterSeconds: seconds, reason } = outcome;
    logger.info(reason === "budget" ? "search-budget-spent" : "search-busy", {
      address: clientAddress(req),
      reason,
      retryAfterSeconds: seconds,
    });
    const kind = reason === "budget" ? "budget" : "busy";
    sendBusy(req, res, { kind, status, seconds, language: languageFromPath(path), site });
  };
}
