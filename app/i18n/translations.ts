import { type Language, languageFromPath } from "./language.ts";

type Texts = Readonly<Record<string, string | undefined>>;
type TranslationModule = Readonly<Record<string, Texts | undefined>>;

/** The language a dictionary module is for, from its path: "./hi.ts" and "./hi/home.ts" → "hi". */
export function dictionaryCode(modulePath: string): string {
  return modulePath.replace(/^\.\//, "").split(/[/.]/)[0] ?? "";
}

/**
 * The languages whose texts this process needs: every one on the server (it renders pages in each)
 * and in unit tests; in the browser only the page's own. A page never changes language without a
 * full load (the language switcher reloads, decision 136), so its language is known once.
 */
function languageWanted(): (code: string) => boolean {
  if (typeof window === "undefined") return () => true;
  const pageLanguage = languageFromPath(window.location.pathname);
  return (code) => code === pageLanguage;
}

/**
 * The other languages' texts of one dictionary (the shell's or an area's), one module per language
 * found by `import.meta.glob` (English is always bundled and never passed here). Dictionary modules
 * `await` this at their top level, so a module that uses texts is evaluated only once its page's
 * language is loaded: before hydration on a first load, before a client navigation renders a route
 * that brings a new area. Neither English flashes nor hydration mismatches, and a language's texts
 * travel only with its own pages (decision 139).
 */
export async function loadTranslations(
  modules: Record<string, () => Promise<unknown>>,
  exportName: (code: string) => string,
): Promise<Partial<Record<Exclude<Language, "en">, Texts>>> {
  const wanted = languageWanted();
  const loaded = await Promise.all(
    Object.entries(modules)
      .filter(([modulePath]) => wanted(dictionaryCode(modulePath)))
      .map(async ([modulePath, load]) => {
        const code = dictionaryCode(modulePath);
        return [code, ((await load()) as TranslationModule)[exportName(code)]] as const;
      }),
  );
  return Object.fromEntries(loaded.filter(([, texts]) => texts !== undefined));
}

/** An area module's export name for a language: ("home", "hi") → "homeHi", as in texts/hi/home.ts. */
export function areaExport(area: string): (code: string) => string {
  return (code) => `${area}${code.charAt(0).toUpperCase()}${code.slice(1)}`;
}
