import type { SpecChoice } from "#app/catalogue/spec-fields.ts";
import { defaultLanguage, type Language, languages } from "#app/i18n/language.ts";

/** The languages a choice may have a label in, in the order the text writes them (the list's order). */
export const labelLanguages: readonly Language[] = languages.filter((language) => language !== defaultLanguage);

/**
 * The staff screen writes a choice list as text, one choice a line, each other language's label
 * after an " = " in the language list's order ("Yes = Sí = हाँ"; an empty place keeps the English).
 * Other spellings (aliases) are not edited there: a choice kept keeps its own.
 */
export function choicesToText(choices: readonly SpecChoice[], order: readonly Language[] = labelLanguages): string {
  return choices
    .map((choice) => {
      const labels = order.map((language) => choice.labels?.[language] ?? "");
      while (labels.length > 0 && labels.at(-1) === "") labels.pop();
      return [choice.value, ...labels].join(" = ");
    })
    .join("\n");
}

export function choicesFromText(
  text: string,
  previous: readonly SpecChoice[] = [],
  order: readonly Language[] = labelLanguages,
): SpecChoice[] {
  const kept = new Map(previous.map((choice) => [choice.value, choice]));
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [value = "", ...translated] = line.split(/\s*=\s*/).map((part) => part.trim());
      const labels = Object.fromEntries(
        order.flatMap((language, index) => (translated[index] ? [[language, translated[index]]] : [])),
      );
      const aliases = kept.get(value)?.aliases;
      return {
        value,
        ...(Object.keys(labels).length > 0 ? { labels } : {}),
        ...(aliases ? { aliases } : {}),
      };
    });
}
