import type { Kysely } from "kysely";
import type { CatalogueMigration } from "./migration.ts";

/** The categories the seeded jobs need that the eight of migration 0009 lack (names in three languages). */
const jobCategories = [
  {
    slug: "receiver-drier",
    name: "Receiver Drier",
    aliases: ["Receiver Driers", "Drier", "Dryer", "Filter Drier", "Accumulator", "Filtro deshidratador"],
    translations: { es: { name: "Filtro deshidratador" }, hi: { name: "रिसीवर ड्रायर", navLabel: "ड्रायर" } },
  },
  {
    slug: "compressor-oil",
    name: "Compressor Oil",
    aliases: ["AC Oil", "PAG Oil", "PAG 46", "PAG 100", "POE Oil", "Aceite de compresor"],
    translations: { es: { name: "Aceite de compresor" }, hi: { name: "कंप्रेसर ऑयल", navLabel: "कंप्रेसर ऑयल" } },
  },
  {
    slug: "o-ring-kit",
    name: "O-Ring Kit",
    aliases: ["O-Ring Kits", "O Ring Kit", "AC O-Rings", "Seal Kit", "Juego de juntas tóricas"],
    translations: { es: { name: "Juego de juntas tóricas" }, hi: { name: "ओ-रिंग किट", navLabel: "ओ-रिंग किट" } },
  },
];

/** The three jobs of issue 44, with their texts written for this site in three languages. */
const seededJobs = [
  {
    slug: "compressor-replacement",
    names: { en: "Compressor replacement", es: "Cambio de compresor", hi: "कंप्रेसर बदलना" },
    steps: [
      { categorySlug: "compressor", quantity: 1 },
      { categorySlug: "receiver-drier", quantity: 1 },
      { categorySlug: "expansion-valves", quantity: 1 },
      { categorySlug: "compressor-oil", quantity: 1 },
      { categorySlug: "o-ring-kit", quantity: 1 },
    ],
  },
  {
    slug: "condenser-replacement",
    names: { en: "Condenser replacement", es: "Cambio de condensador", hi: "कंडेंसर बदलना" },
    steps: [
      { categorySlug: "condenser", quantity: 1 },
      { categorySlug: "receiver-drier", quantity: 1 },
      { categorySlug: "o-ring-kit", quantity: 1 },
    ],
  },
  {
    slug: "cooling-coil-replacement",
    names: { en: "Cooling coil replacement", es: "Cambio de evaporador", hi: "कूलिंग कॉइल बदलना" },
    steps: [
      { categorySlug: "cooling-coil", quantity: 1 },
      { categorySlug: "expansion-valves", quantity: 1 },
      { categorySlug: "receiver-drier", quantity: 1 },
      { categorySlug: "o-ring-kit", quantity: 1 },
    ],
  },
];

type Rows = Record<string, Record<string, unknown>>;

// Jobs (issue 44, decision 214): staff-defined lists of categories with quantities, their names per
// language in one JSON column as specification fields keep theirs, the steps as a JSON list in job
// order. An enquiry list remembers the jobs the buyer asked for (their English names when sent),
// for staff. The three jobs of the issue are seeded, with the categories they need that are missing.
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .createTable("jobs")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("names", "text", (c) => c.notNull())
      .addColumn("steps", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable("enquiries")
      .addColumn("jobs", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();

    const rows = db as unknown as Kysely<Rows>;
    const now = new Date().toISOString();
    const existing = new Set(
      (await rows.selectFrom("categories").select("slug").execute()).map((row) => String(row.slug)),
    );
    const last = await rows
      .selectFrom("categories")
      .select((eb) => eb.fn.max("sort_order").as("top"))
      .executeTakeFirst();
    let order = Number(last?.top ?? 0);
    for (const category of jobCategories) {
      if (existing.has(category.slug)) continue;
      order += 10;
      await rows
        .insertInto("categories")
        .values({
          slug: category.slug,
          name: category.name,
          nav_label: null,
          aliases: JSON.stringify(category.aliases),
          description: "",
          translations: JSON.stringify(category.translations),
          image: null,
          sort_order: order,
          // Hidden from the menus, the home page and /categories until staff stock it and show it
          // (the taxonomy tab's Show): an empty category there is a dead end for a buyer. A job still
          // names it, and asks for it in words while it has no part.
          visible: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await rows
      .insertInto("jobs")
      .values(
        seededJobs.map((job, index) => ({
          slug: job.slug,
          names: JSON.stringify(job.names),
          steps: JSON.stringify(job.steps),
          sort_order: (index + 1) * 10,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
