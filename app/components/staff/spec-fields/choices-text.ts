import type { SpecChoice } from "#app/catalogue/spec-fields.ts";

/**
 * The staff screen writes a choice list as text, one choice a line, a Spanish label after " = "
 * ("Yes = Sí"). Other spellings (aliases) are not edited there: a choice kept keeps its own.
 */
export function choicesToText(choices: readonly SpecChoice[]): string {
  return choices
    .map((choice) => (choice.labels?.es ? `${choice.value} = ${choice.labels.es}` : choice.value))
    .join("\n");
}

export function choicesFromText(text: string, previous: readonly SpecChoice[] = []): SpecChoice[] {
  const kept = new Map(previous.map((choice) => [choice.value, choice]));
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [value = "", spanish = ""] = line.split(/\s*=\s*/, 2).map((part) => part.trim());
      const aliases = kept.get(value)?.aliases;
      return {
        value,
        ...(spanish ? { labels: { es: spanish } } : {}),
        ...(aliases ? { aliases } : {}),
      };
    });
}
