import { type Kysely, sql } from "kysely";
import { parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { parseFits } from "#app/catalogue/fitment-parse.ts";
import { isAbsoluteUrl } from "#app/catalogue/media-key.ts";
import { mediaImage, type Product } from "#app/catalogue/product.ts";
import { parseSpecValues } from "#app/catalogue/spec-fields.ts";
import type { Database, ProductRow } from "../db/schema.ts";
import { brandPhotoKeySql } from "../media/photo-keys.server.ts";

/**
 * A products row as the site shows it: joined to its brand's and category's names and its
 * candidate photos, and read into a Product. Below both the listing (search/list-products.server.ts)
 * and the other reads (product-queries.server.ts), so that neither imports the other.
 */

/** A product row with the library photos that may belong to it (by Image cell, by brand and part number, by part number). */
type ProductWithMedia = ProductRow & {
  brand_name: string | null;
  category_name: string | null;
  first_file_id: string | null;
  first_widths: string | null;
  named_file_id: string | null;
  named_widths: string | null;
  brand_part_file_id: string | null;
  brand_part_widths: string | null;
  part_file_id: string | null;
  part_widths: string | null;
};

/**
 * The photo a product shows: the first of its photos in staff's order (decision 151), else the
 * library photo its Image cell names, else the one named after its
 * brand and part number ("hcc_969853X000.jpg"), else the one named after its part number, else an
 * absolute URL typed in the Image cell, else none (the placeholder).
 */
function productImage(row: ProductWithMedia): { src: string; srcSet: string | null } | null {
  const candidates: [string | null, string | null][] = [
    [row.first_file_id, row.first_widths],
    [row.named_file_id, row.named_widths],
    [row.brand_part_file_id, row.brand_part_widths],
    [row.part_file_id, row.part_widths],
  ];
  const [fileId, widths] = candidates.find(([id]) => id !== null) ?? [null, null];
  if (fileId && widths) return mediaImage(fileId, widths.split(",").map(Number));
  if (row.image && isAbsoluteUrl(row.image)) return { src: row.image, srcSet: null };
  return null;
}

export function toProduct(row: ProductWithMedia): Product {
  const image = productImage(row);
  return {
    id: Number(row.id),
    name: row.name,
    partNumber: row.part_number,
    brand: row.brand_name ?? row.brand_slug,
    brandSlug: row.brand_slug,
    category: row.category_name ?? row.category_slug,
    categorySlug: row.category_slug,
    description: row.description,
    image: image?.src ?? null,
    imageSrcSet: image?.srcSet ?? null,
    rating: row.rating === null ? null : Number(row.rating),
    oeNumbers: parseCrossNumbers("oe", row.oe_numbers).numbers,
    crossReferences: parseCrossNumbers("xref", row.cross_references).numbers,
    fits: parseFits(row.fits).fits,
    ...(row.fits_note ? { fitsNote: row.fits_note } : {}),
    specs: parseSpecValues(row.specs),
    status: row.status,
    updatedAt: row.updated_at,
  };
}

/**
 * Products joined to their brand's and category's names and their candidate photos; every read of
 * products for display goes through it.
 */
export function selectProductsWithMedia(db: Kysely<Database>) {
  return db
    .selectFrom("products")
    .leftJoin("brands", "brands.slug", "products.brand_slug")
    .leftJoin("categories", "categories.slug", "products.category_slug")
    .leftJoin("product_photos as first_photo", (join) =>
      join.onRef("first_photo.product_id", "=", "products.id").on("first_photo.position", "=", 0),
    )
    .leftJoin("media as first", "first.stem_key", "first_photo.stem_key")
    .leftJoin("media as named", "named.stem_key", "products.image_key")
    .leftJoin("media as by_brand_part", (join) => join.on(sql<boolean>`by_brand_part.stem_key = ${brandPhotoKeySql}`))
    .leftJoin("media as by_part", "by_part.stem_key", "products.part_key")
    .selectAll("products")
    .select([
      "brands.name as brand_name",
      "categories.name as category_name",
      "first.file_id as first_file_id",
      "first.widths as first_widths",
      "named.file_id as named_file_id",
      "named.widths as named_widths",
      "by_brand_part.file_id as brand_part_file_id",
      "by_brand_part.widths as brand_part_widths",
      "by_part.file_id as part_file_id",
      "by_part.widths as part_widths",
    ]);
}
