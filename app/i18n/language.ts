import { type LanguageSettings, languageSettings } from "./languages.ts";

/**
 * Languages live in the URL: the default language at /…, every other at its prefix (/es/…, /hi/…),
 * so every page has a shareable, indexable address per language and the server knows the language
 * before rendering. The functions read the list in `languages.ts`; `languagePaths` builds the same
 * functions over another list, which is how tests try a language the site does not have (decision 135).
 */
export type Language = (typeof languageSettings)[number]["code"];
export type { LanguageSettings };

/** Path helpers over a list of languages (its first is the default, without prefix). */
export function languagePaths<Code extends string>(list: readonly (LanguageSettings & { code: Code })[]) {
  const first = list[0];
  if (first?.prefix !== "") throw new Error("The first language is the default and has no prefix.");
  const defaultCode = first.code;
  const prefixed = list.filter((settings) => settings.prefix !== "");

  /** The language whose prefix starts the path ("/hi/brands" → hi), else the default. */
  function languageFromPath(pathname: string): Code {
    return prefixed.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.code ?? defaultCode;
  }

  /** The path without its language prefix: "/es/brands" → "/brands", "/es" → "/". */
  function stripLanguage(pathname: string): string {
    const prefix = list.find(({ code }) => code === languageFromPath(pathname))?.prefix ?? "";
    return pathname.slice(prefix.length) || "/";
  }

  /** The same page in the given language: localizePath("/brands", "es") → "/es/brands". */
  function localizePath(path: string, language: Code): string {
    const bare = stripLanguage(path);
    const prefix = list.find(({ code }) => code === language)?.prefix ?? "";
    return prefix && bare === "/" ? prefix : `${prefix}${bare}`;
  }

  return {
    languages: list.map(({ code }) => code),
    defaultLanguage: defaultCode,
    languageFromPath,
    stripLanguage,
    localizePath,
  };
}

const paths = languagePaths<Language>(languageSettings);

export const languages: readonly Language[] = paths.languages;
export const defaultLanguage: Language = paths.defaultLanguage;
export const languageFromPath = paths.languageFromPath;
export const stripLanguage = paths.stripLanguage;
export const localizePath = paths.localizePath;

const settingsByCode = new Map<string, LanguageSettings>(languageSettings.map((settings) => [settings.code, settings]));

/** A language's settings (name, locale, direction, prefix). */
export function languageSettingsOf(language: Language): LanguageSettings {
  return settingsByCode.get(language) ?? languageSettings[0];
}

/** Whether a stored or submitted code names one of the site's languages. */
export function isLanguage(code: unknown): code is Language {
  return typeof code === "string" && settingsByCode.has(code);
}

export const languageNames = Object.fromEntries(languageSettings.map(({ code, name }) => [code, name])) as Record<
  Language,
  string
>;

/** The locale numbers and dates are written in: Indian grouping in English and Hindi (1,00,000), Spain's in Spanish. */
export function languageLocale(language: Language): string {
  return languageSettingsOf(language).locale;
}

/** Texts per language where only the default language's is sure to exist: the page's, else the default's. */
export type Localized<T> = { readonly en: T } & { readonly [L in Language]?: T };

export function inLanguage<T>(localized: Localized<T>, language: Language): T {
  return localized[language] ?? localized.en;
}

/** A language's name in another language's words ("Hindi" in English, "hindi" in Spanish), for labels. */
export function languageNameIn(named: Language, language: Language): string {
  return new Intl.DisplayNames([languageLocale(language)], { type: "language" }).of(named) ?? languageNames[named];
}
