import type { Kysely } from "kysely";
import { redirect } from "react-router";
import type { Product } from "#app/catalogue/product.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { loadTaxonomy } from "./catalogue/taxonomy.server.ts";
import type { Database } from "./db/schema.ts";
import { findProduct } from "./product-queries.server.ts";
import { listProducts } from "./search/list-products.server.ts";

export const RELATED_PRODUCTS_LIMIT = 6;

export type ProductContext = { kind: "brand"; brandSlug: string } | { kind: "category"; categorySlug: string };

export interface ProductPageData {
  product: Product;
  context: ProductContext;
  related: Product[];
  /** The brand-context address: the one search engines should index for this product. */
  canonicalPath: string;
}

/**
 * A product page's data. The listing segment must be the product's own brand (or category) and
 * the part number as stored: other spellings redirect there, so every product has one address
 * per context. Unknown products are a real 404.
 */
export async function loadProductPage(
  db: Kysely<Database>,
  url: URL,
  listing: { brand: string } | { category: string },
  partNumberParam: string,
): Promise<ProductPageData> {
  const language = languageFromPath(url.pathname);
  const [product, taxonomy] = await Promise.all([findProduct(db, partNumberParam), loadTaxonomy(db)]);
  // A former slug is known too: the product then answers 301 at its current address below.
  const listingKnown =
    "brand" in listing ? taxonomy.resolveBrand(listing.brand) : taxonomy.resolveCategory(listing.category);
  if (!product || !listingKnown) throw new Response("Product not found", { status: 404 });

  const context: ProductContext =
    "brand" in listing
      ? { kind: "brand", brandSlug: product.brandSlug }
      : { kind: "category", categorySlug: product.categorySlug };
  const ownPath = productPath(context, product.partNumber, language);
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(ownPath)) throw redirect(ownPath, 301);

  return {
    product,
    context,
    related: await relatedProducts(db, product, context),
    canonicalPath: productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language),
  };
}

/**
 * The first six other products of the same brand (brand context) or category (category context).
 * A failure here must not cost the visitor the product itself: it is logged and the carousel shows
 * its empty state (spec section 8).
 */
async function relatedProducts(db: Kysely<Database>, product: Product, context: ProductContext): Promise<Product[]> {
  try {
    const filter = context.kind === "brand" ? { brand: product.brandSlug } : { category: product.categorySlug };
    const { products } = await listProducts(db, { ...filter, limit: RELATED_PRODUCTS_LIMIT + 1 });
    return products.filter((p) => p.partNumber !== product.partNumber).slice(0, RELATED_PRODUCTS_LIMIT);
  } catch (error) {
    console.error("related products failed", error);
    return [];
  }
}
