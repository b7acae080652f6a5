import { formatFit } from "#app/catalogue/fitment.ts";
import type { Product } from "#app/catalogue/product.ts";
import type { ListedTerm } from "#app/catalogue/taxonomy.ts";
import type { SpecTexts } from "./product-spec-fields.tsx";

// The product form's fields as text: what they start with, what a save sends, and the brands and
// categories to choose from.

export type FieldName =
  | "name"
  | "partNumber"
  | "brand"
  | "category"
  | "description"
  | "rating"
  | "oeNumbers"
  | "crossReferences"
  | "fits";

export type Values = Record<FieldName, string>;

/** Fields a new product's form starts with (the Demand tab's "add a product" for a search). */
export type ProductPrefill = Partial<Pick<Values, "name" | "partNumber" | "fits">>;

export const fieldOrder: FieldName[] = [
  "name",
  "partNumber",
  "brand",
  "category",
  "description",
  "rating",
  "oeNumbers",
  "crossReferences",
  "fits",
];

export function valuesOf(product: Product | null, prefill: ProductPrefill = {}): Values {
  return {
    name: product?.name ?? "",
    partNumber: product?.partNumber ?? "",
    brand: product?.brandSlug ?? "",
    category: product?.categorySlug ?? "",
    description: product?.description ?? "",
    rating: product?.rating === null || product?.rating === undefined ? "" : String(product.rating),
    oeNumbers: product?.oeNumbers.join("\n") ?? "",
    crossReferences: product?.crossReferences.join("\n") ?? "",
    // The note after the vehicles, one entry a line: saved again, it stays a note (decision 093).
    fits: product ? [...product.fits.map(formatFit), ...(product.fitsNote?.split("; ") ?? [])].join("\n") : "",
    ...(product ? {} : prefill),
  };
}

export function specTextsOf(product: Product | null): SpecTexts {
  return Object.fromEntries(Object.entries(product?.specs ?? {}).map(([key, value]) => [key, String(value)]));
}

/** The body of POST/PATCH /products: for an edit, only the fields (and specification values) that changed. */
export function bodyOf(
  values: Values,
  initial: Values,
  editing: boolean,
  specs: SpecTexts,
  initialSpecs: SpecTexts,
  specKeys: readonly string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fieldOrder) {
    if (editing && values[field] === initial[field]) continue;
    body[field] = field === "rating" ? (values.rating === "" ? null : Number(values.rating)) : values[field];
  }
  // An emptied value is null: the server clears it.
  const changed = Object.entries(specs).filter(
    ([key, value]) => specKeys.includes(key) && value !== (initialSpecs[key] ?? ""),
  );
  if (changed.length > 0) body.specs = Object.fromEntries(changed.map(([key, value]) => [key, value.trim() || null]));
  return body;
}

/**
 * The listed brands (or categories) to choose from, plus the product's own one when it is hidden, so
 * editing a product of a hidden brand neither shows an empty choice nor moves it to another brand.
 */
export function withCurrent(terms: ListedTerm[], slug: string, name: string | undefined): ListedTerm[] {
  if (!slug || terms.some((term) => term.slug === slug)) return terms;
  const label = name ?? slug;
  const hidden = { featured: false, hasPublicProducts: false };
  return [...terms, { slug, name: label, label: { en: label }, navLabel: { en: label }, image: null, ...hidden }];
}
