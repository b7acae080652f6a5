import type { Language } from "./language.ts";
import { addShellTexts, dictionaryCode, type ShellModule } from "./shell-dictionaries.ts";

/**
 * The server renders pages in every language, so it holds every shell dictionary from the start.
 * Imported once by the server's entry (server/app.ts) and by the unit tests' setup: a module the
 * browser's bundle never reaches, so its static imports cannot pull other languages into it.
 */
const modules = import.meta.glob<ShellModule>(["./??.ts", "!./en.ts"], { eager: true });

for (const [modulePath, module] of Object.entries(modules)) {
  const code = dictionaryCode(modulePath) as Language;
  const texts = module[code];
  if (texts) addShellTexts(code, texts);
}
