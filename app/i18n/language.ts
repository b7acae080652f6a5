/**
 * Languages live in the URL: English at /…, Spanish at /es/…, so every page has a shareable,
 * indexable address per language and the server knows the language before rendering.
 */
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export const languageNames: Record<Language, string> = { en: "English", es: "Español" };

/** The locale numbers and dates are written in: Indian grouping in English (1,00,000), Spain's in Spanish. */
export function languageLocale(language: Language): string {
  return language === "es" ? "es-ES" : "en-IN";
}

export function languageFromPath(pathname: string): Language {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The path without its language prefix: "/es/brands" → "/brands", "/es" → "/". */
export function stripLanguage(pathname: string): string {
  if (pathname === "/es") return "/";
  return pathname.startsWith("/es/") ? pathname.slice(3) : pathname;
}

/** The same page in the given language: localizePath("/brands", "es") → "/es/brands". */
export function localizePath(path: string, language: Language): string {
  const bare = stripLanguage(path);
  if (language === "en") return bare;
  return bare === "/" ? "/es" : `/es${bare}`;
}
