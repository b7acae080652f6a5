import { type Kysely, sql } from "kysely";
import { modelKey, modelSlug } from "#app/catalogue/fitment.ts";
import type { AcType, FitDetails, Fuel, Transmission } from "#app/catalogue/fitment-details.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import { generationKey, generationsOf, generationsOfLine, type YearRange } from "#app/catalogue/vehicle-generations.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import type { AcSystem } from "#app/forms/ac-system.ts";
import type { Localized } from "#app/i18n/language.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import { memoisedPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
import { acSystemsOfModel } from "./ac-systems.server.ts";

/**
 * The vehicle pages (issue 44): /vehicles, a make's models, and a model's generations with every
 * public part that fits each (docs/decisions/210, 211). Read from the fitment lines the catalogue
 * derives from its products' Fits cells, joined to products through the one visibility rule
 * (decision 085), so a draft that fits never shows.
 */

/** A model some public part fits, with the years its lines span (null: open at that end). */
export interface VehicleModelSummary {
  slug: string;
  name: string;
  yearFrom: number | null;
  yearTo: number | null;
  parts: number;
}

export interface VehicleMakeSummary {
  slug: string;
  name: string;
  models: VehicleModelSummary[];
}

/** A public part as a vehicle page lists it, with the lines of this model it is listed by. */
export interface VehiclePart {
  name: string;
  partNumber: string;
  brandSlug: string;
  brand: string;
  /** Each of its fitment lines for the model within the generation: years and details. */
  fits: (YearRange & { details: FitDetails | null })[];
}

export interface VehicleGeneration extends YearRange {
  /** "2015-2020": the page's fragment for it (#years-2015-2020). */
  key: string;
  categories: { slug: string; label: Localized<string>; parts: VehiclePart[] }[];
  /** The AC systems staff keep whose years meet the generation's. */
  ac: AcSystem[];
}

export interface ModelPage {
  make: { slug: string; name: string };
  model: { slug: string; name: string };
  generations: VehicleGeneration[];
  /** Distinct public parts over every generation. */
  partCount: number;
}

/** Every make and model some public part fits: the index, the make pages, menus and the sitemap. */
export function loadVehicleMakes(db: Kysely<Database>): Promise<VehicleMakeSummary[]> {
  return memoisedPerVersion(db, "vehicles:makes", async () => {
    const rows = await db
      .selectFrom("product_fitments as f")
      .innerJoin("products", "products.id", "f.product_id")
      .where(visibleToVisitors("products"))
      .select([
        "f.make_slug",
        "f.model_key",
        sql<string>`min(f.model)`.as("model"),
        // An open end anywhere keeps the model open at that end.
        sql<number | null>`case when count(*) = count(f.year_from) then min(f.year_from) end`.as("year_from"),
        sql<number | null>`case when count(*) = count(f.year_to) then max(f.year_to) end`.as("year_to"),
        sql<number>`count(distinct f.product_id)`.as("parts"),
      ])
      .groupBy(["f.make_slug", "f.model_key"])
      .execute();
    return vehicleMakes
      .map((make) => ({
        slug: make.slug,
        name: make.name,
        models: rows
          .filter((row) => row.make_slug === make.slug)
          .map((row) => ({
            slug: modelSlug(row.model),
            name: row.model,
            yearFrom: row.year_from === null ? null : Number(row.year_from),
            yearTo: row.year_to === null ? null : Number(row.year_to),
            parts: Number(row.parts),
          }))
          .sort((a, b) => a.name.localeCompare(b.name, "en")),
      }))
      .filter((make) => make.models.length > 0);
  });
}

/** A make by any of its spellings, with its models; undefined when no public part fits it. */
export async function loadMakePage(db: Kysely<Database>, makeParam: string): Promise<VehicleMakeSummary | undefined> {
  const make = resolveVehicleMake(makeParam);
  if (!make) return undefined;
  return (await loadVehicleMakes(db)).find((summary) => summary.slug === make.slug);
}

function detailsOf(line: {
  engine: string | null;
  fuel: string | null;
  transmission: string | null;
  ac: string | null;
  month_from: string | null;
  month_to: string | null;
  note: string | null;
}): FitDetails | null {
  const details: FitDetails = {
    engine: line.engine,
    fuel: line.fuel as Fuel | null,
    transmission: line.transmission as Transmission | null,
    ac: line.ac as AcType | null,
    monthFrom: line.month_from,
    monthTo: line.month_to,
    note: line.note,
  };
  return Object.values(details).some((value) => value !== null) ? details : null;
}

/** A model's page, or undefined when the make is unknown or no public part fits the model. */
export async function loadModelPage(
  db: Kysely<Database>,
  makeParam: string,
  modelParam: string,
): Promise<ModelPage | undefined> {
  const make = (await loadMakePage(db, makeParam)) ?? undefined;
  const model = make?.models.find((m) => modelKey(m.name) === modelKey(modelParam));
  if (!make || !model) return undefined;
  const [lines, taxonomy, ac] = await Promise.all([
    db
      .selectFrom("product_fitments as f")
      .innerJoin("products", "products.id", "f.product_id")
      .where(visibleToVisitors("products"))
      .where("f.make_slug", "=", make.slug)
      .where("f.model_key", "=", modelKey(model.name))
      .select([
        "products.id",
        "products.name",
        "products.part_number",
        "products.brand_slug",
        "products.category_slug",
        "f.year_from",
        "f.year_to",
        "f.engine",
        "f.fuel",
        "f.transmission",
        "f.ac",
        "f.month_from",
        "f.month_to",
        "f.note",
      ])
      .orderBy("products.name")
      .orderBy("products.id")
      .execute(),
    loadTaxonomy(db),
    acSystemsOfModel(db, make.slug, model.name),
  ]);
  const ranges = generationsOf(lines.map((line) => ({ yearFrom: line.year_from, yearTo: line.year_to })));
  const categoryOrder = new Map(taxonomy.categories.map((term, index) => [term.slug, index]));
  const generations = ranges.map((range) => ({
    range,
    parts: new Map<number, { category: string; part: VehiclePart }>(),
  }));
  for (const line of lines) {
    const fit = { yearFrom: line.year_from, yearTo: line.year_to, details: detailsOf(line) };
    for (const index of generationsOfLine(ranges, fit)) {
      const parts = generations[index]?.parts;
      if (!parts) continue;
      const entry = parts.get(Number(line.id)) ?? {
        category: line.category_slug,
        part: {
          name: line.name,
          partNumber: line.part_number,
          brandSlug: line.brand_slug,
          brand: taxonomy.resolveBrand(line.brand_slug)?.name ?? line.brand_slug,
          fits: [],
        },
      };
      entry.part.fits.push(fit);
      parts.set(Number(line.id), entry);
    }
  }
  return {
    make: { slug: make.slug, name: make.name },
    model: { slug: model.slug, name: model.name },
    partCount: new Set(lines.map((line) => Number(line.id))).size,
    generations: generations.map(({ range, parts }, index) => {
      const byCategory = new Map<string, VehiclePart[]>();
      for (const { category, part } of parts.values())
        byCategory.set(category, [...(byCategory.get(category) ?? []), part]);
      return {
        ...range,
        key: generationKey(range),
        categories: [...byCategory]
          .sort(([a], [b]) => (categoryOrder.get(a) ?? 1e9) - (categoryOrder.get(b) ?? 1e9) || a.localeCompare(b))
          .map(([slug, categoryParts]) => {
            const term = taxonomy.resolveCategory(slug);
            return { slug, label: term?.label ?? { en: slug }, parts: categoryParts };
          }),
        // The same rule as a part's line: under the generation that holds its years, else those they meet.
        ac: ac.filter((system) => generationsOfLine(ranges, system).includes(index)),
      };
    }),
  };
}

/** The vehicle pages for the sitemap: the index, each make's and each model's, in every language. */
export async function vehicleSitemapEntries(db: Kysely<Database>): Promise<{ path: string }[]> {
  const makes = await loadVehicleMakes(db);
  return [
    { path: "/vehicles" },
    ...makes.flatMap((make) => [
      { path: `/vehicles/${make.slug}` },
      ...make.models.map((model) => ({ path: `/vehicles/${make.slug}/${model.slug}` })),
    ]),
  ];
}
