import { type Kysely, sql, type Transaction } from "kysely";
import { crossNumberKeys, parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { modelKey, parseFits } from "#app/catalogue/fitment.ts";
import { textWords } from "#app/catalogue/search-query.ts";
import { lookAlikeKey, parseSpecValues } from "#app/catalogue/spec-fields.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { type CatalogueTerms, loadCatalogueTerms } from "./catalogue-terms.server.ts";

/**
 * A product's words for search, by where they come from (docs/decisions/045). The first four are
 * the structured fields a buyer names (numbers, vehicle, category, brand) and rank above words
 * found only in the name or description.
 */
export interface SearchDocument {
  numbers: string;
  vehicle: string;
  category: string;
  brand: string;
  name: string;
  description: string;
}

type DocumentSource = {
  id: number;
  name: string;
  part_key: string;
  brand_slug: string;
  category_slug: string;
  description: string;
  oe_numbers: string;
  cross_references: string;
  fits: string;
  /** products.specs; "{}" when the words are derived without specifications (migrations before 0028). */
  specs: string;
};

/** The unit of each specification field key, for the words of its numbers ("24v", "650mm"). */
export type SpecUnits = ReadonlyMap<string, string>;

/**
 * The words a buyer types for a product's specification values (decision 104): trade codes with a
 * digit in them as one word and as their parts ("10S17C" → 10s17c; "ND-8" → nd8, nd, 8; "R1234yf"),
 * and whole numbers with their unit ("24 V" → 24v, "650 mm" → 650mm). Plain words (Yes, Clockwise)
 * are left out: they would make every product match "yes".
 */
export function specWords(specs: string, units: SpecUnits): string[] {
  return Object.entries(parseSpecValues(specs)).flatMap(([key, value]) => {
    if (typeof value === "number") {
      const unit = lookAlikeKey(units.get(key) ?? "");
      return Number.isInteger(value) && unit ? [`${value}${unit}`] : [];
    }
    if (!/\p{N}/u.test(value)) return [];
    return [lookAlikeKey(value), ...textWords(value)];
  });
}

const unique = (words: readonly string[]) => [...new Set(words)].join(" ");

export function searchDocument(
  row: DocumentSource,
  terms: CatalogueTerms,
  units: SpecUnits = new Map(),
): SearchDocument {
  const numbers = [row.part_key.toLowerCase(), ...specWords(row.specs, units)];
  for (const [kind, text] of [
    ["oe", row.oe_numbers],
    ["xref", row.cross_references],
  ] as const) {
    for (const number of parseCrossNumbers(kind, text).numbers) {
      numbers.push(...crossNumberKeys(number).map((key) => key.toLowerCase()));
      // A maker's name in front of a cross reference ("SANDEN …") is a word it is found by too.
      numbers.push(...textWords(number).filter((word) => !/\p{N}/u.test(word)));
    }
  }
  const vehicle = parseFits(row.fits).fits.flatMap((fit) => [
    ...(terms.make.get(fit.makeSlug) ?? fit.make).split(" "),
    ...textWords(fit.model),
    modelKey(fit.model).toLowerCase(),
  ]);
  return {
    numbers: unique(numbers),
    vehicle: unique(vehicle),
    category: terms.category.get(row.category_slug) ?? unique(textWords(row.category_slug)),
    brand: terms.brand.get(row.brand_slug) ?? unique(textWords(row.brand_slug)),
    name: unique(textWords(row.name)),
    description: unique(textWords(row.description)),
  };
}

/** The words of a document that queries are spelled out to and typos corrected to: those without digits. */
function vocabularyOf(document: SearchDocument): string[] {
  return Object.values(document)
    .flatMap((text) => text.split(" "))
    .filter((word) => word !== "" && !/\p{N}/u.test(word));
}

const CHUNK = 200;

/**
 * Derives product_words and search_vocabulary from the products rows, for the given ids or "all";
 * called by rebuildProductLookups in the transaction that changed the rows. The vocabulary only
 * grows between full rebuilds: a word left from a removed product corrects a typo to a word that
 * finds nothing, which costs nothing.
 */
export async function rebuildSearchWords(
  trx: Transaction<Database> | Kysely<Database>,
  productIds: readonly number[] | "all",
  { withSpecs = true }: { withSpecs?: boolean } = {},
): Promise<void> {
  const sqlite = isSqlite(trx);
  const terms = await loadCatalogueTerms(trx);
  // Migrations before 0028 run before products.specs and spec_fields exist.
  const units: SpecUnits = withSpecs
    ? new Map((await trx.selectFrom("spec_fields").select(["key", "unit"]).execute()).map((row) => [row.key, row.unit]))
    : new Map();
  const select = () =>
    trx
      .selectFrom("products")
      .select([
        "id",
        "name",
        "part_key",
        "brand_slug",
        "category_slug",
        "description",
        "oe_numbers",
        "cross_references",
        "fits",
        withSpecs ? "specs" : sql<string>`'{}'`.as("specs"),
      ])
      // Drafts and archived products have no words: no search finds them, no typo is corrected to one.
      .where("status", "=", "active");
  if (productIds === "all") {
    await sql`delete from product_words`.execute(trx);
    await sql`delete from search_vocabulary`.execute(trx);
    let lastId = 0;
    for (;;) {
      const rows = await select().where("id", ">", lastId).orderBy("id").limit(CHUNK).execute();
      if (rows.length === 0) break;
      await insertDocuments(trx, rows, terms, units, sqlite);
      lastId = Number(rows[rows.length - 1]?.id);
    }
  } else {
    for (let i = 0; i < productIds.length; i += CHUNK) {
      const ids = productIds.slice(i, i + CHUNK);
      const idList = sql.join(ids.map((id) => sql`${id}`));
      await (sqlite
        ? sql`delete from product_words where rowid in (${idList})`
        : sql`delete from product_words where product_id in (${idList})`
      ).execute(trx);
      await insertDocuments(trx, await select().where("id", "in", ids).execute(), terms, units, sqlite);
    }
  }
}

async function insertDocuments(
  trx: Kysely<Database>,
  rows: readonly DocumentSource[],
  terms: CatalogueTerms,
  units: SpecUnits,
  sqlite: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  const documents = rows.map((row) => ({ id: Number(row.id), document: searchDocument(row, terms, units) }));
  const values = documents.map(({ id, document: d }) =>
    sqlite
      ? sql`(${id}, ${d.numbers}, ${d.vehicle}, ${d.category}, ${d.brand}, ${d.name}, ${d.description})`
      : sql`(${id}, setweight(to_tsvector('simple', ${[d.numbers, d.vehicle, d.category, d.brand].join(" ")}), 'A')
          || setweight(to_tsvector('simple', ${d.name}), 'B') || setweight(to_tsvector('simple', ${d.description}), 'C'))`,
  );
  await (sqlite
    ? sql`insert into product_words (rowid, numbers, vehicle, category, brand, name, description) values ${sql.join(values)}`
    : sql`insert into product_words (product_id, document) values ${sql.join(values)}`
  ).execute(trx);
  const words = [...new Set(documents.flatMap(({ document }) => vocabularyOf(document)))];
  for (let i = 0; i < words.length; i += 500) {
    const chunk = words.slice(i, i + 500).map((word) => sql`(${word})`);
    await sql`insert into search_vocabulary (term) values ${sql.join(chunk)} on conflict (term) do nothing`.execute(
      trx,
    );
  }
}
