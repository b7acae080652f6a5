import type { Kysely } from "kysely";
import { type ComparedItem, comparedItems, MAX_COMPARED } from "#app/catalogue/compare-items.ts";
import type { Product } from "#app/catalogue/product.ts";
import { type SpecTableRow, specTableRows } from "#app/catalogue/spec-fields.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { loadSpecFields } from "./catalogue/spec-fields.server.ts";
import type { Database } from "./db/schema.ts";
import { findProductsByPartNumber } from "./product-queries.server.ts";
import { listProducts } from "./search/list-products.server.ts";

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
    const first = products[0];
    const fit = first.fits[0];
    const sameVehicle = fit
      ? (
          await listProducts(db, {
            category: first.categorySlug,
            make: fit.makeSlug,
            model: fit.model,
            limit: CANDIDATES,
          })
        ).products
      : [];
    const sameCategory = (await listProducts(db, { category: first.categorySlug, limit: CANDIDATES + MAX_COMPARED }))
      .products;
    const seen = new Set<number>();
    candidates = fresh([...sameVehicle, ...sameCategory]).filter(
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
