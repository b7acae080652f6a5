import { modelSlug } from "#app/catalogue/fitment.ts";
import { type Language, localizePath } from "#app/i18n/language.ts";

/**
 * The vehicle pages' addresses (docs/decisions/210): /vehicles, /vehicles/{make slug} and
 * /vehicles/{make slug}/{model slug}, the slugs the finder's own (vehicle-makes.ts, modelSlug).
 */
export function vehiclePath(language: Language, makeSlug?: string, model?: string): string {
  const parts = ["/vehicles", makeSlug, model === undefined ? undefined : modelSlug(model)].filter(Boolean);
  return localizePath(parts.join("/"), language);
}
