import type { Kysely } from "kysely";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import type { ShortageLine } from "#app/catalogue/shortage-list.ts";
import type { Database } from "../db/schema.ts";
import { selectProductsWithMedia, toProduct } from "../products/product-rows.server.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { CROSS_NUMBER_MIN_KEY } from "../search/match.server.ts";
import type { ListedProduct } from "./enquiry-list-products.server.ts";

/**
 * How a line found a product: its own part number, one of its OE or cross-reference numbers, or
 * (a line in words, "creta condenser") the word search, which proposes and never adds by itself.
 */
export interface ShortageMatch {
  product: ListedProduct;
  how: { kind: "partNumber" | "oe" | "xref"; number: string } | { kind: "words" };
}

export interface MatchedShortageLine {
  text: string;
  quantity: number;
  /** None: the line stays typed text. One: added. Several: the buyer chooses. */
  matches: ShortageMatch[];
}

/** At most this many products offered for one line: a number shared more widely is not a match. */
const MAX_MATCHES_PER_LINE = 8;
/** A line in words: the best match and this many alternatives at most. */
const WORD_MATCHES_PER_LINE = 4;
/** Lines of one list read as words at most (each is a search); the rest stay typed. */
const MAX_WORD_LINES = 20;

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
    .where(visibleToVisitors("products"))
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
    matches.push({ product: listedProduct(product), how });
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

function listedProduct(product: Found["product"]): ListedProduct {
  const { name, brand, brandSlug, partNumber, image, imageSrcSet, category, categorySlug } = product;
  return { name, brand, brandSlug, partNumber, image, imageSrcSet, category, categorySlug };
}

/** A line that names a part in words: some word is letters only ("creta condenser", not "XYZ-000"). */
function inWords(line: ShortageLine): boolean {
  return line.words.some((word) => /^[\p{L}\p{M}]{3,}$/u.test(word));
}

/**
 * A line in words read as the search reads it, with the list's vehicle as context when the line
 * names none ("condenser" on a list for a Hyundai Creta 2019): the search's best first, none when
 * the words match nothing (never the closest guesses the search page offers).
 */
async function matchesInWords(db: Kysely<Database>, line: ShortageLine, vehicle: string): Promise<ShortageMatch[]> {
  const q = line.words.join(" ");
  const withVehicle = vehicle
    ? (await listProducts(db, { q: `${q} ${vehicle}`, limit: WORD_MATCHES_PER_LINE })).products
    : [];
  const found =
    withVehicle.length > 0 ? withVehicle : (await listProducts(db, { q, limit: WORD_MATCHES_PER_LINE })).products;
  return found.map((product) => ({ product: listedProduct(product), how: { kind: "words" } }));
}

/**
 * Each line of a shortage list matched against the public catalogue as the search reads numbers:
 * part numbers, then OE and cross-reference numbers, formatting-blind ("447652 1005" finds
 * 447652-1005). Exact keys first, for the whole list at once; a line nothing matched exactly is
 * read as the start of longer numbers ("sd7v16" finds SD7V16-1008), as the search does, unless
 * `prefixes` is false: a scanned label prints whole numbers, and a fragment OCR read of one would
 * name another part (decision 147). With `words`, a line still unmatched that is written in words
 * is read by the word search, in the list's vehicle (issue 43); a label's text never is.
 */
export async function matchShortageLines(
  db: Kysely<Database>,
  lines: readonly ShortageLine[],
  { prefixes = true, words }: { prefixes?: boolean; words?: { vehicle: string } } = {},
): Promise<MatchedShortageLine[]> {
  const keysByLine = lines.map(lineKeys);
  const exact = await findByKeys(db, [...new Set(keysByLine.flat())], false);
  const matched: MatchedShortageLine[] = [];
  let wordLines = 0;
  for (const [index, line] of lines.entries()) {
    const keys = keysByLine[index] ?? [];
    let matches = matchesFor((found) => keys.includes(found), exact);
    if (matches.length === 0 && prefixes) {
      const long = keys.filter((key) => key.length >= MIN_PREFIX_KEY);
      const started = await findByKeys(db, long, true);
      matches = matchesFor((found) => long.some((key) => found.startsWith(key)), started);
    }
    if (matches.length === 0 && words && inWords(line) && wordLines++ < MAX_WORD_LINES) {
      matched.push({
        text: line.text,
        quantity: line.quantity,
        matches: await matchesInWords(db, line, words.vehicle),
      });
      continue;
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
