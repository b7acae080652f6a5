import { type Kysely, sql, type Transaction } from "kysely";
import { crossNumberKeys, parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { modelKey } from "#app/catalogue/fitment.ts";
import { parseFits } from "#app/catalogue/fitment-parse.ts";
import { textWords } from "#app/catalogue/fold-text.ts";
import { lookAlikeKey, parseSpecValues } from "#app/catalogue/spec-fields.ts";
import { type BulkInsert, insertRows } from "../db/bulk-insert.server.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
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

export type DocumentSource = {
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

/** What a rebuild has looked at already: vocabulary words, and the texts of fields products share. */
interface Seen {
  words: Set<string>;
  sharedTexts: Set<string>;
}

/**
 * The fields whose whole text many products have alike (a vehicle's, a category's, a brand's, a
 * supplier's stock description): each distinct text is split once per rebuild, not once per product.
 * Numbers and names are nearly every product's own and are split each time.
 */
const sharedFields: ReadonlySet<string> = new Set<keyof SearchDocument>([
  "vehicle",
  "category",
  "brand",
  "description",
]);

/**
 * The words of documents that queries are spelled out to and typos corrected to (those without
 * digits), leaving out the words in `seen`, which it adds them to: a word is looked at once per
 * rebuild. Words with a digit (part numbers, a name's model codes) are never kept there: nearly
 * every product has its own, and a set of a few hundred words answers faster than one of 100,000.
 */
function newVocabulary(documents: readonly SearchDocument[], seen: Seen): string[] {
  const words: string[] = [];
  for (const document of documents) {
    for (const [field, text] of Object.entries(document)) {
      if (sharedFields.has(field)) {
        if (seen.sharedTexts.has(text)) continue;
        seen.sharedTexts.add(text);
      }
      for (const word of text.split(" ")) {
        if (word === "" || seen.words.has(word) || /\p{N}/u.test(word)) continue;
        seen.words.add(word);
        words.push(word);
      }
    }
  }
  return words;
}

/** Rows per statement: under SQLite's and PostgreSQL's bound-parameter limits at seven columns. */
const CHUNK = 500;

/** The products columns a product's words are made from, with its id. */
export const documentColumns = [
  "id",
  "name",
  "part_key",
  "brand_slug",
  "category_slug",
  "description",
  "oe_numbers",
  "cross_references",
  "fits",
  "specs",
] as const;

/**
 * Writes the words of products, chunk after chunk of one rebuild: the catalogue's names are read
 * once, and a vocabulary word is sent to the database once per rebuild, not once per chunk that has
 * it (a 50,000-row list has a few hundred distinct words).
 */
export interface SearchWordsWriter {
  /**
   * Deletes the words of the products `ids` and writes those of `rows` (the active ones among the
   * products changed, as stored now). A product created by the same write has no words to delete:
   * its id may be left out of `ids`.
   */
  replace(ids: readonly number[], rows: readonly DocumentSource[]): Promise<void>;
  /** Adds the words of products that have none yet. */
  insert(rows: readonly DocumentSource[]): Promise<void>;
}

export async function searchWordsWriter(
  trx: Transaction<Database> | Kysely<Database>,
  { withSpecs = true }: { withSpecs?: boolean } = {},
): Promise<SearchWordsWriter> {
  const sqlite = isSqlite(trx);
  const terms = await loadCatalogueTerms(trx);
  // Migrations before 0028 run before products.specs and spec_fields exist.
  const units: SpecUnits = withSpecs
    ? new Map((await trx.selectFrom("spec_fields").select(["key", "unit"]).execute()).map((row) => [row.key, row.unit]))
    : new Map();
  const seen: Seen = { words: new Set(), sharedTexts: new Set() };
  const insert = async (rows: readonly DocumentSource[]) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await insertDocuments(trx, rows.slice(i, i + CHUNK), terms, units, seen);
  };
  return {
    insert,
    async replace(ids, rows) {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const idList = sql.join(ids.slice(i, i + CHUNK).map((id) => sql`${id}`));
        await (sqlite
          ? sql`delete from product_words where rowid in (${idList})`
          : sql`delete from product_words where product_id in (${idList})`
        ).execute(trx);
      }
      await insert(rows);
    },
  };
}

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
  const words = await searchWordsWriter(trx, { withSpecs });
  const columns = documentColumns.filter((column) => column !== "specs");
  const select = () =>
    trx
      .selectFrom("products")
      .select([...columns, withSpecs ? "specs" : sql<string>`'{}'`.as("specs")])
      // Drafts and archived products have no words: no search finds them, no typo is corrected to one.
      .where(visibleToVisitors());
  if (productIds === "all") {
    await sql`delete from product_words`.execute(trx);
    await sql`delete from search_vocabulary`.execute(trx);
    let lastId = 0;
    for (;;) {
      const rows = await select().where("id", ">", lastId).orderBy("id").limit(CHUNK).execute();
      if (rows.length === 0) break;
      await words.insert(rows);
      lastId = Number(rows[rows.length - 1]?.id);
    }
  } else {
    for (let i = 0; i < productIds.length; i += CHUNK) {
      const ids = productIds.slice(i, i + CHUNK);
      await words.replace(ids, await select().where("id", "in", ids).execute());
    }
  }
}

/** product_words rows: SQLite's full-text table has a column per source, PostgreSQL one weighted tsvector. */
const wordsInsert = {
  sqlite: {
    into: "insert into product_words (rowid, numbers, vehicle, category, brand, name, description)",
    row: "(?, ?, ?, ?, ?, ?, ?)",
  },
  postgres: {
    into: "insert into product_words (product_id, document)",
    row: `(?, setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B') || setweight(to_tsvector('simple', ?), 'C'))`,
  },
} satisfies Record<string, BulkInsert>;

const vocabularyInsert: BulkInsert = {
  into: "insert into search_vocabulary (term)",
  row: "(?)",
  suffix: "on conflict (term) do nothing",
};

async function insertDocuments(
  trx: Kysely<Database>,
  rows: readonly DocumentSource[],
  terms: CatalogueTerms,
  units: SpecUnits,
  seen: Seen,
): Promise<void> {
  if (rows.length === 0) return;
  const documents = rows.map((row) => ({ id: Number(row.id), document: searchDocument(row, terms, units) }));
  if (isSqlite(trx))
    await insertRows(
      trx,
      wordsInsert.sqlite,
      documents.map(({ id, document: d }) => [id, d.numbers, d.vehicle, d.category, d.brand, d.name, d.description]),
    );
  else
    await insertRows(
      trx,
      wordsInsert.postgres,
      documents.map(({ id, document: d }) => [
        id,
        [d.numbers, d.vehicle, d.category, d.brand].join(" "),
        d.name,
        d.description,
      ]),
    );
  const words = newVocabulary(
    documents.map(({ document }) => document),
    seen,
  );
  await insertRows(
    trx,
    vocabularyInsert,
    words.map((word) => [word]),
  );
}
