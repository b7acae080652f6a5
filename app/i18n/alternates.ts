import { type LanguageSettings, languagePaths } from "./language.ts";
import { languageSettings } from "./languages.ts";

/**
 * A page's hreflang alternates: its address in every language, and x-default at the default
 * language's (the page search engines show a reader whose language the site does not have).
 */
export function alternateAddresses(
  origin: string,
  pathname: string,
  list: readonly LanguageSettings[] = languageSettings,
): { hrefLang: string; href: string }[] {
  const { languages, defaultLanguage, localizePath } = languagePaths(list);
  return [...languages, "x-default"].map((hrefLang) => ({
    hrefLang,
    href: `${origin}${localizePath(pathname, hrefLang === "x-default" ? defaultLanguage : hrefLang)}`,
  }));
}
