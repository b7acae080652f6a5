import type { Request, Response } from "express";
import { type SiteIdentity, whatsappLink } from "#app/content/site.ts";
import { inLanguage, type Language, type Localized, languageSettingsOf, localizePath } from "#app/i18n/language.ts";

/**
 * What a visitor sees when a search is refused (decision 171): the site is too busy to search just
 * now (503), or this address searched too often (429). Never a bare status: the page says so in the
 * visitor's language, keeps the search box (a GET form to the search page, to try again) and
 * offers WhatsApp, where the company answers whatever the site's load. The search dialog's
 * suggestions (`.data`) get the sentence as JSON. The page is written here, outside the app's
 * dictionaries, because the app is not rendered for it; its style is a file (/busy.css), so the
 * page needs no inline style or script under the site's Content-Security-Policy.
 */

export type BusyKind = "busy" | "budget";

interface BusyTexts {
  title: Record<BusyKind, string>;
  message: Record<BusyKind, (seconds: number) => string>;
  searchLabel: string;
  searchButton: string;
  whatsapp: string;
  /** The WhatsApp message written for the visitor: what they searched for, if anything. */
  whatsappMessage: (q: string) => string;
  home: string;
}

const texts: Localized<BusyTexts> = {
  en: {
    title: { busy: "Searching is busy just now", budget: "Too many searches" },
    message: {
      busy: (seconds) =>
        `So many people are searching right now that yours could not be answered. Please try again in ${seconds} seconds, or ask us on WhatsApp.`,
      budget: (seconds) =>
        `Too many searches from your address just now. Please wait ${seconds} seconds and search again, or ask us on WhatsApp.`,
    },
    searchLabel: "Search parts",
    searchButton: "Search again",
    whatsapp: "Ask us on WhatsApp",
    whatsappMessage: (q) => (q ? `Hello, I am looking for this part: ${q}` : "Hello, I am looking for a part."),
    home: "Back to the home page",
  },
  es: {
    title: { busy: "La búsqueda está saturada en este momento", budget: "Demasiadas búsquedas" },
    message: {
      busy: (seconds) =>
        `Ahora mismo hay tanta gente buscando que no pudimos responder a su búsqueda. Vuelva a intentarlo en ${seconds} segundos o escríbanos por WhatsApp.`,
      budget: (seconds) =>
        `Demasiadas búsquedas desde su dirección en este momento. Espere ${seconds} segundos y vuelva a buscar, o escríbanos por WhatsApp.`,
    },
    searchLabel: "Buscar repuestos",
    searchButton: "Buscar de nuevo",
    whatsapp: "Escríbanos por WhatsApp",
    whatsappMessage: (q) => (q ? `Hola, busco este repuesto: ${q}` : "Hola, busco un repuesto."),
    home: "Volver a la página de inicio",
  },
  hi: {
    title: { busy: "अभी खोज में बहुत भीड़ है", budget: "बहुत ज़्यादा खोजें" },
    message: {
      busy: (seconds) =>
        `इस समय इतने लोग खोज रहे हैं कि आपकी खोज का जवाब नहीं दिया जा सका। कृपया ${seconds} सेकंड बाद फिर कोशिश करें, या हमसे WhatsApp पर पूछें।`,
      budget: (seconds) => `अभी आपके पते से बहुत ज़्यादा खोजें हुई हैं। कृपया ${seconds} सेकंड रुककर फिर खोजें, या हमसे WhatsApp पर पूछें।`,
    },
    searchLabel: "पार्ट्स खोजें",
    searchButton: "फिर से खोजें",
    whatsapp: "WhatsApp पर पूछें",
    whatsappMessage: (q) => (q ? `नमस्ते, मुझे यह पार्ट चाहिए: ${q}` : "नमस्ते, मुझे एक पार्ट चाहिए।"),
    home: "होम पेज पर वापस जाएँ",
  },
};

/** The sentence a refusal says, for the suggestions' JSON and the page alike. */
export function busyMessage(kind: BusyKind, language: Language, seconds: number): string {
  return inLanguage(texts, language).message[kind](seconds);
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] as string);

/** The refusal page: valid HTML in the visitor's language, with the search box and WhatsApp. */
export function busyPage({
  kind,
  language,
  seconds,
  q,
  site,
}: {
  kind: BusyKind;
  language: Language;
  seconds: number;
  /** What the visitor searched for, kept in the search box and the WhatsApp message. */
  q: string;
  site: Pick<SiteIdentity, "whatsappNumber">;
}): string {
  const text = inLanguage(texts, language);
  const title = escapeHtml(text.title[kind]);
  return [
    "<!doctype html>",
    `<html lang="${language}" dir="${languageSettingsOf(language).dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title><link rel="stylesheet" href="/busy.css"></head>`,
    `<body><main><h1>${title}</h1><p>${escapeHtml(text.message[kind](seconds))}</p>`,
    `<form method="get" action="${localizePath("/search", language)}" role="search">`,
    `<label for="q">${escapeHtml(text.searchLabel)}</label>`,
    `<input id="q" name="q" type="search" maxlength="100" value="${escapeHtml(q)}">`,
    `<button type="submit">${escapeHtml(text.searchButton)}</button></form>`,
    `<p><a class="whatsapp" href="${escapeHtml(whatsappLink(site, text.whatsappMessage(q)))}">${escapeHtml(text.whatsapp)}</a></p>`,
    `<p><a href="${localizePath("/", language)}">${escapeHtml(text.home)}</a></p>`,
    "</main></body></html>",
  ].join("");
}

/** Sends a refusal with its status and Retry-After: JSON for `.data` (the suggestions), else the page. */
export function sendBusy(
  req: Request,
  res: Response,
  refusal: { kind: BusyKind; status: 429 | 503; seconds: number; language: Language; site: SiteIdentity },
): void {
  const { kind, status, seconds, language, site } = refusal;
  res.status(status).set({ "Retry-After": String(seconds), "Cache-Control": "no-store" });
  if (req.path.endsWith(".data")) {
    res.json({ success: false, error: busyMessage(kind, language, seconds) });
    return;
  }
  const q = typeof req.query.q === "string" ? req.query.q.trim().slice(0, 100) : "";
  res.type("html").send(busyPage({ kind, language, seconds, q, site }));
}
