/**
 * The spec's slug rule for brand and category links: the name lower-cased, whitespace runs
 * replaced by hyphens ("Mahle Behr" → "mahle-behr", "Radiator Fan Assembly" → "radiator-fan-assembly").
 */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}
