import { useLocation } from "react-router";
import { en, type TranslationKey } from "./en.ts";
import { es } from "./es.ts";
import { type Language, languageFromPath } from "./language.ts";

const dictionaries: Record<Language, Partial<Record<TranslationKey, string>>> = { en, es };

export type TranslationValues = Record<string, string | number>;

/**
 * The text for a key in a language, English when the language lacks it. Values replace {name}
 * placeholders as plain strings: React renders the result as text, so a value holding markup is
 * shown, never interpreted (the spec's unescaped interpolation is a defect we do not copy).
 */
export function translate(language: Language, key: TranslationKey, values?: TranslationValues): string {
  const template = dictionaries[language][key] ?? en[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

export function translator(language: Language): Translate {
  return (key, values) => translate(language, key, values);
}

/** The page's language (from its URL) and a bound translate function. */
export function useTranslation(): { language: Language; t: Translate } {
  const language = languageFromPath(useLocation().pathname);
  return { language, t: translator(language) };
}
