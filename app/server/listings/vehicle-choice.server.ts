import type { Kysely } from "kysely";
import { z } from "zod";
import { EARLIEST_MODEL_YEAR, latestModelYear, modelKey, modelSlug } from "#app/catalogue/fitment.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { memoisedPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
import {
  FIT_DETAIL_QUESTIONS,
  type FitDetailAnswers,
  type FitDetailQuestion,
  fitDetailAnswers,
} from "../search/fit-detail-filter.server.ts";
import { fitmentConditions, listsNoVehicle, type ProductQuery } from "../search/list-products.server.ts";
import { addressText } from "./address-query.server.ts";

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
  /** The answers about the chosen model (fuel, engine, gearbox, AC) applied to the list: decision 131. */
  details: FitDetailAnswers;
  /** The one question whose answer splits the chosen model's parts, or null when none would. */
  question: FitDetailAsk | null;
  /** "Hyundai Creta 2018" for headings, or null without a make. */
  label: string | null;
  /**
   * How many products list no vehicle at all, which the finder cannot find; counted for /search
   * only (null elsewhere), where the finder says so and links to them.
   */
  withoutVehicle: number | null;
}

/** A question the finder asks before the list: each answer with the number of parts it leaves. */
export interface FitDetailAsk {
  name: FitDetailQuestion;
  options: { value: string; count: number }[];
  /** Parts listed without an answer. */
  total: number;
}

/** The control lists years back to here; older cars are rare in the trade (the URL takes any year). */
const OLDEST_LISTED_YEAR = 1995;

const vehicleQuerySchema = z.object({
  make: addressText("Make"),
  model: addressText("Model"),
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
  options: { countWithoutVehicle?: boolean } = {},
): Promise<{ choice: VehicleChoice; filters: Pick<ProductQuery, "make" | "model" | "year" | "fitDetails"> }> {
  const query = vehicleQuerySchema.parse({
    make: url.searchParams.get("make") ?? "",
    model: url.searchParams.get("model") ?? "",
    year: url.searchParams.get("year") || null,
  });
  const make = resolveVehicleMake(query.make);
  // What the control offers changes only with the catalogue, and reading it walks every fitment: it
  // is read once per catalogue version, not for every listing page.
  const [makesWithParts, models, withoutVehicle] = await Promise.all([
    memoisedPerVersion(db, "finder:makes", () => makeSlugsWithParts(db)),
    make ? memoisedPerVersion(db, `finder:models:${make.slug}`, () => modelsOfMake(db, make.slug)) : [],
    options.countWithoutVehicle ? countWithoutVehicle(db) : null,
  ]);
  const wantedModel = query.model ? modelKey(query.model) : "";
  const model = wantedModel ? models.find((m) => modelKey(m.name) === wantedModel) : undefined;
  const year = make ? query.year : null;
  // Details narrow a model: without one they mean nothing (a "diesel Hyundai" is no car).
  const details = make && model ? fitDetailAnswers(url) : {};
  const filters = make ? { make: make.slug, model: model?.name, year: year ?? undefined, fitDetails: details } : {};
  const choice: VehicleChoice = {
    // Only makes some product fits; the chosen one stays listed so the control shows it.
    makes: vehicleMakes
      .filter((m) => makesWithParts.has(m.slug) || m.slug === make?.slug)
      .map(({ slug, name }) => ({ slug, name })),
    models,
    years: make
      ? withChosenYear(
          await memoisedPerVersion(db, `finder:years:${make.slug}:${model?.slug ?? ""}`, () =>
            yearsWithParts(db, make.slug, model ? modelKey(model.name) : undefined),
          ),
          year,
        )
      : [],
    make: make?.slug ?? null,
    model: model?.slug ?? null,
    year,
    details,
    question: make && model ? await questionFor(db, filters) : null,
    label: make ? [make.name, model?.name, year].filter(Boolean).join(" ") : null,
    withoutVehicle,
  };
  return { choice, filters };
}

/**
 * The first detail (fuel, then engine, gearbox, AC) on which the chosen model's parts differ, so
 * that an answer leaves some out; each answer counts the parts whose lines name it or say nothing
 * of it. Read from the model's fitment lines only: a few dozen rows through the vehicle index.
 */
async function questionFor(db: Kysely<Database>, filters: ProductQuery): Promise<FitDetailAsk | null> {
  const where = fitmentConditions(filters);
  if (!where) return null;
  const lines = await db
    .selectFrom("product_fitments")
    .select(["product_id", ...FIT_DETAIL_QUESTIONS])
    .where(where)
    .execute();
  const products = new Set(lines.map((line) => line.product_id));
  for (const name of FIT_DETAIL_QUESTIONS) {
    if (filters.fitDetails?.[name] !== undefined) continue;
    // Per answer, the parts it leaves; a line silent on the detail fits every answer.
    const fitsAny = new Set<number>();
    const byValue = new Map<string, { shown: string; parts: Set<number> }>();
    for (const line of lines) {
      const value = line[name];
      if (value === null) fitsAny.add(line.product_id);
      else {
        const key = value.toLowerCase();
        const entry = byValue.get(key) ?? { shown: value, parts: new Set<number>() };
        entry.parts.add(line.product_id);
        byValue.set(key, entry);
      }
    }
    if (byValue.size < 2) continue;
    const options = [...byValue.values()]
      .map(({ shown, parts }) => ({ value: shown, count: new Set([...parts, ...fitsAny]).size }))
      .sort((a, b) => a.value.localeCompare(b.value));
    if (options.some((option) => option.count < products.size)) return { name, options, total: products.size };
  }
  return null;
}

async function makeSlugsWithParts(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("product_fitments").select("make_slug").distinct().execute();
  return new Set(rows.map((row) => row.make_slug));
}

/** The products that list no vehicle (the `?fits=none` listing shows them). */
export async function countWithoutVehicle(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("total"))
    .where(listsNoVehicle)
    .where(visibleToVisitors("products"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * The year chosen stays in the list even when no part is listed for it (a 2019 Creta whose parts
 * fit 2020 onwards), so the control keeps showing the car asked about while the page says plainly
 * that nothing is listed for that year; newest first, as the list is.
 */
function withChosenYear(years: readonly number[], chosen: number | null): number[] {
  if (chosen === null || years.includes(chosen)) return [...years];
  return [...years, chosen].sort((a, b) => b - a);
}

/**
 * The model years some part of the make (and model) fits, newest first. An open end ("2020-")
 * reaches this year, never a year whose cars are not on the road yet; nor does a closed range.
 */
async function yearsWithParts(db: Kysely<Database>, makeSlug: string, modelKeyValue: string | undefined) {
  let query = db
    .selectFrom("product_fitments")
    .select(["year_from", "year_to"])
    .distinct()
    .where("make_slug", "=", makeSlug);
  if (modelKeyValue) query = query.where("model_key", "=", modelKeyValue);
  const newest = new Date().getUTCFullYear();
  const years = new Set<number>();
  for (const row of await query.execute()) {
    const from = Math.max(OLDEST_LISTED_YEAR, row.year_from ?? OLDEST_LISTED_YEAR);
    const to = Math.min(newest, row.year_to ?? newest);
    for (let y = from; y <= to; y++) years.add(y);
  }
  return [...years].sort((a, b) => b - a);
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
