import type { Kysely } from "kysely";
import { categories as seedCategories } from "#app/catalogue/categories.ts";
import { hindiCategoryWords, hindiChoiceLabels, hindiSpecFieldNames } from "#app/catalogue/hindi-catalogue-words.ts";
import { seedSpecFields } from "#app/catalogue/spec-field-seed.ts";
import type { TermTranslations } from "#app/catalogue/taxonomy.ts";
import type { Database, TaxonomyTable } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

/** The Spanish columns of brands and categories, as they were until migration 0035 moved them. */
interface LegacyTermColumns {
  name_es: string | null;
  nav_label_es: string | null;
  description_es: string;
}
type LegacyTermTables = {
  brands: TaxonomyTable & LegacyTermColumns;
  categories: TaxonomyTable & LegacyTermColumns;
};

// Brand and category names, menu labels and descriptions per language in one JSON column, as
// specification fields already hold theirs, so a fourth language needs no migration (decision
// 155); Spanish moves there from its columns, and Hindi is written for the demo categories and
// the seeded fields where the English is still the seeded one (staff edits stay theirs).
export const migration: CatalogueMigration = {
  async up(db) {
    const kdb = db as unknown as Kysely<LegacyTermTables & Database>;
    for (const table of ["brands", "categories"] as const) {
      await db.schema
        .alterTable(table)
        .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
        .execute();
      const rows = await kdb
        .selectFrom(table)
        .select(["slug", "name", "name_es", "nav_label_es", "description_es"])
        .execute();
      for (const row of rows) {
        const translations: TermTranslations = {};
        const es = {
          ...(row.name_es ? { name: row.name_es } : {}),
          ...(row.nav_label_es ? { navLabel: row.nav_label_es } : {}),
          ...(row.description_es ? { description: row.description_es } : {}),
        };
        if (Object.keys(es).length > 0) translations.es = es;
        const seeded = seedCategories.find((category) => category.slug === row.slug);
        const hindi = hindiCategoryWords[row.slug];
        if (table === "categories" && hindi && seeded && seeded.name === row.name) translations.hi = hindi;
        if (Object.keys(translations).length === 0) continue;
        await kdb
          .updateTable(table)
          .set({ translations: JSON.stringify(translations) })
          .where("slug", "=", row.slug)
          .execute();
      }
      for (const column of ["name_es", "nav_label_es", "description_es"]) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
    const fields = await kdb
      .selectFrom("spec_fields")
      .select(["id", "category_slug", "key", "names", "choices"])
      .execute();
    for (const field of fields) {
      const seeded = seedSpecFields[field.category_slug]?.find((seed) => seed.key === field.key);
      if (!seeded) continue;
      const names = JSON.parse(field.names) as Record<string, string>;
      const choices = JSON.parse(field.choices) as { value: string; labels?: Record<string, string> }[];
      const hindiName = hindiSpecFieldNames[field.key];
      if (hindiName && names.en === seeded.names.en && !names.hi) names.hi = hindiName;
      for (const choice of choices) {
        const hindiLabel = hindiChoiceLabels[choice.value];
        const wasSeeded = seeded.choices?.some((seed) => seed.value === choice.value);
        if (hindiLabel && wasSeeded && !choice.labels?.hi) choice.labels = { ...choice.labels, hi: hindiLabel };
      }
      await kdb
        .updateTable("spec_fields")
        .set({ names: JSON.stringify(names), choices: JSON.stringify(choices) })
        .where("id", "=", field.id)
        .execute();
    }
  },
};
