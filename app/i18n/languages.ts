/**
 * The languages the site speaks: the one list routes, language paths, hreflang, sitemaps, the
 * language switcher, messages, e-mails and the staff area read (issue 29). Adding a language is a
 * line here and its dictionaries beside `en.ts` (a missing text shows the English one).
 */
export interface LanguageSettings {
  /** BCP 47 code: `<html lang>`, hreflang, the dictionaries' key, what enquiries store. */
  code: string;
  /** The language's name written in itself. */
  name: string;
  /** What the language switcher shows for it, where room is short. */
  shortName: string;
  /** The switcher's link to it, in the language itself ("Leer en español"). */
  readIn: string;
  /** The locale numbers, money and dates are written in. */
  locale: string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  openGraphLocale: string;
  dir: "ltr" | "rtl";
  /**
   * Which word of a part's name names the part: the last ("radiator cap" is a cap) or the first
   * ("tapa de radiador" is a cap). The importer reads category labels in the language so (decision 180).
   */
  partHead: "first" | "last";
  /** The path prefix of the language's pages: "" for the default language, else "/code". */
  prefix: string;
}

/**
 * The first language is the default: its pages have no prefix, and it is hreflang's x-default.
 * Hindi numbers use Western digits with Indian grouping (1,00,000): Intl's hi-IN writes them so, as
 * Indian sites do.
 */
export const languageSettings = [
  {
    code: "en",
    name: "English",
    shortName: "EN",
    readIn: "Read in English",
    locale: "en-IN",
    openGraphLocale: "en_IN",
    dir: "ltr",
    partHead: "last",
    prefix: "",
  },
  {
    code: "es",
    name: "Español",
    shortName: "ES",
    readIn: "Leer en español",
    locale: "es-ES",
    openGraphLocale: "es_ES",
    dir: "ltr",
    partHead: "first",
    prefix: "/es",
  },
  {
    code: "hi",
    name: "हिन्दी",
    shortName: "हिन्दी",
    readIn: "हिन्दी में पढ़ें",
    locale: "hi-IN",
    openGraphLocale: "hi_IN",
    dir: "ltr",
    partHead: "last",
    prefix: "/hi",
  },
] as const satisfies readonly LanguageSettings[];
