/**
 * A product as staff type it, in a spreadsheet row or the product form (POST/PATCH /api/products):
 * one schema, so both obey the same rules and get the same messages. It reads the cells' texts
 * (already trimmed) and gives the fields a product is stored with; brands and categories are
 * resolved against the ones given (the database's, or the seeded ones in tests).
 */
import { z } from "zod";
import { type CrossNumberKind, formatCrossNumbers, parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { formatFits } from "#app/catalogue/fitment.ts";
import { readFits } from "#app/catalogue/fitment-reading.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { type PriceCurrency, priceCurrencies, readGstRate, readPrice } from "#app/catalogue/prices.ts";
import { readSpecValue, type SpecFieldSet, type SpecValue } from "#app/catalogue/spec-fields.ts";
import type { TermSpellings } from "#app/catalogue/taxonomy.ts";
import { formatCount } from "#app/utils/format-size.ts";
import { noControlCharacters } from "./plain-text.ts";

/** Longest accepted texts: generous for real data, small enough that a pasted blob is caught. */
export const maxTextLengths = {
  name: 500,
  partNumber: 100,
  description: 10_000,
  image: 2_000,
  oeNumbers: 2_000,
  crossReferences: 2_000,
  fits: 5_000,
} as const;

/** A typed value quoted back in a message, cut short so a pasted paragraph stays readable. */
export function quoted(value: string): string {
  return `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
}

function listNames(items: readonly { name: string }[]): string {
  return items.map((item) => item.name).join(", ");
}

function requiredText(label: string, maxLength: number) {
  return z
    .string()
    .min(1, { error: `${label} is missing.` })
    .max(maxLength, { error: `${label} is longer than ${formatCount(maxLength)} characters.` })
    .check(noControlCharacters({ label }));
}

const partNumberSchema = requiredText("Part number", maxTextLengths.partNumber).refine(
  (value) => value === "" || partNumberKey(value) !== "",
  { error: "Part number needs at least one letter or digit." },
);

/**
 * The brands and categories a sheet may name: the database's (loadTaxonomy), hidden ones too, so a
 * hidden brand's products can still be corrected by sheet.
 */
export interface SheetTaxonomy {
  brands: readonly TermSpellings[];
  categories: readonly TermSpellings[];
  resolveBrand(value: string): { slug: string } | undefined;
  resolveCategory(value: string): { slug: string } | undefined;
  /** The specification fields (decision 100); without them a row may give no specifications. */
  specFields?: SpecFieldSet;
}

/** A row's price cells as typed, by kind, with the column's currency (staff data, decision 217). */
export type PriceCells = Record<string, { cell: string | number | null; currency: PriceCurrency }>;

/** A product's prices as stored, by kind: canonical decimal text and currency; null clears one. */
export type PriceChanges = Record<string, { amount: string; currency: PriceCurrency } | null>;

/** A row's specification values as typed, by field key; an empty text or null clears one. */
export type SpecCells = Record<string, string | number | boolean | null>;

function canonicalSlug(
  label: "brand" | "category",
  items: readonly { name: string }[],
  resolve: (value: string) => { slug: string } | undefined,
) {
  const accepted = listNames(items);
  const capitalised = label === "brand" ? "Brand" : "Category";
  return z.string().transform((value, ctx) => {
    if (value === "") {
      ctx.addIssue({ code: "custom", message: `${capitalised} is missing.` });
      return z.NEVER;
    }
    const found = resolve(value);
    if (!found) {
      ctx.addIssue({ code: "custom", message: `Unknown ${label} ${quoted(value)}. Use one of: ${accepted}.` });
      return z.NEVER;
    }
    return found.slug;
  });
}

/** Empty is "no rating"; otherwise 0 to 5 in half stars, typed as a number or as text ("4.5", "4,5"). */
const ratingSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((value, ctx) => {
  if (value === null || (typeof value === "string" && value.trim() === "")) return null;
  const rating = typeof value === "number" ? value : typeof value === "string" ? parseDecimal(value) : Number.NaN;
  const shown = typeof value === "string" ? quoted(value.trim()) : String(value);
  if (!Number.isFinite(rating)) {
    ctx.addIssue({ code: "custom", message: `Rating ${shown} is not a number. Use 0 to 5, such as 4 or 4.5.` });
    return z.NEVER;
  }
  if (rating < 0 || rating > 5) {
    ctx.addIssue({ code: "custom", message: `Rating ${shown} is outside 0 to 5.` });
    return z.NEVER;
  }
  if (!Number.isInteger(rating * 2)) {
    ctx.addIssue({ code: "custom", message: `Rating ${shown} is not a whole or half star. Use steps of 0.5.` });
    return z.NEVER;
  }
  return rating;
});

function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/^(\d+),(\d+)$/, "$1.$2");
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A list cell of other numbers, to its stored form ("97701-2S000; 97701-2S010"); each faulty number is an issue. */
function crossNumbersSchema(kind: CrossNumberKind, label: string, maxLength: number) {
  return z
    .string()
    .max(maxLength, { error: `${label} is longer than ${formatCount(maxLength)} characters.` })
    .check(noControlCharacters({ label }, "multi-line"))
    .transform((value, ctx) => {
      const { numbers, errors } = parseCrossNumbers(kind, value);
      for (const message of errors) ctx.addIssue({ code: "custom", message });
      return errors.length > 0 ? z.NEVER : formatCrossNumbers(numbers);
    });
}

/**
 * The Fits cell to its stored form, makes canonical ("Maruti Swift 2018-" → "Maruti Suzuki Swift
 * 2018-"), and the text that is not a vehicle, kept as the product's fitment note (decision 093).
 */
const fitsSchema = z
  .string()
  .max(maxTextLengths.fits, {
    error: `Fits is longer than ${formatCount(maxTextLengths.fits)} characters.`,
  })
  .check(noControlCharacters({ label: "Fits" }, "multi-line"))
  .transform((value, ctx) => {
    const { fits, notes, errors } = readFits(value);
    for (const message of errors) ctx.addIssue({ code: "custom", message });
    return errors.length > 0 ? z.NEVER : { fits: formatFits(fits), note: notes.join("; ") };
  });

/** A catalogue row as read from its cells (text already trimmed), to the product it describes. */
export const catalogueRowSchema = (taxonomy: SheetTaxonomy) =>
  z
    .object({
      name: requiredText("Product name", maxTextLengths.name),
      partNumber: partNumberSchema,
      brand: canonicalSlug("brand", taxonomy.brands, (value) => taxonomy.resolveBrand(value)),
      category: canonicalSlug("category", taxonomy.categories, (value) => taxonomy.resolveCategory(value)),
      description: z
        .string()
        .max(maxTextLengths.description, {
          error: `Description is longer than ${formatCount(maxTextLengths.description)} characters.`,
        })
        .check(noControlCharacters({ label: "Description" }, "multi-line")),
      image: z
        .string()
        .max(maxTextLengths.image, {
          error: `Image is longer than ${formatCount(maxTextLengths.image)} characters.`,
        })
        .check(noControlCharacters({ label: "Image" }))
        .transform((value) => (value === "" ? null : value)),
      rating: ratingSchema,
      oeNumbers: crossNumbersSchema("oe", "OE Numbers", maxTextLengths.oeNumbers),
      crossReferences: crossNumbersSchema("xref", "Cross References", maxTextLengths.crossReferences),
      fits: fitsSchema,
      specs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      prices: z
        .record(
          z.string(),
          z.object({ cell: z.union([z.string(), z.number(), z.null()]), currency: z.enum(priceCurrencies) }),
        )
        .optional(),
      gst: z.union([z.string(), z.number(), z.null()]).optional(),
    })
    // The fields a product is stored with (product-writes' ProductInput).
    .transform((row, ctx) => ({
      name: row.name,
      partNumber: row.partNumber,
      brandSlug: row.brand,
      categorySlug: row.category,
      description: row.description,
      image: row.image,
      rating: row.rating,
      oeNumbers: row.oeNumbers,
      crossReferences: row.crossReferences,
      fits: row.fits.fits,
      ...(row.fits.note ? { fitsNote: row.fits.note } : {}),
      ...(row.specs ? { specs: specChanges(row.specs, row.category, taxonomy, ctx) } : {}),
      ...(row.prices ? { prices: priceChanges(row.prices, ctx) } : {}),
      ...(row.gst === undefined ? {} : { gstRate: gstChange(row.gst, ctx) }),
    }));

/** The prices a row gives, read (readPrice: "$53.79", "2 259,65", "1,23,456.50"); each fault under "prices.<kind>". */
function priceChanges(cells: PriceCells, ctx: z.RefinementCtx): PriceChanges {
  const changes: PriceChanges = {};
  for (const [kind, { cell, currency }] of Object.entries(cells)) {
    const read = readPrice(cell, `Price ${kind}`, currency);
    if (!read.ok) ctx.addIssue({ code: "custom", path: [`prices.${kind}`], message: read.message });
    else changes[kind] = read.amount === null ? null : { amount: read.amount, currency: read.currency ?? currency };
  }
  return changes;
}

function gstChange(cell: string | number | null, ctx: z.RefinementCtx): number | null {
  const read = readGstRate(cell);
  if (read.ok) return read.rate;
  ctx.addIssue({ code: "custom", path: ["gst"], message: read.message });
  return null;
}

/**
 * The specification values a row gives, read by their fields (readSpecValue: units, decimal commas,
 * look-alike choices), null for a value cleared; each fault is an issue under "specs.<key>".
 */
function specChanges(
  cells: SpecCells,
  categorySlug: string,
  taxonomy: SheetTaxonomy,
  ctx: z.RefinementCtx,
): Record<string, SpecValue | null> {
  const fields = taxonomy.specFields?.ofCategory(categorySlug) ?? [];
  const changes: Record<string, SpecValue | null> = {};
  for (const [key, cell] of Object.entries(cells)) {
    const field = fields.find((item) => item.key === key);
    // A sheet's column for another category's field is empty on this row's: nothing to say.
    if (!field && (cell === null || cell === "")) continue;
    if (!field) {
      const known = fields.map((item) => item.key).join(", ") || "none";
      ctx.addIssue({
        code: "custom",
        path: [`specs.${key}`],
        message: `The category has no specification "${key}". Its fields: ${known}.`,
      });
      continue;
    }
    const read = readSpecValue(field, cell);
    if (read.ok) changes[key] = read.value;
    else ctx.addIssue({ code: "custom", path: [`specs.${key}`], message: read.message });
  }
  return changes;
}

export type CatalogueRowInput = z.input<ReturnType<typeof catalogueRowSchema>>;
