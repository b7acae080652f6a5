import type { Kysely } from "kysely";
import { redirect } from "react-router";
import type { OfferedJob } from "#app/catalogue/jobs.ts";
import type { Product, ProductPhoto } from "#app/catalogue/product.ts";
import { type SpecTableRow, specTableRows } from "#app/catalogue/spec-fields.ts";
import type { AcSystem } from "#app/forms/ac-system.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { loadSpecFields } from "../catalogue/spec-fields.server.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import type { Database } from "../db/schema.ts";
import { jobsWithCategory } from "../jobs/jobs.server.ts";
import { productGallery } from "../media/product-gallery.server.ts";
import { acSystemsForFits } from "../vehicles/ac-systems.server.ts";
import { findProductsByPartNumber } from "./product-queries.server.ts";
import { relatedProducts } from "./related-products.server.ts";

export type ProductContext = { kind: "brand"; brandSlug: string } | { kind: "category"; categorySlug: string };

export interface ProductPageData {
  product: Product;
  context: ProductContext;
  related: Product[];
  /**
   * The specification table's rows below part number, brand and category (decision 101), written in
   * the page's language here, so the page needs no code of its own to show them.
   */
  specRows: SpecTableRow[];
  /** Its photos in staff's order (decision 151); the page shows a gallery when there are two or more. */
  photos: ProductPhoto[];
  /** The brand-context address: the one search engines should index for this product. */
  canonicalPath: string;
  /** The AC data of the cars it fits (issue 44, decision 212). */
  acSystems: AcSystem[];
  /** The jobs its category is part of: "Ask for the whole job" for each (issue 44). */
  jobs: OfferedJob[];
}

/** An address whose part number several brands sell, with nothing in it to tell which (decision 089). */
export interface PartNumberChoice {
  choice: true;
  partNumber: string;
  /** The products to choose from, each linked at its brand address. */
  products: Product[];
}

export type ProductPageAnswer = ProductPageData | PartNumberChoice;

/**
 * A product page's data. The listing segment must be the product's own brand (or category) and
 * the part number as stored: other spellings redirect there, so every product has one address
 * per context. A part number is unique per brand only (decision 089): of the active products with
 * it, the one in the address's brand (or the one in its category) is the page; failing that, the
 * only one there is gets a redirect to its address, and several get a short page to choose from.
 * Unknown products are a real 404.
 */
export async function loadProductPage(
  db: Kysely<Database>,
  url: URL,
  listing: { brand: string } | { category: string },
  partNumberParam: string,
): Promise<ProductPageAnswer> {
  const language = languageFromPath(url.pathname);
  const [candidates, taxonomy] = await Promise.all([findProductsByPartNumber(db, partNumberParam), loadTaxonomy(db)]);
  // A former slug is known too: the product then answers 301 at its current address below.
  const listingTerm =
    "brand" in listing ? taxonomy.resolveBrand(listing.brand) : taxonomy.resolveCategory(listing.category);
  if (candidates.length === 0 || !listingTerm) throw new Response("Product not found", { status: 404 });
  const inListing = candidates.filter((candidate) =>
    "brand" in listing ? candidate.brandSlug === listingTerm.slug : candidate.categorySlug === listingTerm.slug,
  );
  const pool = inListing.length > 0 ? inListing : candidates;
  const [product] = pool;
  if (!product) throw new Response("Product not found", { status: 404 });
  if (pool.length > 1) return { choice: true, partNumber: product.partNumber, products: pool };

  const context: ProductContext =
    "brand" in listing
      ? { kind: "brand", brandSlug: product.brandSlug }
      : { kind: "category", categorySlug: product.categorySlug };
  const ownPath = productPath(context, product.partNumber, language);
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(ownPath)) throw redirect(ownPath, 301);

  const [related, specFields, photos, acSystems, jobs] = await Promise.all([
    relatedOrNone(db, product),
    loadSpecFields(db),
    productGallery(db, product.id),
    acSystemsForFits(db, product.fits),
    jobsWithCategory(db, product.categorySlug, language),
  ]);
  return {
    product,
    context,
    related,
    photos,
    acSystems,
    jobs,
    specRows: specTableRows(specFields.ofCategory(product.categorySlug), product.specs, language),
    canonicalPath: productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language),
  };
}

/**
 * A failure of the related products must not cost the visitor the product itself: it is logged and
 * the carousel shows its empty state (spec section 8).
 */
async function relatedOrNone(db: Kysely<Database>, product: Product): Promise<Product[]> {
  try {
    return await relatedProducts(db, product);
  } catch (error) {
    console.error("related products failed", error);
    return [];
  }
}
