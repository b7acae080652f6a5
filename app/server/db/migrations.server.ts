import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { brands as seedBrands } from "#app/catalogue/brands.ts";
import { categories as seedCategories } from "#app/catalogue/categories.ts";
import { hindiCategoryWords, hindiChoiceLabels, hindiSpecFieldNames } from "#app/catalogue/hindi-catalogue-words.ts";
import { westernDigits } from "#app/catalogue/part-number.ts";
import { seedSpecFields } from "#app/catalogue/spec-field-seed.ts";
import type { TermTranslations } from "#app/catalogue/taxonomy.ts";
import { rebuildProductLookups, rebuildSubstringSearch } from "../products/product-lookups.server.ts";
import { rebuildSearchWords } from "../search/documents.server.ts";
import { createCatalogueVersionTable, ensureCatalogueVersionTriggers } from "./catalogue-version.server.ts";
import type { Database, DatabaseKind, TaxonomyTable } from "./schema.ts";

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

/**
 * Migrations are code, ordered by name, and run at every start (they are idempotent through
 * Kysely's migration table). The few differences between SQLite and PostgreSQL (how an integer
 * key is generated) are decided here and nowhere else.
 */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  const withId = (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", "integer", (c) =>
        kind === "postgres" ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );

  return {
    "0001-products": {
      async up(db) {
        await withId(db, "products")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("part_number", "text", (c) => c.notNull())
          .addColumn("part_key", "text", (c) => c.notNull().unique())
          .addColumn("brand_slug", "text", (c) => c.notNull())
          .addColumn("category_slug", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("image", "text")
          .addColumn("image_key", "text")
          .addColumn("rating", "real", (c) => c.check(sql`rating is null or (rating >= 0 and rating <= 5)`))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("products_brand_idx").on("products").columns(["brand_slug", "name"]).execute();
        await db.schema
          .createIndex("products_category_idx")
          .on("products")
          .columns(["category_slug", "name"])
          .execute();
      },
    },
    "0002-admins-and-sessions": {
      async up(db) {
        await withId(db, "admins")
          .addColumn("username", "text", (c) => c.notNull().unique())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await withId(db, "admin_sessions")
          .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
          .addColumn("token_hash", "text", (c) => c.notNull().unique())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("last_seen_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .addColumn("revoked_at", "text")
          .execute();
        await db.schema.createIndex("admin_sessions_admin_idx").on("admin_sessions").column("admin_id").execute();
      },
    },
    "0003-media": {
      async up(db) {
        await withId(db, "media")
          .addColumn("stem_key", "text", (c) => c.notNull().unique())
          .addColumn("original_name", "text", (c) => c.notNull())
          .addColumn("file_id", "text", (c) => c.notNull().unique())
          .addColumn("widths", "text", (c) => c.notNull())
          .addColumn("width", "integer", (c) => c.notNull())
          .addColumn("height", "integer", (c) => c.notNull())
          .addColumn("original_ext", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    "0004-subscribers": {
      async up(db) {
        await withId(db, "subscribers")
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("language", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    "0005-enquiries": {
      async up(db) {
        await withId(db, "enquiries")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("language", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("enquiries_created_idx").on("enquiries").column("created_at").execute();
      },
    },
    // The products row holds a product's other numbers and fitments as the sheet writes them; the two
    // tables are derived from it (rebuildProductLookups) so that searching and filtering use indexes.
    "0006-numbers-and-fitment": {
      async up(db) {
        for (const column of ["oe_numbers", "cross_references", "fits"]) {
          await db.schema
            .alterTable("products")
            .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
            .execute();
        }
        // Byte order on both databases, so a prefix search is an index range (see lookups).
        const keyType = kind === "postgres" ? sql`text collate "C"` : sql`text`;
        await db.schema
          .createTable("product_numbers")
          .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
          .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('oe', 'xref')`))
          .addColumn("number", "text", (c) => c.notNull())
          .addColumn("number_key", keyType, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("product_numbers_key_idx").on("product_numbers").column("number_key").execute();
        await db.schema.createIndex("product_numbers_product_idx").on("product_numbers").column("product_id").execute();
        await db.schema
          .createTable("product_fitments")
          .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
          .addColumn("make_slug", "text", (c) => c.notNull())
          .addColumn("model", "text", (c) => c.notNull())
          .addColumn("model_key", "text", (c) => c.notNull())
          .addColumn("year_from", "integer")
          .addColumn("year_to", "integer")
          .execute();
        await db.schema
          .createIndex("product_fitments_vehicle_idx")
          .on("product_fitments")
          .columns(["make_slug", "model_key", "product_id", "year_from", "year_to"])
          .execute();
        await db.schema
          .createIndex("product_fitments_product_idx")
          .on("product_fitments")
          .column("product_id")
          .execute();
        // Listings of a whole vehicle make walk products in name order (products.server.ts).
        await db.schema.createIndex("products_name_idx").on("products").column("name").execute();
        await createSearchIndex(db, kind);
      },
    },
    "0007-import-history": {
      async up(db) {
        await withId(db, "imports")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
          .addColumn("username", "text", (c) => c.notNull())
          .addColumn("file_name", "text", (c) => c.notNull())
          .addColumn("replace_all", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("created", "integer", (c) => c.notNull())
          .addColumn("updated", "integer", (c) => c.notNull())
          .addColumn("unchanged", "integer", (c) => c.notNull())
          .addColumn("deleted", "integer", (c) => c.notNull())
          .addColumn("undone_at", "text")
          .addColumn("undone_by", "text")
          .execute();
        await withId(db, "import_changes")
          .addColumn("import_id", "integer", (c) => c.notNull().references("imports.id").onDelete("cascade"))
          .addColumn("part_key", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('created', 'updated', 'deleted')`))
          .addColumn("before", "text")
          .execute();
        await db.schema.createIndex("import_changes_import_idx").on("import_changes").column("import_id").execute();
        await db.schema.createIndex("import_changes_part_key_idx").on("import_changes").column("part_key").execute();
      },
    },
    // Brands and categories become data staff edit (docs/decisions/049). Both tables have the same
    // columns; a name per language where the site shows one, aliases as a JSON array of strings.
    "0008-brands-and-categories": {
      async up(db) {
        for (const table of ["brands", "categories"]) {
          await db.schema
            .createTable(table)
            .addColumn("slug", "text", (c) => c.primaryKey())
            .addColumn("name", "text", (c) => c.notNull())
            .addColumn("name_es", "text")
            .addColumn("nav_label", "text")
            .addColumn("nav_label_es", "text")
            .addColumn("aliases", "text", (c) => c.notNull().defaultTo("[]"))
            .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
            .addColumn("description_es", "text", (c) => c.notNull().defaultTo(""))
            .addColumn("image", "text")
            .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
            .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
            .addColumn("created_at", "text", (c) => c.notNull())
            .addColumn("updated_at", "text", (c) => c.notNull())
            .execute();
        }
        // An old slug of a renamed brand or category, so its old addresses answer 301.
        await db.schema
          .createTable("taxonomy_redirects")
          .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('brand', 'category')`))
          .addColumn("old_slug", "text", (c) => c.notNull())
          .addColumn("new_slug", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("taxonomy_redirects_pk", ["kind", "old_slug"])
          .execute();
      },
    },
    // Today's twelve brands and eight categories, with the slugs, aliases, labels and pictures the
    // site had in code, so nothing changes for visitors.
    "0009-seed-brands-and-categories": {
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
    },
    // Word search (docs/decisions/045): each product's words by field, derived like the lookup
    // tables, and the vocabulary that typos are corrected to.
    "0012-word-search": {
      async up(db) {
        if (kind === "sqlite") {
          await sql`create virtual table product_words using fts5(numbers, vehicle, category, brand, name, description, tokenize = 'unicode61 remove_diacritics 2', detail = column)`.execute(
            db,
          );
        } else {
          await sql`create table product_words (product_id integer primary key references products (id) on delete cascade, document tsvector not null)`.execute(
            db,
          );
          await sql`create index product_words_document_idx on product_words using gin (document)`.execute(db);
        }
        await db.schema
          .createTable("search_vocabulary")
          .addColumn("term", "text", (c) => c.primaryKey())
          .execute();
        await rebuildSearchWords(db as Kysely<Database>, "all", { withSpecs: false });
      },
    },
    "0018-import-mappings": {
      async up(db) {
        // One remembered column mapping per header layout of a supplier's price list (issue 15).
        await withId(db, "import_mappings")
          .addColumn("layout_key", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("headers", "text", (c) => c.notNull())
          .addColumn("mapping", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    // The number the render cache keys pages by; its triggers are made after every migration run.
    "0017-catalogue-version": {
      async up(db) {
        await createCatalogueVersionTable(db);
      },
    },
    // A listing's filter counts a brand's products per category (or a category's per brand). With
    // only (brand, name) to go by, SQLite read every product row of the brand, or walked the other
    // index over the whole catalogue: 25 ms for a brand of 5,000. Both columns in one index answer
    // the count from the index alone, in under a millisecond.
    "0017-listing-facet-indexes": {
      async up(db) {
        await db.schema
          .createIndex("products_brand_category_idx")
          .on("products")
          .columns(["brand_slug", "category_slug"])
          .execute();
        await db.schema
          .createIndex("products_category_brand_idx")
          .on("products")
          .columns(["category_slug", "brand_slug"])
          .execute();
      },
    },
    // A product added, edited, deleted or given a photo by hand is an entry of the import history too,
    // so it can be undone like an import; `source` tells the two apart (docs/decisions/052).
    "0010-history-source": {
      async up(db) {
        await db.schema
          .alterTable("imports")
          .addColumn("source", "text", (c) => c.notNull().defaultTo("sheet"))
          .execute();
      },
    },
    // The brands and categories an import created (mapping value "new"), as JSON, so the history can
    // say so and undo can remove them again (docs/decisions/069).
    // Fitment text that is not a vehicle, kept on the product instead of becoming a finder model (decision 093).
    "0026-fitment-note": {
      async up(db) {
        await db.schema
          .alterTable("products")
          .addColumn("fits_note", "text", (c) => c.notNull().defaultTo(""))
          .execute();
      },
    },
    "0023-import-created-terms": {
      async up(db) {
        await db.schema.alterTable("imports").addColumn("created_terms", "text").execute();
      },
    },
    // A product is public (active), staff-only (draft) or kept but hidden (archived): issue 26,
    // docs/decisions/085. Every product there was is public. Writes to the column bump the catalogue
    // version through the products triggers like any other. Named to run before 0012 on a new database:
    // the word index that 0012 derives reads active products only.
    "0011-product-status": {
      async up(db) {
        await db.schema
          .alterTable("products")
          .addColumn("status", "text", (c) =>
            c.notNull().defaultTo("active").check(sql`status in ('active', 'draft', 'archived')`),
          )
          .execute();
        // Few products are not active: partial indexes find them (staff's filter, the brands and
        // categories only drafts use). Partial, so that no plan ever walks "status = 'active'",
        // which is nearly every row, instead of the index it used before.
        await sql`create index products_not_active_brand_idx on products (brand_slug) where status <> 'active'`.execute(
          db,
        );
        await sql`create index products_not_active_category_idx on products (category_slug) where status <> 'active'`.execute(
          db,
        );
      },
    },
    // Categories are also found by their trade words in other languages (docs/decisions/091): the
    // products written before have their words derived again.
    "0024-category-trade-words": {
      async up(db) {
        await rebuildSearchWords(db as Kysely<Database>, "all", { withSpecs: false });
      },
    },
    // Staff mark an enquiry replied or closed; who did it and when is kept with it.
    "0011-enquiry-status": {
      async up(db) {
        await db.schema
          .alterTable("enquiries")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
          .execute();
        await db.schema.alterTable("enquiries").addColumn("status_changed_at", "text").execute();
        await db.schema.alterTable("enquiries").addColumn("status_changed_by", "text").execute();
        await db.schema.createIndex("enquiries_status_idx").on("enquiries").column("status").execute();
      },
    },
    // A part number is a maker's, unique per maker, not across the trade: HCC and Hyundai both sell
    // 969853X000 (issue 26, docs/decisions/089). The identity becomes (part key, brand); part key
    // first, so lookups by the number alone (search, a category address) still use the index. The
    // import history names the brand of each product it created, so undo removes only that one.
    "0027-brand-and-part-number": {
      async up(db) {
        if (kind === "sqlite") await replaceSqlitePartKeyUnique(db);
        else {
          await sql`alter table products drop constraint products_part_key_key`.execute(db);
          await sql`alter table products add constraint products_part_key_brand_key unique (part_key, brand_slug)`.execute(
            db,
          );
        }
        await db.schema
          .alterTable("import_changes")
          .addColumn("brand_slug", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        // Until now a part key named one product: its brand is the product's, or the row's before.
        const beforeBrand =
          kind === "sqlite" ? sql`json_extract(before, '$.brand_slug')` : sql`(before::jsonb ->> 'brand_slug')`;
        await sql`update import_changes set brand_slug = coalesce(
            (select brand_slug from products where products.part_key = import_changes.part_key), ${beforeBrand}, '')`.execute(
          db,
        );
      },
    },
    // Several photos per product (issue 27, docs/decisions/151): the product's photos in the order
    // staff chose, the first shown as its photo everywhere. A product without rows shows the photo
    // named after it, as before; deleting the product deletes its rows.
    "0033-product-photos": {
      async up(db) {
        await db.schema
          .createTable("product_photos")
          .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("stem_key", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("product_photos_pkey", ["product_id", "position"])
          .execute();
        await db.schema.createIndex("product_photos_stem_idx").on("product_photos").column("stem_key").execute();
      },
    },
    // A fitment line may narrow its vehicle: engine, fuel, gearbox, AC type, months and a note
    // (issue 27, docs/decisions/131). Derived from products.fits like the rest of the row, so the
    // finder can ask the one question that splits a vehicle's parts.
    "0032-fitment-details": {
      async up(db) {
        for (const column of ["engine", "fuel", "transmission", "ac", "month_from", "month_to", "note"]) {
          await db.schema.alterTable("product_fitments").addColumn(column, "text").execute();
        }
      },
    },
    // What buyers look for (issue 31, docs/decisions/120): counts per day, folded into months after
    // 400 days. No address, no user agent, no visitor id: a row is a day, what was counted and how often.
    "0031-demand-counts": {
      async up(db) {
        await db.schema
          .createTable("demand_counts")
          .addColumn("period", "text", (c) => c.notNull())
          .addColumn("event", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("language", "text", (c) => c.notNull())
          .addColumn("detail", "text", (c) => c.notNull())
          .addColumn("results", "integer")
          .addColumn("hits", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("demand_counts_pkey", ["event", "period", "subject", "language", "detail"])
          // SQLite would keep the rows and a copy of them in the key's index: half the size without.
          .$call((table) => (kind === "sqlite" ? table.modifyEnd(sql`without rowid`) : table))
          .execute();
        await db.schema
          .createTable("demand_dismissed")
          .addColumn("event", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("dismissed_by", "text", (c) => c.notNull())
          .addColumn("dismissed_at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("demand_dismissed_pkey", ["event", "subject"])
          .execute();
      },
    },
    // Specification fields per category as data staff edit, seeded with the trade's; each product's
    // values on its row (so history and undo keep them like any column), and a derived table of
    // them for the listings' filters (docs/decisions/100).
    "0028-specifications": {
      async up(db) {
        await withId(db, "spec_fields")
          .addColumn("category_slug", "text", (c) => c.notNull())
          .addColumn("key", "text", (c) => c.notNull())
          .addColumn("names", "text", (c) => c.notNull())
          .addColumn("unit", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('number', 'text', 'choice')`))
          .addColumn("choices", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addUniqueConstraint("spec_fields_category_key", ["category_slug", "key"])
          .execute();
        await db.schema
          .alterTable("products")
          .addColumn("specs", "text", (c) => c.notNull().defaultTo("{}"))
          .execute();
        await db.schema
          .createTable("product_specs")
          .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
          .addColumn("field_key", "text", (c) => c.notNull())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("product_specs_value_idx")
          .on("product_specs")
          .columns(["field_key", "value", "product_id"])
          .execute();
        await db.schema
          .createIndex("product_specs_product_idx")
          .on("product_specs")
          .columns(["product_id", "field_key", "value"])
          .execute();
        const categorySlugs = new Set(
          (await sql<{ slug: string }>`select slug from categories`.execute(db)).rows.map((row) => row.slug),
        );
        const now = new Date().toISOString();
        const rows = Object.entries(seedSpecFields).flatMap(([categorySlug, fields]) =>
          categorySlugs.has(categorySlug)
            ? fields.map((field, index) => ({
                category_slug: categorySlug,
                key: field.key,
                names: JSON.stringify(field.names),
                unit: field.unit ?? "",
                kind: field.kind,
                choices: JSON.stringify(field.choices ?? []),
                sort_order: (index + 1) * 10,
                created_at: now,
                updated_at: now,
              }))
            : [],
        );
        if (rows.length > 0) await (db as Kysely<Database>).insertInto("spec_fields").values(rows).execute();
      },
    },
    // Brand and category names, menu labels and descriptions per language in one JSON column, as
    // specification fields already hold theirs, so a fourth language needs no migration (decision
    // 155); Spanish moves there from its columns, and Hindi is written for the demo categories and
    // the seeded fields where the English is still the seeded one (staff edits stay theirs).
    "0035-names-per-language": {
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
    },
    // Enquiry lists (issue 28, decisions 112 and 114): a reference, a vehicle and staff's quote on the
    // enquiry, its lines in a table of their own (deleted with it), and the enquiries found by reference.
    "0029-enquiry-lists": {
      async up(db) {
        await db.schema.alterTable("enquiries").addColumn("reference", "text").execute();
        await db.schema
          .alterTable("enquiries")
          .addColumn("vehicle", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        await db.schema.createIndex("enquiries_reference_idx").on("enquiries").column("reference").unique().execute();
        // Staff's quote for a list (JSON: price and availability per line, validity), once sent.
        await db.schema.alterTable("enquiries").addColumn("quote", "text").execute();
        await withId(db, "enquiry_lines")
          .addColumn("enquiry_id", "integer", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("brand_slug", "text", (c) => c.notNull())
          .addColumn("brand", "text", (c) => c.notNull())
          .addColumn("part_number", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("quantity", "integer", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("enquiry_lines_enquiry_idx")
          .on("enquiry_lines")
          .columns(["enquiry_id", "position"])
          .execute();
        // Staff find an enquiry by a part number it asks for.
        await db.schema.createIndex("enquiry_lines_part_idx").on("enquiry_lines").column("part_number").execute();
      },
    },
    // SQLite's two full-text tables keep no copy of their text (docs/decisions/167): search reads
    // only their rowids, and the products rows they are derived from hold the text. `contentless_delete`
    // lets a product's entry be deleted by rowid alone, as rebuildProductLookups does. An import writes
    // a third less to the WAL. The tables are made again and derived again from the products, in one
    // transaction. PostgreSQL's product_words is a tsvector table of its own and it has no product_search.
    "0036-search-tables-without-text": {
      async up(db) {
        if (kind !== "sqlite") return;
        const kdb = db as Kysely<Database>;
        await kdb.transaction().execute(async (trx) => {
          await sql`drop table product_words`.execute(trx);
          await sql`create virtual table product_words using fts5(numbers, vehicle, category, brand, name, description, tokenize = 'unicode61 remove_diacritics 2', detail = column, content = '', contentless_delete = 1)`.execute(
            trx,
          );
          await sql`drop table product_search`.execute(trx);
          await sql`create virtual table product_search using fts5(name, part_key, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(
            trx,
          );
          // Segments are merged sixteen at a time, not four: an import's words are rewritten by fewer
          // merges (80 ms less for 45,000 rows). A level may hold sixteen segments, where FTS5's crisis
          // merge bounded it already; the queries of match.server.ts measured the same.
          for (const table of ["product_words", "product_search"])
            await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('automerge', 16)`.execute(trx);
          await rebuildSubstringSearch(trx);
          await rebuildSearchWords(trx, "all");
        });
      },
    },
    // A fan in the cabin is the blower (docs/decisions/180): "cabin fan", "heater blower", "ventilador
    // de habitaculo" became trade words of blower motors, so the products written before have their
    // words derived again, as 0024 did.
    "0037-cabin-fan-words": {
      async up(db) {
        await rebuildSearchWords(db as Kysely<Database>, "all", { withSpecs: false });
      },
    },
    // Part-number keys read Devanagari digits as the digits they are (docs/decisions/177): keys stored
    // before kept them, so "HIN-2634-१२" could not be found typed either way. Each stored key that
    // holds one is keyed again, in one transaction, and its product's derived rows are derived again.
    "0038-western-digits-in-keys": {
      async up(db) {
        // PostgreSQL runs each migration in a transaction of its own; SQLite's run outside one.
        const kdb = db as Kysely<Database>;
        if (kdb.isTransaction) await rekeyDevanagariDigits(kdb);
        else await kdb.transaction().execute((trx) => rekeyDevanagariDigits(trx));
      },
    },
    // The brands the menus show (issue 40, docs/decisions/183): staff feature them; the twelve
    // distributed brands of the seed start featured, so the menus stay as they were, and every brand an
    // import adds waits outside them until staff choose it. The menu's order is sort_order, as before.
    "0039-featured-brands": {
      async up(db) {
        await db.schema
          .alterTable("brands")
          .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await (db as Kysely<Database>)
          .updateTable("brands")
          .set({ featured: 1 })
          .where(
            "slug",
            "in",
            seedBrands.map((brand) => brand.slug),
          )
          .execute();
      },
    },
  };
}

const DEVANAGARI_DIGITS = [..."०१२३४५६७८९"];

/** Whether a column holds a Devanagari digit: LIKE, read alike by both databases. */
function holdsDevanagariDigit(column: string): RawBuilder<SqlBool> {
  const likes = DEVANAGARI_DIGITS.map((digit) => sql`${sql.ref(column)} like ${`%${digit}%`}`);
  return sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

/**
 * Migration 0038: every stored key made by partNumberKey (products' part and image keys, the media
 * library's and a product's photos' stems, import history's part keys) keyed again with Devanagari
 * digits as western ones. A key is already partNumberKey's output, so westernDigits of it is the new
 * key. Where the new key is already another row's (a brand that has "X-12" and "X-१२", a library with
 * both photos), the row keeps its old key and a warning names it: merging two products is staff's call.
 * Products whose key or OE numbers, cross references or fits hold such a digit have their lookups
 * (numbers, fitments, search) derived again.
 */
async function rekeyDevanagariDigits(trx: Kysely<Database>): Promise<void> {
  const rederive = new Set<number>();
  const products = await trx
    .selectFrom("products")
    .select(["id", "brand_slug", "part_number", "part_key"])
    .where(holdsDevanagariDigit("part_key"))
    .orderBy("id")
    .execute();
  for (const product of products) {
    const key = westernDigits(product.part_key);
    const taken = await trx
      .selectFrom("products")
      .select("id")
      .where("brand_slug", "=", product.brand_slug)
      .where("part_key", "=", key)
      .executeTakeFirst();
    if (taken) {
      console.warn(
        `Part number "${product.part_number}" (${product.brand_slug}, product ${product.id}) keeps its key: product ${taken.id} has the same number in western digits.`,
      );
      continue;
    }
    await trx.updateTable("products").set({ part_key: key }).where("id", "=", product.id).execute();
    rederive.add(Number(product.id));
  }
  const withNumbers = await trx
    .selectFrom("products")
    .select("id")
    .where((eb) =>
      eb.or([
        holdsDevanagariDigit("oe_numbers"),
        holdsDevanagariDigit("cross_references"),
        holdsDevanagariDigit("fits"),
      ]),
    )
    .execute();
  for (const { id } of withNumbers) rederive.add(Number(id));
  if (rederive.size > 0) await rebuildProductLookups(trx, [...rederive]);

  for (const row of await trx
    .selectFrom("products")
    .select(["id", "image_key"])
    .where(holdsDevanagariDigit("image_key"))
    .execute()) {
    await trx
      .updateTable("products")
      .set({ image_key: westernDigits(row.image_key ?? "") })
      .where("id", "=", row.id)
      .execute();
  }
  for (const row of await trx
    .selectFrom("media")
    .select(["id", "stem_key", "original_name"])
    .where(holdsDevanagariDigit("stem_key"))
    .execute()) {
    const key = westernDigits(row.stem_key);
    const taken = await trx.selectFrom("media").select("id").where("stem_key", "=", key).executeTakeFirst();
    if (taken) {
      console.warn(`Photo "${row.original_name}" keeps its key: the library has another photo keyed ${key}.`);
      continue;
    }
    await trx.updateTable("media").set({ stem_key: key }).where("id", "=", row.id).execute();
  }
  for (const { stem_key } of await trx
    .selectFrom("product_photos")
    .select("stem_key")
    .distinct()
    .where(holdsDevanagariDigit("stem_key"))
    .execute()) {
    await trx
      .updateTable("product_photos")
      .set({ stem_key: westernDigits(stem_key) })
      .where("stem_key", "=", stem_key)
      .execute();
  }
  for (const { part_key } of await trx
    .selectFrom("import_changes")
    .select("part_key")
    .distinct()
    .where(holdsDevanagariDigit("part_key"))
    .execute()) {
    await trx
      .updateTable("import_changes")
      .set({ part_key: westernDigits(part_key) })
      .where("part_key", "=", part_key)
      .execute();
  }
}

/**
 * SQLite cannot drop a column's UNIQUE: the table is made again without it (SQLite's documented
 * twelve steps), from its own CREATE statement so that columns other migrations added come along.
 * Foreign keys are off meanwhile, or dropping the old table would delete the rows of
 * product_numbers and product_fitments that point at it; the ids stay, so they stay right.
 * Migrations run outside a transaction on SQLite, which lets the pragma take effect.
 */
async function replaceSqlitePartKeyUnique(db: Kysely<unknown>): Promise<void> {
  const schema = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = 'products' and sql is not null`.execute(db);
  const create = schema.rows.find((row) => row.type === "table")?.sql ?? "";
  const withoutUnique = create.replace(/("part_key" text not null) unique/, "$1");
  if (withoutUnique === create) throw new Error("products.part_key: its unique constraint was not found");
  const newTable = withoutUnique
    .replace(/^create table "products"/i, 'create table "products_new"')
    .replace(/\)$/, ', constraint "products_part_key_brand_key" unique ("part_key", "brand_slug"))');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(newTable).execute(trx);
      await sql`insert into products_new select * from products`.execute(trx);
      await sql`drop table products`.execute(trx);
      await sql`alter table products_new rename to products`.execute(trx);
      // Indexes and triggers went with the old table.
      for (const row of schema.rows.filter((r) => r.type !== "table")) await sql.raw(row.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("products: foreign keys broken by the rebuild");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Substring search over names and part numbers without reading every product (docs/decisions/024).
 * SQLite: a trigram full-text table, derived like the lookup tables (rebuildProductLookups).
 * PostgreSQL: trigram indexes on products itself, which its LIKE uses by itself; pg_trgm ships
 * with PostgreSQL but an installation may lack it or forbid it, so without it search still works,
 * only by reading every row (a savepoint keeps the migration's transaction usable).
 */
async function createSearchIndex(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === "sqlite") {
    await sql`create virtual table product_search using fts5(name, part_key, tokenize = 'trigram')`.execute(db);
    return;
  }
  await sql`savepoint search_index`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_name_trgm_idx on products using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index products_part_key_trgm_idx on products using gin (part_key gin_trgm_ops)`.execute(db);
    await sql`release savepoint search_index`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint search_index`.execute(db);
    console.warn(`pg_trgm is not available (${(error as Error).message}); product search reads every row.`);
  }
}

export async function migrateToLatest(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  // Unordered: branches that landed later add migrations whose names sort before ones a database
  // may already have run (0008/0009 after 0012/0018); each still runs once, in name order.
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  // After every migration, whoever wrote it: a new table public pages show bumps the catalogue
  // version from its first write on (catalogue-version.server.ts).
  await ensureCatalogueVersionTriggers(db, kind);
}
