import { useLocation } from "react-router";
import { en, type TranslationKey } from "./en.ts";
import { defaultLanguage, type Language, languageFromPath, languageLocale } from "./language.ts";
import { areaExport, loadTranslations } from "./translations.ts";

export type TranslationValues = Record<string, string | number>;

/**
 * The texts of one part of the site: English complete, every other configured language free to
 * leave keys out (or to be absent): a missing text shows the English one.
 */
export type Dictionary<K extends string> = { readonly en: Readonly<Record<K, string>> } & {
  readonly [L in Exclude<Language, "en">]?: Readonly<Partial<Record<K, string>>>;
};

/** A translate function bound to a language: an area's own keys and the shell's. */
export type Translate<K extends string = TranslationKey> = (
  key: K | TranslationKey,
  values?: TranslationValues,
) => string;

/**
 * Values replace {name} placeholders as plain strings: React renders the result as text, so a value
 * holding markup is shown, never interpreted (the spec's unescaped interpolation is a defect we do
 * not copy).
 */
function fill(template: string, values?: TranslationValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// The shell's other languages are the two-letter modules beside en.ts (es.ts, hi.ts), each exporting its
// texts under its code: all of them on the server, in the browser only the page's own (decision 136).
const shell: Dictionary<TranslationKey> = {
  en,
  ...(await loadTranslations(import.meta.glob(["./??.ts", "!./en.ts"]), (code) => code)),
};

const pluralRulesByLanguage = new Map<Language, Intl.PluralRules>();
function pluralRules(language: Language): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(languageLocale(language));
    pluralRulesByLanguage.set(language, rules);
  }
  return rules;
}

const numberFormatByLanguage = new Map<Language, Intl.NumberFormat>();
function formatCount(count: number, language: Language): string {
  let format = numberFormatByLanguage.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageLocale(language));
    numberFormatByLanguage.set(language, format);
  }
  return format.format(count);
}

/**
 * The texts of an area of the site (home, blog, staff…) with their translate function and hook.
 * Each area's dictionary lives in its own module, so a page's JavaScript carries only its own
 * area's texts and the shell's (decision 030); a key missing in Spanish shows the English text.
 */
export function defineTexts<K extends string>(area: Dictionary<K>) {
  const areaTexts = area as Partial<Record<Language, Readonly<Partial<Record<string, string>>>>>;
  const shellTexts = shell as Partial<Record<Language, Readonly<Partial<Record<string, string>>>>>;

  /**
   * With a numeric `count`, a key may have forms per plural category of the language
   * (`key_one`, `key_other`, by Intl.PluralRules): "1 product", "2 products", "1 row", "2 rows";
   * {count} is then written in the language's digits grouping (1,00,000 in English, 100.000 in
   * Spanish). A text with several numbers takes its form from the one named `count`.
   */
  function translate(language: Language, key: K | TranslationKey, values?: TranslationValues): string {
    const count = values?.count;
    const keys = typeof count === "number" ? [`${key}_${pluralRules(language).select(count)}`, key] : [key];
    let template: string | undefined;
    for (const dictionaryLanguage of [language, defaultLanguage]) {
      for (const candidate of keys) {
        template ??= areaTexts[dictionaryLanguage]?.[candidate] ?? shellTexts[dictionaryLanguage]?.[candidate];
      }
    }
    return fill(
      template ?? key,
      typeof count === "number" ? { ...values, count: formatCount(count, language) } : values,
    );
  }

  // One bound function per language, made once: `t` keeps its identity from render to render, so a
  // callback or effect that depends on it does not run again on every render (a fetch in a loop).
  const bound = new Map<Language, Translate<K>>();
  function translatorFor(language: Language): Translate<K> {
    let t = bound.get(language);
    if (!t) {
      t = (key, values) => translate(language, key, values);
      bound.set(language, t);
    }
    return t;
  }

  /** The page's language (from its URL) and a bound translate function, the same one every render. */
  function useTexts(): { language: Language; t: Translate<K> } {
    const language = languageFromPath(useLocation().pathname);
    return { language, t: translatorFor(language) };
  }

  return { translate, useTexts };
}

export type Texts<K extends string> = ReturnType<typeof defineTexts<K>>;

/**
 * An area's texts as every area module defines them: its English table, and each other language's
 * from texts/{code}/{file}.ts under the export `{area}{Code}` (areaExport). `translations` is that
 * file's glob, written out in the area's module: Vite reads a glob only where it is written.
 */
export async function areaTexts(
  area: string,
  en: Readonly<Record<string, string>>,
  translations: Record<string, () => Promise<unknown>>,
) {
  return defineTexts({ en, ...(await loadTranslations(translations, areaExport(area))) });
}

/** The shell's and the catalogue's texts, which every page uses. */
export const shellTexts: Texts<TranslationKey> = defineTexts(shell);
export const translate = shellTexts.translate;
export const useTranslation = shellTexts.useTexts;
