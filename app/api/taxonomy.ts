import { z } from "zod";
import type { TermTranslations } from "#app/catalogue/taxonomy.ts";
import type {
  createTermSchema,
  reorderTermsSchema,
  updateBrandSchema,
  updateTermSchema,
} from "#app/forms/taxonomy-term.ts";

/**
 * The brand and category calls (docs/api.md, "Brands and categories"): the same for both kinds.
 * Their bodies' schemas are the term form's (app/forms/taxonomy-term.ts), shared with the staff form.
 */

/** GET /brands, /categories: `all=1` (staff) lists hidden ones too. */
export const termListQuery = z.strictObject({ all: z.literal("1").optional() });

/** A brand or category as GET/POST/PATCH /api/brands and /api/categories answer it (docs/api.md). */
export interface TermJson {
  slug: string;
  name: string;
  navLabel: string;
  aliases: string[];
  description: string;
  /** Name, menu label and description per language other than English, as staff wrote them (decision 155). */
  translations: TermTranslations;
  image: string | null;
  sortOrder: number;
  visible: boolean;
  /** A brand the menus show, in sortOrder (decision 183); always false for a category. */
  featured: boolean;
  /** Products use it and none is active: not public until one is published (decision 085). */
  onlyDrafts: boolean;
  productCount: number;
}

/** PATCH /categories/{slug}: any subset of the fields, at least one. */
export type TermUpdateRequest = z.input<typeof updateTermSchema>;

/** PATCH /brands/{slug} also takes whether the menus feature the brand (decision 183). */
export type BrandUpdateRequest = z.input<typeof updateBrandSchema>;

/** POST /brands, /categories: the name, and any other field PATCH takes but featured. */
export type TermCreateRequest = z.input<typeof createTermSchema>;

/** PUT /brands/order, /categories/order: every slug once, first shown first. */
export type TermOrderRequest = z.input<typeof reorderTermsSchema>;

/** GET /brands. */
export interface BrandList {
  brands: TermJson[];
}

/** GET /categories. */
export interface CategoryList {
  categories: TermJson[];
}
