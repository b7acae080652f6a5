// Apart from taxonomy.ts, which every page loads: only staff screens and the server make slugs.

/**
 * The address a new name gets: the spec's rule (lower case, spaces to hyphens) with accents and
 * any other character dropped, so "Bosch & Co." becomes "bosch-co".
 */
export function termSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
