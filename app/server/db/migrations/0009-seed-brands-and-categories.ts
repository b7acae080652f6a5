import type { Kysely } from "kysely";
import { brands as seedBrands } from "#app/catalogue/brands.ts";
import { categories as seedCategories } from "#app/catalogue/categories.ts";
import type { CatalogueMigration } from "./migration.ts";

// Today's twelve brands and eight categories, with the slugs, aliases, labels and pictures the
// site had in code, so nothing changes for visitors.
export const migration: CatalogueMigration = {
  async up(db) {
    const now = new Date().toISOString();
    const rows = (table: string, values: Record<string, unknown>[]) =>
      values.length > 0
        ? (db as Kysely<Record<string, Record<string, unknown>>>).insertInto(table).values(values).execute()
        : undefined;
    await rows(
      "brands",
      seedBrands.map((brand, index) => ({
        slug: brand.slug,
        name: brand.name,
        name_es: null,
        nav_label: brand.navLabel === brand.name ? null : brand.navLabel,
        nav_label_es: null,
        aliases: JSON.stringify(brand.aliases),
        description: "",
        description_es: "",
        image: brand.logo,
        sort_order: (index + 1) * 10,
        visible: 1,
        created_at: now,
        updated_at: now,
      })),
    );
    await rows(
      "categories",
      seedCategories.map((category, index) => ({
        slug: category.slug,
        name: category.name,
        name_es: category.label.es,
        nav_label: category.navLabel.en === category.name ? null : category.navLabel.en,
        nav_label_es: category.navLabel.es === category.label.es ? null : category.navLabel.es,
        aliases: JSON.stringify(category.aliases),
        description: "",
        description_es: "",
        image: category.image,
        sort_order: (index + 1) * 10,
        visible: 1,
        created_at: now,
        updated_at: now,
      })),
    );
  },
};
