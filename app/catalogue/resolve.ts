import { slugify } from "./slug.ts";
import { type VehicleMake, vehicleMakes } from "./vehicle-makes.ts";

/**
 * Reduces what people type to one comparable form: case, spaces, hyphens and underscores aside,
 * so "MAHLE-BEHR", "mahle behr" and "Mahle  Behr" compare equal.
 */
export function lookupKey(value: string): string {
  return slugify(value.replace(/[-_]+/g, " ")).replace(/-/g, "");
}

/**
 * The one resolver of names people type (brands, categories, vehicle makes): a name, slug or alias
 * in any case finds its item. `extra` adds spellings that rank below every item's own (old slugs).
 */
export function createResolver<T extends { name: string; slug: string; aliases: readonly string[] }>(
  items: readonly T[],
  extra: readonly { spelling: string; item: T }[] = [],
): (value: string | null | undefined) => T | undefined {
  const index = new Map<string, T>();
  for (const { spelling, item } of extra) index.set(lookupKey(spelling), item);
  for (const item of items) {
    for (const spelling of [item.name, item.slug, ...item.aliases]) index.set(lookupKey(spelling), item);
  }
  return (value) => (value ? index.get(lookupKey(value)) : undefined);
}

/** The canonical vehicle make for a name, slug or alias typed in any case; undefined when unknown. */
export const resolveVehicleMake: (value: string | null | undefined) => VehicleMake | undefined =
  createResolver(vehicleMakes);
