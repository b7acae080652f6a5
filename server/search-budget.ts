import type { NextFunction, Request, Response } from "express";
import {
  inLanguage,
  type Language,
  type Localized,
  languageFromPath,
  languageSettingsOf,
  localizePath,
  stripLanguage,
} from "#app/i18n/language.ts";
import { limitKey, SlidingWindowLimiter } from "#app/server/rate-limit.server.ts";
import { clientAddress } from "./client-address.ts";
import type { Logger } from "./request-log.ts";

/**
 * The search pages in every language and their `.data` twins (the search dialog's suggestions),
 * read from the path without its language; lower-cased first, as page addresses match in any case.
 */
const searchPath = /^\/search(?:\.data)?\/?$/;

export interface SearchBudgetOptions {
  /** SEARCHES_PER_MINUTE: searches one address (an IPv6 /64) may have rendered per minute. */
  perMinute: number;
  /** Whether the render cache answers this request with a kept copy: such a search costs nothing. */
  servedFromCache?: (req: Request) => Promise<boolean>;
  logger: Logger;
}

/**
 * Searches rendered at once, whoever asks (one), and how many more may wait: a render takes the
 * main thread in short turns, and with only a few at once, the pages the cache answers get their
 * turns in between. Past that, 503 at once (the flood's answer is cheap).
 */
const RENDERS_AT_ONCE = 1;
const RENDERS_WAITING = 8;

interface RefusalTexts {
  busy: string;
  title: string;
  body: (seconds: number) => string;
  back: string;
}

/** The refusal page is plain HTML written here, outside the app's dictionaries: the app is not rendered. */
const texts: Localized<RefusalTexts> = {
  en: {
    busy: "Searching is busy just now. Please try again in a moment.",
    title: "Too many searches",
    body: (seconds: number) =>
      `Too many searches from your address just now. Please wait ${seconds} seconds and search again.`,
    back: "Back to the home page",
  },
  es: {
    busy: "La búsqueda está ocupada en este momento. Vuelva a intentarlo en unos segundos.",
    title: "Demasiadas búsquedas",
    body: (seconds: number) =>
      `Demasiadas búsquedas desde su dirección en este momento. Espere ${seconds} segundos y vuelva a buscar.`,
    back: "Volver a la página de inicio",
  },
  hi: {
    busy: "अभी खोज में बहुत भीड़ है। कृपया थोड़ी देर में फिर कोशिश करें।",
    title: "बहुत ज़्यादा खोजें",
    body: (seconds: number) => `अभी आपके पते से बहुत ज़्यादा खोजें हुई हैं। कृपया ${seconds} सेकंड रुककर फिर खोजें।`,
    back: "होम पेज पर वापस जाएँ",
  },
};

/**
 * A budget per address for searches the render cache cannot answer (decision 077). Every distinct
 * search is rendered: words matched, ranked and counted on the main thread, so a flood of distinct
 * searches would take the CPU from every other visitor. Searches answered from the render cache
 * cost nothing and are never counted. Past the budget: 429 with Retry-After, a short page for the
 * search page and JSON for the suggestions (`.data`). Within it, searches from everyone together
 * are rendered a few at once (renderGate): a flood from many addresses waits its turn or gets 503,
 * and the pages the cache answers keep their speed.
 */
export function searchBudget({ perMinute, servedFromCache, logger }: SearchBudgetOptions) {
  const limiter = new SlidingWindowLimiter({ windowMs: 60_000, max: perMinute });
  const gate = renderGate(RENDERS_AT_ONCE, RENDERS_WAITING);
  return async (req: Request, res: Response, next: NextFunction) => {
    const path = req.path.toLowerCase();
    if ((req.method !== "GET" && req.method !== "HEAD") || !searchPath.test(stripLanguage(path))) return next();
    if (servedFromCache && (await servedFromCache(req))) return next();
    const key = limitKey(clientAddress(req));
    const language = languageFromPath(path);
    const waitMs = limiter.waitMs(key);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      logger.info("search-budget-spent", { address: key, retryAfterSeconds: seconds });
      return refuse(req, res, 429, seconds, language, (text) => text.body(seconds));
    }
    limiter.record(key);
    if (!(await gate.enter(res))) return refuse(req, res, 503, 1, language, (text) => text.busy);
    next();
  };
}

/** At most `atOnce` holders, `waiting` more in line (first come, first served); the rest are turned away. */
function renderGate(atOnce: number, waiting: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  const leave = () => {
    const nextInLine = queue.shift();
    if (nextInLine) nextInLine();
    else running--;
  };
  return {
    async enter(res: Response): Promise<boolean> {
      if (running < atOnce) running++;
      else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else return false;
      // The place is held until the answer is sent, or the visitor has gone.
      res.once("close", leave);
      return true;
    },
  };
}

function refuse(
  req: Request,
  res: Response,
  status: 429 | 503,
  retryAfterSeconds: number,
  language: Language,
  messageOf: (text: RefusalTexts) => string,
) {
  const text = inLanguage(texts, language);
  const { title } = text;
  const message = messageOf(text);
  res.status(status).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" });
  if (req.path.endsWith(".data")) {
    res.json({ success: false, error: message });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${language}" dir="${languageSettingsOf(language).dir}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${title}</title></head><body><h1>${title}</h1><p>${message}</p>` +
        `<p><a href="${localizePath("/", language)}">${text.back}</a></p></body></html>`,
    );
}
