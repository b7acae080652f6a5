import type { TranslationKey } from "./en.ts";

/** Hindi interface texts. A key left out falls back to English. */
export const hi: Partial<Record<TranslationKey, string>> = {};
