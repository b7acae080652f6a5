import type { TranslationKey } from "./en.ts";
import type { Language } from "./language.ts";

export type ShellTexts = Readonly<Partial<Record<TranslationKey, string>>>;
export type ShellModule = Record<string, ShellTexts | undefined>;

/**
 * The shell's dictionaries are the two-letter modules beside this one (en.ts, es.ts, hi.ts), each
 * exporting its texts under its code. English is always bundled; the server adds every other
 * language at start (shell-dictionaries.server.ts), and the browser fetches only the page's own
 * before hydrating (loadShellTexts), so a language's texts never weigh on another language's first
 * load (decision 136).
 */
const fetchable = import.meta.glob<ShellModule>(["./??.ts", "!./en.ts"]);

const loaded: Partial<Record<Language, ShellTexts>> = {};

/** The code a dictionary module is named after: "./hi.ts" → "hi". */
export function dictionaryCode(modulePath: string): string {
  return modulePath.slice(2, 4);
}

/** The shell's texts per language: English as given, the others as far as they are loaded. */
export function shellDictionaries<T extends ShellTexts>(english: T): { en: T } & Partial<Record<Language, ShellTexts>> {
  return Object.assign(loaded, { en: english });
}

/** Makes a language's shell texts available to every translate function. */
export function addShellTexts(language: Language, texts: ShellTexts): void {
  loaded[language] = texts;
}

/** Fetches a language's shell texts if this page does not have them yet (the browser, before hydrating). */
export async function loadShellTexts(language: Language): Promise<void> {
  if (loaded[language]) return;
  const fetch = Object.entries(fetchable).find(([modulePath]) => dictionaryCode(modulePath) === language)?.[1];
  const texts = fetch ? (await fetch())[language] : undefined;
  if (texts) addShellTexts(language, texts);
}
