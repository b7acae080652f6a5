import { z } from "zod";
import type { Product, ProductPhoto } from "#app/catalogue/product.ts";
import type { SymptomKey } from "#app/catalogue/search-symptoms.ts";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import { recordIdSchema } from "#app/forms/record-id.ts";

/**
 * The product calls (docs/api.md): the schemas the server reads their query strings and bodies
 * through, and what they answer. The staff client's types come from the same schemas.
 */

export const productSorts = ["name", "partNumber", "brand", "newest"] as const;
export type ProductSort = (typeof productSorts)[number];

export const productStatusFilters = ["active", "draft", "archived", "all"] as const;
export type ProductStatusFilter = (typeof productStatusFilters)[number];

/** What an active product may lack; the staff products table filters by it (`missing=`). */
export const productGaps = ["photo", "description", "fitment", "oe", "specs", "placeholder-name"] as const;
export type ProductGap = (typeof productGaps)[number];

/** A filter or search text of the query string, up to `max` characters, without control characters. */
const queryText = (label: string, max: number) => z.string().max(max).check(noControlCharacters({ label })).optional();

/** GET /products: the query string. */
export const productListQuery = z.strictObject({
  /** A brand name, slug or alias in any case. */
  brand: queryText("Brand", 100),
  /** A category name, slug or alias in any case. */
  category: queryText("Category", 100),
  /**
   * Words in any order, each matching a number, the vehicle, the category, the brand, the name or
   * the description (docs/decisions/045); also the whole query as a part number typed with any
   * spacing and punctuation, or the start of an OE number or cross reference.
   */
  q: queryText("The search text", 200),
  /** Only parts that fit this vehicle make (name, slug or alias), this model of it, in this year. */
  make: queryText("Make", 100),
  model: queryText("Model", 100),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  /** Order of the whole result: left out, by relevance with `q` (decision 047), by name without. */
  sort: z.enum(productSorts).optional(),
  /** Staff only (decision 085): this status or all; asked without a staff token, 401. */
  status: z.enum(productStatusFilters).optional(),
  /** Staff only: the products an import created or updated (its history id). */
  importId: recordIdSchema.optional(),
  /** Staff only: the products that lack this (a photo, a description…: decision 123). */
  missing: z.enum(productGaps).optional(),
});
/** GET /products: the query string as the server reads it. */
export type ProductListQuery = Partial<z.output<typeof productListQuery>>;

/** POST /products/status (staff): the status for `ids`, an import's products or a brand's; exactly one. */
export const productStatusBody = z
  .strictObject({
    // The statuses as the filter's list has them, "all" aside: no value of the catalogue's module is
    // imported here, or it would be split into a chunk of its own on the public pages (decision 193).
    status: z.enum(productStatusFilters).exclude(["all"]),
    ids: z.array(recordIdSchema).min(1).max(20_000).optional(),
    importId: recordIdSchema.optional(),
    brand: queryText("Brand", 100),
  })
  .refine((body) => [body.ids, body.importId, body.brand].filter((target) => target !== undefined).length === 1);
export type ProductStatusRequest = z.output<typeof productStatusBody>;

/** POST /products/status: how many products changed status (those that had it already are not counted). */
export interface ProductStatusAnswer {
  changed: number;
}

/** DELETE /products/delete: the JSON body (or the query string). */
export const deleteProductFields = z.strictObject({ id: recordIdSchema.optional() });
export type DeleteProductRequest = Required<z.output<typeof deleteProductFields>>;

/** PUT /products/{id}/photos: the photos' keys in order, the main one first; one left out is removed. */
export const photoOrderBody = z.strictObject({
  photos: z
    .array(
      z
        .string()
        .min(1)
        .max(200)
        .check(noControlCharacters({ label: "A photo key" })),
    )
    .max(100),
});
export type ProductPhotosRequest = z.input<typeof photoOrderBody>;

export interface ProductPhotosAnswer {
  photos: ProductPhoto[];
}

/** GET /products: one page of matches and how many there are in all. */
export interface ProductPage {
  products: Product[];
  total: number;
  /**
   * When `q` describes a fault ("AC not cooling", "AC thanda nahi karta"): which one, and the
   * categories of the parts that cause it, likeliest first, which the matches are kept to
   * (docs/decisions/141).
   */
  symptom?: { key: SymptomKey; categories: string[] };
}

/** GET /products/details/{idOrPartNumber}; also what POST and PATCH /products and the photo calls answer. */
export interface ProductDetails {
  product: Product;
}

// ---- Photos (POST /upload-images) ----

export interface MatchedPhoto {
  file: string;
  /** Part numbers (as typed) of the products that now show this photo. */
  partNumbers: string[];
}

export interface UnmatchedPhoto {
  file: string;
  reason: string;
}

/** One file of a refused photo upload (POST /upload-images, 400: `refused`). */
export interface RefusedFile {
  file: string;
  reason: string;
  /** A sentence about this file in particular, when `reason` is the general message. */
  detail?: string;
}

/** POST /upload-images. */
export interface ImageUploadSummary {
  message?: string;
  matched: MatchedPhoto[];
  unmatched: UnmatchedPhoto[];
}
