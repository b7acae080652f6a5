import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { createResolver } from "#app/catalogue/resolve.ts";
import type { SheetTaxonomy } from "#app/forms/catalogue-row.ts";

/**
 * The twelve brands and eight categories the migrations seed, as the import sees them, for tests of
 * sheet validation that run without a database (the database's are checked equal to these).
 */
export const seedTaxonomy: SheetTaxonomy = {
  brands,
  categories,
  resolveBrand: createResolver(brands),
  resolveCategory: createResolver(categories),
};

export const seedAcceptedNames = {
  brands: brands.map((brand) => brand.name),
  categories: categories.map((category) => category.name),
};
