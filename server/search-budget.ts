import type { NextFunction, Request, Response } from "express";
import { limitKey, SlidingWindowLimiter } from "#app/server/rate-limit.server.ts";
import { clientAddress } from "./client-address.ts";
import type { Logger } from "./request-log.ts";

/** The search pages in both languages and their `.data` twins (the search dialog's suggestions). */
const searchPath = /^\/(?:es\/)?search(?:\.data)?\/?$/i;

export interface SearchBudgetOptions {
  /** SEARCHES_PER_MINUTE: searches one address (an IPv6 /64) may have rendered per minute. */
  perMinute: number;
  /** Whether the render cache answers this request with a kept copy: such a search costs nothing. */
  servedFromCache?: (req: Request) => Promise<boolean>;
  logger: Logger;
}

const texts = {
  en: {
    title: "Too many searches",
    body: (seconds: number) =>
      `Too many searches from your address just now. Please wait ${seconds} seconds and search again.`,
    back: "Back to the home page",
    home: "/",
  },
  es: {
    title: "Demasiadas búsquedas",
    body: (seconds: number) =>
      `Demasiadas búsquedas desde su dirección en este momento. Espere ${seconds} segundos y vuelva a buscar.`,
    back: "Volver a la página de inicio",
    home: "/es",
  },
};

/**
 * A budget per address for searches the render cache cannot answer (decision 077). Every distinct
 * search is rendered: words matched, ranked and counted on the main thread, so a flood of distinct
 * searches would take the CPU from every other visitor. Searches answered from the render cache
 * cost nothing and are never counted. Past the budget: 429 with Retry-After, a short page for the
 * search page and JSON for the suggestions (`.data`).
 */
export function searchBudget({ perMinute, servedFromCache, logger }: SearchBudgetOptions) {
  const limiter = new SlidingWindowLimiter({ windowMs: 60_000, max: perMinute });
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !searchPath.test(req.path)) return next();
    if (servedFromCache && (await servedFromCache(req))) return next();
    const key = limitKey(clientAddress(req));
    const waitMs = limiter.waitMs(key);
    if (waitMs === 0) {
      limiter.record(key);
      return next();
    }
    const seconds = Math.ceil(waitMs / 1000);
    logger.info("search-budget-spent", { address: key, retryAfterSeconds: seconds });
    const text = texts[/^\/es\//i.test(req.path) ? "es" : "en"];
    res.status(429).set({ "Retry-After": String(seconds), "Cache-Control": "no-store" });
    if (req.path.endsWith(".data")) {
      res.json({ success: false, error: text.body(seconds) });
      return;
    }
    res
      .type("html")
      .send(
        `<!doctype html><html lang="${text === texts.es ? "es" : "en"}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
          `<title>${text.title}</title></head><body><h1>${text.title}</h1><p>${text.body(seconds)}</p>` +
          `<p><a href="${text.home}">${text.back}</a></p></body></html>`,
      );
  };
}
