import type { Kysely } from "kysely";
import { type ComparedItem, comparedItems, MAX_COMPARED } from "#app/catalogue/compare-items.ts";
import type { Product } from "#app/catalogue/product.ts";
import { type SpecTableRow, specTableRows } from "#app/catalogue/spec-fields.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { loadSpecFields } from "../catalogue/spec-fields.server.ts";
import type { Database } from "../db/schema.ts";
import { listProducts } from "../search/list-products.server.ts";
import { findProductsByPartNumber } from "./product-queries.server.ts";

/** The comparison page's data (issue 27, decision 133); its items are read in compare-items.ts. */

export interface ComparePageData {
  products: Product[];
  /** Each product's specification rows (decision 101), written in the page's language, in the products' order. */
  specRows: SpecTableRow[][];
  /** Items of the URL no active product answers to any more: said, not silently dropped. */
  missing: ComparedItem[];
  /** Parts to add: the words searched for, or else the same category's other parts for the same vehicles. */
  candidates: Product[];
  /** The words searched for a part to add (`?add=`), "" when none. */
  add: string;
}

const CANDIDATES = 8;

/**
 * The products compared, in the URL's order, and parts a buyer may add: those the `add` words find,
 * or the first product's category for the same vehicle first (the radiators of one car), then the
 * category's others.
 */
export async function loadComparePage(db: Kysely<Database>, url: URL): Promise<ComparePageData> {
  const items = comparedItems(url);
  const found = await Promise.all(
    items.map(async (item) => (await findProductsByPartNumber(db, item.partNumber, { brandSlug: item.brandSlug }))[0]),
  );
  const products = found.filter((product): product is Product => product !== undefined);
  const missing = items.filter((_, index) => found[index] === undefined);
  const add = (url.searchParams.get("add") ?? "").trim().slice(0, 100);
  const compared = new Set(products.map((product) => product.id));
  const fresh = (list: readonly Product[]) => list.filter((product) => !compared.has(product.id));
  let candidates: Product[] = [];
  if (add) candidates = fresh((await listProducts(db, { q: add, limit: CANDIDATES + MAX_COMPARED })).products);
  else if (products[0]) {
    // Parts like these are alternatives: the same category for the vehicles the compared parts fit
    // (each of them, not only the first's first), and other cars' parts only for parts that fit none
    // (issue 43: a Creta's radiators were offered a Scorpio-N's and a C-Class's).
    const first = products[0];
    const vehicles = new Map(
      products.flatMap((product) => product.fits).map((fit) => [`${fit.makeSlug}|${fit.model}`, fit]),
    );
    const lists = await Promise.all(
      vehicles.size > 0
        ? [...vehicles.values()].map((fit) =>
            listProducts(db, { category: first.categorySlug, make: fit.makeSlug, model: fit.model, limit: CANDIDATES }),
          )
        : [listProducts(db, { category: first.categorySlug, limit: CANDIDATES + MAX_COMPARED })],
    );
    const seen = new Set<number>();
    candidates = fresh(lists.flatMap((list) => list.products)).filter(
      (product) => !seen.has(product.id) && seen.add(product.id),
    );
  }
  const fields = await loadSpecFields(db);
  const language = languageFromPath(url.pathname);
  const specRows = products.map((product) =>
    specTableRows(fields.ofCategory(product.categorySlug), product.specs, language),
  );
  return { products, specRows, missing, candidates: candidates.slice(0, CANDIDATES), add };
}
