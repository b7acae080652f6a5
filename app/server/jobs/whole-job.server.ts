import type { Kysely } from "kysely";
import type { EnquiryProduct } from "#app/catalogue/enquiry-list.ts";
import { modelKey } from "#app/catalogue/fitment.ts";
import { carLabel, type JobCar, type OfferedJob, readCarParam } from "#app/catalogue/jobs.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import { nameIn } from "#app/catalogue/spec-fields.ts";
import type { Language } from "#app/i18n/language.ts";
import { loadTaxonomy, termsOf } from "../catalogue/taxonomy.server.ts";
import type { Database } from "../db/schema.ts";
import { findProductsByPartNumber } from "../products/product-queries.server.ts";
import { selectProductsWithMedia, toProduct } from "../products/product-rows.server.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
import { readJob } from "./jobs.server.ts";

/** A line of a whole job: a public part that fits, or the category said in words when none does. */
export type WholeJobLine =
  | { kind: "product"; product: EnquiryProduct; quantity: number }
  /** `category`: the category's name in the page's language (singular, as menus say it). */
  | { kind: "missing"; categorySlug: string; category: string; quantity: number };

/** What asking for a job for a car puts on the enquiry list (issue 44). */
export interface WholeJob {
  job: OfferedJob;
  car: JobCar;
  /** "Hyundai Creta 2015–2020": the list's vehicle. */
  carLabel: string;
  lines: WholeJobLine[];
}

/** `?job=&car=&part=` as the enquiry page reads it (the address wholeJobPath builds). */
export interface WholeJobQuery {
  job: string;
  car: string;
  /** "brand-slug|part number": the part the buyer was looking at, for its own category. */
  part?: string | undefined;
}

interface Candidate {
  id: number;
  category_slug: string;
  brand_slug: string;
  part_key: string;
  year_from: number | null;
  year_to: number | null;
  details: number;
}

/**
 * The best fitting part of each category (decision 214): among public products whose fitment names
 * the car's make and model with years that overlap the car's, first one whose years cover all of the
 * car's (it fits every year asked for), then one whose fit names no engine, fuel, gearbox, AC or
 * month (it fits every variant), then in brand and part-number order, so the choice is the same
 * every time and nothing is chosen for a reason staff cannot see.
 */
function better(car: JobCar, a: Candidate, b: Candidate): number {
  const covers = (fit: Candidate) =>
    (fit.year_from === null || (car.yearFrom !== null && fit.year_from <= car.yearFrom)) &&
    (fit.year_to === null || (car.yearTo !== null && fit.year_to >= car.yearTo))
      ? 0
      : 1;
  return (
    covers(a) - covers(b) ||
    a.details - b.details ||
    a.brand_slug.localeCompare(b.brand_slug) ||
    a.part_key.localeCompare(b.part_key) ||
    a.id - b.id
  );
}

async function bestFittingParts(
  db: Kysely<Database>,
  car: JobCar,
  categorySlugs: readonly string[],
): Promise<Map<string, EnquiryProduct>> {
  const best = new Map<string, EnquiryProduct>();
  if (categorySlugs.length === 0) return best;
  let query = db
    .selectFrom("product_fitments as f")
    .innerJoin("products", "products.id", "f.product_id")
    .select([
      "products.id",
      "products.category_slug",
      "products.brand_slug",
      "products.part_key",
      "f.year_from",
      "f.year_to",
      "f.engine",
      "f.fuel",
      "f.transmission",
      "f.ac",
      "f.month_from",
      "f.month_to",
    ])
    // The fitments hold public products only (decision 085); the rule is applied here all the same.
    .where(visibleToVisitors("products"))
    .where("products.category_slug", "in", [...categorySlugs])
    .where("f.make_slug", "=", car.makeSlug)
    .where("f.model_key", "=", modelKey(car.model));
  // Years that overlap the car's: an open end overlaps everything on its side.
  if (car.yearTo !== null)
    query = query.where((eb) => eb.or([eb("f.year_from", "is", null), eb("f.year_from", "<=", car.yearTo)]));
  if (car.yearFrom !== null)
    query = query.where((eb) => eb.or([eb("f.year_to", "is", null), eb("f.year_to", ">=", car.yearFrom)]));
  const rows = await query.execute();
  const chosen = new Map<string, Candidate>();
  for (const row of rows) {
    const candidate: Candidate = {
      id: Number(row.id),
      category_slug: row.category_slug,
      brand_slug: row.brand_slug,
      part_key: row.part_key,
      year_from: row.year_from === null ? null : Number(row.year_from),
      year_to: row.year_to === null ? null : Number(row.year_to),
      details: [row.engine, row.fuel, row.transmission, row.ac, row.month_from, row.month_to].filter((v) => v !== null)
        .length,
    };
    const held = chosen.get(candidate.category_slug);
    if (!held || better(car, candidate, held) < 0) chosen.set(candidate.category_slug, candidate);
  }
  if (chosen.size === 0) return best;
  const products = await selectProductsWithMedia(db)
    .where(visibleToVisitors("products"))
    .where(
      "products.id",
      "in",
      [...chosen.values()].map((candidate) => candidate.id),
    )
    .execute();
  for (const row of products) {
    const product = toProduct(row);
    best.set(product.categorySlug, enquiryProduct(product));
  }
  return best;
}

function enquiryProduct(product: ReturnType<typeof toProduct>): EnquiryProduct {
  const { brandSlug, brand, partNumber, name, image, categorySlug } = product;
  return { brandSlug, brand, partNumber, name, image, categorySlug };
}

/**
 * A job asked for a car: for each of its categories, in its order and with its quantity, the part
 * the buyer was looking at (when public and of that category), else the best fitting public part,
 * else the category in words. Null when the job or the car's make is unknown, or the car is not one.
 */
export async function wholeJobForCar(
  db: Kysely<Database>,
  query: WholeJobQuery,
  language: Language,
): Promise<WholeJob | null> {
  const carParts = readCarParam(query.car);
  const job = await readJob(db, query.job);
  const make = carParts ? resolveVehicleMake(carParts.makeSlug) : undefined;
  if (!job || !carParts || !make) return null;
  const car: JobCar = { ...carParts, makeSlug: make.slug, make: make.name };
  let looked: EnquiryProduct | undefined;
  const at = query.part ? query.part.indexOf("|") : -1;
  if (query.part && at > 0) {
    const [product] = await findProductsByPartNumber(db, query.part.slice(at + 1), {
      brandSlug: query.part.slice(0, at),
    });
    if (product) looked = enquiryProduct(product);
  }
  const open = job.steps.map((step) => step.categorySlug).filter((slug) => slug !== looked?.categorySlug);
  const [fitting, taxonomy] = await Promise.all([bestFittingParts(db, car, open), loadTaxonomy(db)]);
  const categories = new Map(termsOf(taxonomy, "category").map((term) => [term.slug, term]));
  const lines: WholeJobLine[] = job.steps.map((step) => {
    const product = looked?.categorySlug === step.categorySlug ? looked : fitting.get(step.categorySlug);
    if (product) return { kind: "product", product, quantity: step.quantity };
    const term = categories.get(step.categorySlug);
    const category = term ? term.navLabel[language] || term.name : step.categorySlug;
    return { kind: "missing", categorySlug: step.categorySlug, category, quantity: step.quantity };
  });
  return { job: { slug: job.slug, name: nameIn(job.names, language) }, car, carLabel: carLabel(car), lines };
}
