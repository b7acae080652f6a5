/**
 * One product added, edited or deleted by hand (the staff form and POST/PATCH /api/products). The
 * fields go through the import's own row schema (catalogueRowSchema), so a product typed in the form
 * obeys the same rules and gets the same messages as a spreadsheet row. Every change is recorded in
 * the import history in the same transaction, so it can be undone like an import.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { formatFit, type VehicleFit } from "#app/catalogue/fitment.ts";
import { fitsWithNote } from "#app/catalogue/fitment-reading.ts";
import { imageKeyFor } from "#app/catalogue/media-key.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import type { Product } from "#app/catalogue/product.ts";
import { applySpecChanges, formatSpecValues, parseSpecValues } from "#app/catalogue/spec-fields.ts";
import { type CatalogueRowInput, catalogueRowSchema, type SheetTaxonomy } from "#app/forms/catalogue-row.ts";
import type { FieldProblem } from "#app/utils/api-refusals.ts";
import { loadSpecFields } from "./catalogue/spec-fields.server.ts";
import { loadTaxonomy } from "./catalogue/taxonomy.server.ts";
import type { Database, ProductRow } from "./db/schema.ts";
import { recordProductChange } from "./import/import-history.server.ts";
import { rebuildProductLookups } from "./product-lookups.server.ts";
import { findProduct } from "./product-queries.server.ts";

/** Who makes the change; the API knows it from the session. */
export interface Editor {
  adminId: number | null;
  username: string;
}

const list = z.union([z.string(), z.array(z.string())]);
const fitObject = z.object({ make: z.string(), model: z.string() }).loose();
const fitsValue = z.union([z.string(), z.array(z.union([z.string(), fitObject]))]);

/**
 * What a client may send, by type only; the rules and their messages are the row schema's. Unknown
 * fields are refused, never dropped: a misspelt "partNo" must not silently leave the part number as it was.
 * brandSlug/categorySlug are accepted as GET /api/products returns them, as the same field.
 */
export const productBodySchema = z.strictObject({
  name: z.string().optional(),
  partNumber: z.string().optional(),
  brand: z.string().optional(),
  brandSlug: z.string().optional(),
  category: z.string().optional(),
  categorySlug: z.string().optional(),
  description: z.string().optional(),
  image: z.string().nullable().optional(),
  rating: z.union([z.number(), z.string(), z.null()]).optional(),
  oeNumbers: list.optional(),
  crossReferences: list.optional(),
  fits: fitsValue.optional(),
  specs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

type ProductBody = z.infer<typeof productBodySchema>;

const fieldTypes: Record<keyof ProductBody, string> = {
  name: "text",
  partNumber: "text",
  brand: "text",
  brandSlug: "text",
  category: "text",
  categorySlug: "text",
  description: "text",
  image: "text or null",
  rating: "a number from 0 to 5, or null",
  oeNumbers: "text or a list of texts",
  crossReferences: "text or a list of texts",
  fits: "text or a list of vehicles",
  specs: 'an object of specification values by field key, such as {"voltage": "12 V"}',
};

function listText(value: string | readonly string[] | undefined): string | undefined {
  return value === undefined ? undefined : typeof value === "string" ? value : value.join("; ");
}

function fitsText(value: ProductBody["fits"]): string | undefined {
  if (value === undefined || typeof value === "string") return value;
  return value
    .map((fit) =>
      typeof fit === "string"
        ? fit
        : formatFit({ yearFrom: null, yearTo: null, ...(fit as Partial<VehicleFit>) } as VehicleFit),
    )
    .join("; ");
}

/** The stored product as the row schema reads it, for a partial update. */
function rowInputOf(row: ProductRow): CatalogueRowInput {
  return {
    name: row.name,
    partNumber: row.part_number,
    brand: row.brand_slug,
    category: row.category_slug,
    description: row.description,
    image: row.image ?? "",
    rating: row.rating === null ? null : Number(row.rating),
    oeNumbers: row.oe_numbers,
    crossReferences: row.cross_references,
    // The note read back is a note again: a partial update keeps it.
    fits: fitsWithNote(row.fits, row.fits_note),
  };
}

const emptyInput: CatalogueRowInput = {
  name: "",
  partNumber: "",
  brand: "",
  category: "",
  description: "",
  image: "",
  rating: null,
  oeNumbers: "",
  crossReferences: "",
  fits: "",
};

type Validated =
  | { ok: true; fields: z.output<ReturnType<typeof catalogueRowSchema>> }
  | { ok: false; status: 400; error: string; errors: FieldProblem[] };

/** Reads a request body over a base product (empty for a new one) through the import's row schema. */
export function validateProductBody(
  body: unknown,
  taxonomy: SheetTaxonomy,
  base: CatalogueRowInput = emptyInput,
): Validated {
  const shape = productBodySchema.safeParse(body ?? {});
  if (!shape.success) {
    const errors: FieldProblem[] = shape.error.issues.flatMap((issue): FieldProblem[] => {
      if (issue.code === "unrecognized_keys")
        return issue.keys.map((key) => ({ field: key, message: `Unknown field "${key}".` }));
      const field = String(issue.path[0] ?? "");
      if (!field) return [{ field: "", message: "Send the product as a JSON object." }];
      return [{ field, message: `${field} must be ${fieldTypes[field as keyof ProductBody] ?? "valid"}.` }];
    });
    return { ok: false, status: 400, error: summary(errors), errors };
  }
  const data = shape.data;
  const trimmed = (value: string | undefined) => value?.trim();
  const input: CatalogueRowInput = {
    name: trimmed(data.name)?.replace(/\s+/g, " ") ?? base.name,
    partNumber: trimmed(data.partNumber) ?? base.partNumber,
    brand: trimmed(data.brand ?? data.brandSlug) ?? base.brand,
    category: trimmed(data.category ?? data.categorySlug) ?? base.category,
    description: trimmed(data.description) ?? base.description,
    image: data.image === null ? "" : (trimmed(data.image) ?? base.image),
    rating: data.rating === undefined ? base.rating : data.rating,
    oeNumbers: listText(data.oeNumbers) ?? base.oeNumbers,
    crossReferences: listText(data.crossReferences) ?? base.crossReferences,
    fits: fitsText(data.fits) ?? base.fits,
    ...(data.specs ? { specs: data.specs } : {}),
  };
  const parsed = catalogueRowSchema(taxonomy).safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ""), message: issue.message }));
    return { ok: false, status: 400, error: summary(errors), errors };
  }
  return { ok: true, fields: parsed.data };
}

function summary(errors: readonly FieldProblem[]): string {
  return errors.length === 1
    ? (errors[0]?.message ?? "The product has a problem.")
    : `The product has ${errors.length} problems: ${errors.map((error) => error.message).join(" ")}`;
}

export type ProductWriteResult =
  | { ok: true; product: Product; created: boolean }
  | { ok: false; status: 400 | 404 | 409; error: string; errors: FieldProblem[] };

function taken(partNumber: string, holder: { name: string; part_number: string }): ProductWriteResult {
  const message = `Part number "${partNumber}" is already used by "${holder.name}" (${holder.part_number}).`;
  return { ok: false, status: 409, error: message, errors: [{ field: "partNumber", message }] };
}

function labelOf(row: { part_number: string; name: string }): string {
  return `${row.part_number} · ${row.name}`;
}

/**
 * Adds a product (id undefined) or changes one (only the fields sent; the rest stay). The whole
 * product is checked again with the row schema, so an edit cannot leave a product an import would refuse.
 */
export async function saveProduct(
  db: Kysely<Database>,
  editor: Editor,
  body: unknown,
  id?: number,
  now = new Date().toISOString(),
): Promise<ProductWriteResult> {
  const [snapshot, specFields] = await Promise.all([loadTaxonomy(db), loadSpecFields(db)]);
  const taxonomy: SheetTaxonomy = { ...snapshot, specFields };
  const result = await db
    .transaction()
    .execute(async (trx): Promise<ProductWriteResult | { ok: true; id: number; created: boolean }> => {
      const before =
        id === undefined ? null : await trx.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
      if (id !== undefined && !before) return { ok: false, status: 404, error: "Product not found", errors: [] };
      const validated = validateProductBody(body, taxonomy, before ? rowInputOf(before) : emptyInput);
      if (!validated.ok) return validated;
      const { fields } = validated;
      const partKey = partNumberKey(fields.partNumber);
      // Unique per brand: another brand may sell the same number (decision 089).
      const after = { part_key: partKey, brand_slug: fields.brandSlug };
      const holder = await trx
        .selectFrom("products")
        .select(["id", "name", "part_number"])
        .where("part_key", "=", partKey)
        .where("brand_slug", "=", fields.brandSlug)
        .executeTakeFirst();
      if (holder && Number(holder.id) !== id) return taken(fields.partNumber, holder);
      const columns = {
        name: fields.name,
        part_number: fields.partNumber,
        part_key: partKey,
        brand_slug: fields.brandSlug,
        category_slug: fields.categorySlug,
        description: fields.description,
        image: fields.image,
        image_key: imageKeyFor(fields.image),
        rating: fields.rating,
        oe_numbers: fields.oeNumbers ?? "",
        cross_references: fields.crossReferences ?? "",
        fits: fields.fits ?? "",
        fits_note: fields.fitsNote ?? "",
        // The values sent laid over the product's own: a form or call that sends none keeps them.
        specs: formatSpecValues(applySpecChanges(parseSpecValues(before?.specs), fields.specs ?? {})),
      };
      let productId: number;
      if (before) {
        productId = Number(before.id);
        if (unchanged(before, columns)) return { ok: true, id: productId, created: false };
        await recordProductChange(trx, editor, { now, label: labelOf(columns), before, after });
        // A new category given by hand is staff's look: the product no longer needs one (decision 202).
        const looked = before.category_slug !== columns.category_slug ? { needs_look: 0 } : {};
        await trx
          .updateTable("products")
          .set({ ...columns, ...looked, updated_at: now })
          .where("id", "=", productId)
          .execute();
      } else {
        await recordProductChange(trx, editor, { now, label: labelOf(columns), before: null, after });
        const inserted = await trx
          .insertInto("products")
          .values({ ...columns, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        productId = Number(inserted.id);
      }
      await rebuildProductLookups(trx, [productId]);
      return { ok: true, id: productId, created: before === null };
    });
  if (!result.ok) return result;
  if ("product" in result) return result;
  const product = await findProduct(db, String(result.id), { prefer: "id", staff: true });
  if (!product) return { ok: false, status: 404, error: "Product not found", errors: [] };
  return { ok: true, product, created: result.created };
}

function unchanged(before: ProductRow, after: Record<string, unknown>): boolean {
  return Object.entries(after).every(([column, value]) => {
    const stored = before[column as keyof ProductRow];
    return column === "rating" ? (stored === null ? null : Number(stored)) === value : stored === value;
  });
}

/** Deletes a product, recorded in the history (undo brings it back with its id). False when there is none. */
export async function deleteProductByHand(
  db: Kysely<Database>,
  editor: Editor,
  id: number,
  now = new Date().toISOString(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    await recordProductChange(trx, editor, { now, label: labelOf(before), before, after: null });
    await trx.deleteFrom("products").where("id", "=", id).execute();
    await rebuildProductLookups(trx, [id]);
    return true;
  });
}
