import type { Kysely } from "kysely";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import type { ShortageLine } from "#app/catalogue/shortage-list.ts";
import type { Database } from "./db/schema.ts";
import type { ListedProduct } from "./enquiry-list-products.server.ts";
import { selectProductsWithMedia, toProduct } from "./product-rows.server.ts";
import { CROSS_NUMBER_MIN_KEY } from "./search/match.server.ts";

/** How a line found a product: its own part number, or one of its OE or cross-reference numbers. */
export interface ShortageMatch {
  product: ListedProduct;
  how: { kind: "partNumber" | "oe" | "xref"; number: string };
}

export interface MatchedShortageLine {
  text: string;
  quantity: number;
  /** None: the line stays typed text. One: added. Several: the buyer chooses. */
  matches: ShortageMatch[];
}

/** At most this many products offered for one line: a number shared more widely is not a match. */
const MAX_MATCHES_PER_LINE = 8;

/**
 * The keys a line may be found by, as the search reads numbers (decision 021): each word, and all
 * its words together (a number typed with spaces, "AC 417 000S"), letters and digits only, upper case.
 */
function lineKeys(line: ShortageLine): string[] {
  const keys = [line.words.join(" "), ...line.words].map(partNumberKey);
  return [...new Set(keys)].filter((key) => key.length >= CROSS_NUMBER_MIN_KEY);
}

/** A word of the line that names a brand ("sanden sd7v16"): matches of other brands give way. */
function byBrandWord(matches: ShortageMatch[], line: ShortageLine): ShortageMatch[] {
  const words = line.words.map((word) => word.toLowerCase());
  const named = matches.filter(({ product }) =>
    words.some(
      (word) =>
        word.length >= 3 && (product.brandSlug.startsWith(word) || product.brand.toLowerCase().startsWith(word)),
    ),
  );
  return named.length > 0 ? named : matches;
}

/** Above every character: `key <= k < key + this` is "k starts with key" in byte order. */
const AFTER_EVERY_CHARACTER = "\u{10FFFF}";
/** A number read as the start of longer ones ("sd7v16" for SD7V16-1008) from this many characters. */
const MIN_PREFIX_KEY = 5;

type Found = { product: ReturnType<typeof toProduct>; partKey: string };

/** Products whose part number, or an OE or cross-reference number, has one of these keys (or starts with one). */
async function findByKeys(db: Kysely<Database>, keys: readonly string[], prefix: boolean) {
  if (keys.length === 0) return { products: [] as Found[], numberRows: [] };
  const numberQuery = db.selectFrom("product_numbers").select(["product_id", "kind", "number", "number_key"]);
  const numberRows = await (prefix
    ? numberQuery.where((eb) =>
        eb.or(
          keys.map((key) => eb.and([eb("number_key", ">=", key), eb("number_key", "<", key + AFTER_EVERY_CHARACTER)])),
        ),
      )
    : numberQuery.where("number_key", "in", keys)
  )
    .limit(200)
    .execute();
  const ids = [...new Set(numberRows.map((row) => Number(row.product_id)))];
  const rows = await selectProductsWithMedia(db)
    .where("products.status", "=", "active")
    .where((eb) =>
      eb.or([
        ...(prefix
          ? keys.map((key) =>
              eb.and([eb("products.part_key", ">=", key), eb("products.part_key", "<", key + AFTER_EVERY_CHARACTER)]),
            )
          : [eb("products.part_key", "in", keys)]),
        ...(ids.length > 0 ? [eb("products.id", "in", ids)] : []),
      ]),
    )
    .orderBy("products.brand_slug")
    .limit(200)
    .execute();
  return { products: rows.map((row) => ({ product: toProduct(row), partKey: row.part_key })), numberRows };
}

/** A line's matches among what was found: part numbers first, then OE and cross references. */
function matchesFor(
  keyMatches: (found: string) => boolean,
  { products, numberRows }: Awaited<ReturnType<typeof findByKeys>>,
): ShortageMatch[] {
  const matches: ShortageMatch[] = [];
  const seen = new Set<number>();
  const add = (product: Found["product"], how: ShortageMatch["how"]) => {
    if (seen.has(product.id)) return;
    seen.add(product.id);
    const { name, brand, brandSlug, partNumber, image, imageSrcSet, category, categorySlug } = product;
    matches.push({ product: { name, brand, brandSlug, partNumber, image, imageSrcSet, category, categorySlug }, how });
  };
  for (const { product, partKey } of products) {
    if (keyMatches(partKey)) add(product, { kind: "partNumber", number: product.partNumber });
  }
  for (const row of numberRows) {
    if (!keyMatches(row.number_key)) continue;
    const found = products.find(({ product }) => product.id === Number(row.product_id));
    if (found) add(found.product, { kind: row.kind, number: row.number });
  }
  return matches;
}

/**
 * Each line of a shortage list matched against the public catalogue as the search reads numbers:
 * part numbers, then OE and cross-reference numbers, formatting-blind ("447652 1005" finds
 * 447652-1005). Exact keys first, for the whole list at once; a line nothing matched exactly is
 * read as the start of longer numbers ("sd7v16" finds SD7V16-1008), as the search does, unless
 * `prefixes` is false: a scanned label prints whole numbers, and a fragment OCR read of one would
 * name another part (decision 147).
 */
export async function matchShortageLines(
  db: Kysely<Database>,
  lines: readonly ShortageLine[],
  { prefixes = true }: { prefixes?: boolean } = {},
): Promise<MatchedShortageLine[]> {
  const keysByLine = lines.map(lineKeys);
  const exact = await findByKeys(db, [...new Set(keysByLine.flat())], false);
  const matched: MatchedShortageLine[] = [];
  for (const [index, line] of lines.entries()) {
    const keys = keysByLine[index] ?? [];
    let matches = matchesFor((found) => keys.includes(found), exact);
    if (matches.length === 0 && prefixes) {
      const long = keys.filter((key) => key.length >= MIN_PREFIX_KEY);
      const started = await findByKeys(db, long, true);
      matches = matchesFor((found) => long.some((key) => found.startsWith(key)), started);
    }
    const chosen = byBrandWord(matches, line);
    matched.push({
      text: line.text,
      quantity: line.quantity,
      matches: chosen.length > MAX_MATCHES_PER_LINE ? [] : chosen,
    });
  }
  return matched;
}
