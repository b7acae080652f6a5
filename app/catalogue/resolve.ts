import { type Brand, brands } from "./brands.ts";
import { type Category, categories } from "./categories.ts";
import { slugify } from "./slug.ts";
import { type VehicleMake, vehicleMakes } from "./vehicle-makes.ts";

/**
 * Reduces what people type to one comparable form: case, spaces, hyphens and underscores aside,
 * so "MAHLE-BEHR", "mahle behr" and "Mahle  Behr" compare equal.
 */
function lookupKey(value: string): string {
  return slugify(value.replace(/[-_]+/g, " ")).replace(/-/g, "");
}

function buildIndex<T extends { name: string; slug: string; aliases: readonly string[] }>(items: readonly T[]) {
  const index = new Map<string, T>();
  for (const item of items) {
    for (const spelling of [item.name, item.slug, ...item.aliases]) index.set(lookupKey(spelling), item);
  }
  return index;
}

const brandIndex = buildIndex(brands);
const categoryIndex = buildIndex(categories);
const vehicleMakeIndex = buildIndex(vehicleMakes);

/** The canonical brand for a name, slug or alias typed in any case; undefined when unknown. */
export function resolveBrand(value: string | null | undefined): Brand | undefined {
  return value ? brandIndex.get(lookupKey(value)) : undefined;
}

/** The canonical category for a name, slug or alias typed in any case; undefined when unknown. */
export function resolveCategory(value: string | null | undefined): Category | undefined {
  return value ? categoryIndex.get(lookupKey(value)) : undefined;
}

/** The canonical vehicle make for a name, slug or alias typed in any case; undefined when unknown. */
export function resolveVehicleMake(value: string | null | undefined): VehicleMake | undefined {
  return value ? vehicleMakeIndex.get(lookupKey(value)) : undefined;
}
