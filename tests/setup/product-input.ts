import type { ProductInput } from "#app/server/products/product-writes.server.ts";

/**
 * A product for the data-layer tests: a Denso compressor (a brand and a category every database is
 * seeded with), without description, photo or rating. A test names it and overrides what it is about.
 */
export function productInput(product: Partial<ProductInput> & Pick<ProductInput, "name" | "partNumber">): ProductInput {
  return { brandSlug: "denso", categorySlug: "compressor", description: "", image: null, rating: null, ...product };
}
