import type { Kysely } from "kysely";
import { z } from "zod";
import { EARLIEST_MODEL_YEAR, latestModelYear, modelKey, modelSlug } from "#app/catalogue/fitment.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import type { Database } from "./db/schema.ts";
import type { ProductQuery } from "./product-queries.server.ts";

/** What the "find by vehicle" control offers and shows as chosen; every listing's loader returns it. */
export interface VehicleChoice {
  makes: { slug: string; name: string }[];
  /** The chosen make's models that some product fits (empty before a make is chosen). */
  models: { slug: string; name: string }[];
  /** Model years, newest first. */
  years: number[];
  /** The choice as applied: a make slug, a model slug from `models`, a year; null when not chosen. */
  make: string | null;
  model: string | null;
  year: number | null;
  /** "Hyundai Creta 2018" for headings, or null without a make. */
  label: string | null;
}

/** The control lists years back to here; older cars are rare in the trade (the URL takes any year). */
const OLDEST_LISTED_YEAR = 1995;

const vehicleQuerySchema = z.object({
  make: z.string().trim().max(100).catch(""),
  model: z.string().trim().max(100).catch(""),
  year: z.coerce.number().int().min(EARLIEST_MODEL_YEAR).max(latestModelYear()).nullable().catch(null),
});

/**
 * Reads `?make=&model=&year=` from a listing's URL. An unknown make is ignored (the control shows
 * "Any make"), and so is a model the make has no parts for (what a browser without JavaScript
 * sends after the make changed), so the page never becomes a dead end; a year needs a make.
 */
export async function loadVehicleChoice(
  db: Kysely<Database>,
  url: URL,
): Promise<{ choice: VehicleChoice; filters: Pick<ProductQuery, "make" | "model" | "year"> }> {
  const query = vehicleQuerySchema.parse({
    make: url.searchParams.get("make") ?? "",
    model: url.searchParams.get("model") ?? "",
    year: url.searchParams.get("year") || null,
  });
  const make = resolveVehicleMake(query.make);
  const models = make ? await modelsOfMake(db, make.slug) : [];
  const wantedModel = query.model ? modelKey(query.model) : "";
  const model = wantedModel ? models.find((m) => modelKey(m.name) === wantedModel) : undefined;
  const year = make ? query.year : null;
  const newest = latestModelYear() - 1;
  const choice: VehicleChoice = {
    makes: vehicleMakes.map(({ slug, name }) => ({ slug, name })),
    models,
    years: Array.from({ length: newest - OLDEST_LISTED_YEAR + 1 }, (_, i) => newest - i),
    make: make?.slug ?? null,
    model: model?.slug ?? null,
    year,
    label: make ? [make.name, model?.name, year].filter(Boolean).join(" ") : null,
  };
  return {
    choice,
    filters: make ? { make: make.slug, model: model?.name, year: year ?? undefined } : {},
  };
}

/** The models of a make that some product fits, one per spelling-blind key, alphabetical. */
export async function modelsOfMake(db: Kysely<Database>, makeSlug: string): Promise<{ slug: string; name: string }[]> {
  const rows = await db
    .selectFrom("product_fitments")
    .select(["model_key", (eb) => eb.fn.min("model").as("model")])
    .where("make_slug", "=", makeSlug)
    .groupBy("model_key")
    .orderBy("model_key")
    .execute();
  return rows.map((row) => ({ slug: modelSlug(String(row.model)), name: String(row.model) }));
}
