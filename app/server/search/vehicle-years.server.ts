import { type Kysely, type RawBuilder, sql } from "kysely";
import { EARLIEST_MODEL_YEAR, latestModelYear, modelKey } from "#app/catalogue/fitment.ts";
import { FUEL_WORDS } from "#app/catalogue/fitment-details.ts";
import { textWords } from "#app/catalogue/fold-text.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import { parseSearchQuery, type SearchWord } from "#app/catalogue/search-query.ts";
import { boundedMemoPerVersion, memoisedPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { vehicleMakeTerms } from "./catalogue-terms.server.ts";
import { type FitDetailAnswers, fitDetailConditions, fitDetailsCarried } from "./fit-detail-filter.server.ts";
import { parseNumberList } from "./number-list.server.ts";
import type { Spelling } from "./vocabulary.server.ts";

/**
 * A model year in a query ("creta 2019 compressor") is a filter on the fitment of the vehicle the
 * other words name, not a number to match (docs/decisions/063); so are a fuel and an engine that
 * fitment lines carry ("creta diesel condenser", "1.6 crdi compressor"; docs/decisions/159).
 */
export interface FitFilter {
  year?: number;
  /** A fuel and an engine (in lower case) the query names. */
  details?: SearchedDetails;
  /** The fitted models the query names (a make alone names all of its models); none for details alone. */
  vehicles: { makeSlug: string; modelKey: string }[];
}

export type SearchedDetails = Pick<FitDetailAnswers, "fuel" | "engine">;

/** A make and model some product fits, with the words that name it. */
export interface FittedModel {
  makeSlug: string;
  model: string;
  words: string[];
}

/** The words a fit is named by: its make's names and aliases, its model's words and its model's key. */
export function fitWords(fit: { makeSlug: string; model: string }): string[] {
  return [
    ...(vehicleMakeTerms().get(fit.makeSlug) ?? "").split(" "),
    ...textWords(resolveVehicleMake(fit.makeSlug)?.name ?? ""),
    ...textWords(fit.model),
    modelKey(fit.model).toLowerCase(),
  ].filter((word) => word !== "");
}

/** How many words of the query (each with its spellings) name one of these words. */
export function wordsNaming(words: readonly string[], spellings: readonly (readonly Spelling[])[]): number {
  return spellings.filter((forms) =>
    forms.some((s) => words.some((word) => (s.prefix ? word.startsWith(s.text) : word === s.text))),
  ).length;
}

/** A word that reads as a model year: four digits, from the earliest model year to next year's models. */
export function modelYear(word: SearchWord, now: Date = new Date()): number | undefined {
  if (!word.number || !/^\d{4}$/.test(word.text)) return undefined;
  const year = Number(word.text);
  return year >= EARLIEST_MODEL_YEAR && year <= latestModelYear(now) ? year : undefined;
}

/**
 * The distinct makes and models of the catalogue's fitments: a few hundred, kept like the
 * vocabulary while the catalogue version stands.
 */
export function loadFittedModels(db: Kysely<Database>): Promise<FittedModel[]> {
  return memoisedPerVersion(db, "search:fitted-models", async () => {
    const rows = await db
      .selectFrom("product_fitments")
      .select(["make_slug", "model_key", sql<string>`min(model)`.as("model")])
      .groupBy(["make_slug", "model_key"])
      .execute();
    return rows.map((row) => {
      const fit = { makeSlug: row.make_slug, model: row.model };
      return { ...fit, words: fitWords(fit) };
    });
  });
}

/**
 * The year of a query and the vehicles its other words name, when it has both; else undefined and
 * a four-digit number stays a number. The vehicles named are the fitted models that the most words
 * of the query name ("hyundai creta 2019": the Creta; "hyundai 2019": every Hyundai).
 */
export function readYearFilter(
  words: readonly SearchWord[],
  spellings: readonly (readonly Spelling[])[],
  models: readonly FittedModel[],
  now: Date = new Date(),
): { index: number; filter: FitFilter & { year: number } } | undefined {
  const index = words.findIndex((word) => modelYear(word, now) !== undefined);
  const year = index < 0 ? undefined : modelYear(words[index] as SearchWord, now);
  if (year === undefined) return undefined;
  const vehicles = vehiclesNamed(
    spellings.filter((_, i) => i !== index && !words[i]?.number),
    models,
  );
  return vehicles.length === 0 ? undefined : { index, filter: { year, vehicles } };
}

/** The fitted models that the most of these words name ("hyundai creta": the Creta; "hyundai": every Hyundai). */
function vehiclesNamed(
  others: readonly (readonly Spelling[])[],
  models: readonly FittedModel[],
): FitFilter["vehicles"] {
  let most = 0;
  let named: FittedModel[] = [];
  for (const model of models) {
    const count = wordsNaming(model.words, others);
    if (count > most) {
      most = count;
      named = [model];
    } else if (count === most && count > 0) named.push(model);
  }
  return named.map((model) => ({ makeSlug: model.makeSlug, modelKey: modelKey(model.model) }));
}

/**
 * The engines of the catalogue's fitment lines that a query can name, as the words a query of them
 * is read as ("1.6 CRDi": 16, crdi), longest first; kept while the catalogue version stands. An
 * engine of numbers alone ("1.6") is left out: a query's bare number stays a number to match.
 */
export function loadFittedEngines(db: Kysely<Database>): Promise<{ engine: string; words: string[] }[]> {
  return memoisedPerVersion(db, "search:fitted-engines", async () => {
    const { rows } = await sql<{ engine: string }>`select distinct lower(engine) as engine from product_fitments
      where engine is not null`.execute(db);
    return rows
      .map((row) => ({ engine: row.engine, words: parseSearchQuery(row.engine).words }))
      .filter((named) => named.words.some((word) => !word.number))
      .map((named) => ({ engine: named.engine, words: named.words.map((word) => word.text) }))
      .sort((a, b) => b.words.length - a.words.length || a.engine.localeCompare(b.engine));
  });
}

/**
 * The fuel and engine a query of two words or more names, and the positions of their words: a fuel
 * word ("diesel", "gasolina") and the words of a fitted engine in a row ("1.6 crdi"). A word
 * alone stays a word ("diesel" may be a name's).
 */
export function readFitDetails(
  words: readonly SearchWord[],
  engines: readonly { engine: string; words: readonly string[] }[],
  taken: ReadonlySet<number> = new Set(),
): { indexes: number[]; details: SearchedDetails } | undefined {
  if (words.length < 2) return undefined;
  const details: SearchedDetails = {};
  const indexes: number[] = [];
  const fuelAt = words.findIndex((word, i) => !taken.has(i) && !word.number && FUEL_WORDS[word.text] !== undefined);
  const fuel = fuelAt < 0 ? undefined : FUEL_WORDS[words[fuelAt]?.text ?? ""];
  if (fuel) {
    details.fuel = fuel;
    indexes.push(fuelAt);
  }
  const texts = words.map((word) => word.text);
  for (const { engine, words: engineWords } of engines) {
    const at = texts.findIndex(
      (_, start) =>
        engineWords.every((word, k) => texts[start + k] === word) &&
        engineWords.every((_, k) => !taken.has(start + k) && start + k !== fuelAt),
    );
    if (at < 0) continue;
    details.engine = engine;
    indexes.push(...engineWords.map((_, k) => at + k));
    break;
  }
  // A query of details alone ("diesel petrol") has nothing left to find parts by.
  return indexes.length === 0 || indexes.length === words.length ? undefined : { indexes, details };
}

/** The fit filter of a query's details, on the vehicles its other words name (none: details alone). */
export function detailFilter(
  words: readonly SearchWord[],
  spellings: readonly (readonly Spelling[])[],
  models: readonly FittedModel[],
  read: { indexes: readonly number[]; details: SearchedDetails },
): FitFilter {
  const others = spellings.filter((_, i) => !read.indexes.includes(i) && !words[i]?.number);
  return { details: read.details, vehicles: vehiclesNamed(others, models) };
}

/** A fitment line's condition for the filter's year and details (a line without a detail fits every car). */
function lineFits(filter: FitFilter, line = sql``): RawBuilder<unknown> {
  const year =
    filter.year === undefined
      ? sql`1 = 1`
      : sql`(${line}year_from is null or ${line}year_from <= ${filter.year}) and (${line}year_to is null or ${line}year_to >= ${filter.year})`;
  return sql`${year}${fitDetailConditions(filter.details)}`;
}

/**
 * Products that fit the named vehicle in that year and with those details (a fit without years fits
 * every year, without a detail every car), or that list no fit of the named vehicle at all: a part
 * found by its name or description has no years to check, and a year never hides it (docs/decisions/063).
 * Details without a vehicle: products with a line that carries them (docs/decisions/159).
 */
export function fitsInYear(filter: FitFilter, id: RawBuilder<unknown>): RawBuilder<boolean> {
  if (filter.vehicles.length === 0)
    return sql<boolean>`exists (select 1 from product_fitments f where f.product_id = ${id}${fitDetailsCarried(filter.details)})`;
  // Asked per product found by the words, through the index on product_id: a product has a fit or
  // two, while a popular model has fits in a tenth of the catalogue. Make and model are compared
  // as one value so that no index on them tempts the planner into a probe per vehicle.
  const named = sql`f.make_slug || '/' || f.model_key in (${sql.join(
    filter.vehicles.map((v) => `${v.makeSlug}/${v.modelKey}`),
  )})`;
  const fitsOf = sql`select 1 from product_fitments f where f.product_id = ${id} and ${named}`;
  return sql<boolean>`(exists (${fitsOf} and ${lineFits(filter, sql`f.`)}) or not exists (${fitsOf}))`;
}

/** The vehicles whose fitment lines are kept (for every year); the least recently asked go first. */
const MOST_VEHICLE_LINES_KEPT = 64;
const vehicleLinesMemo = boundedMemoPerVersion(MOST_VEHICLE_LINES_KEPT);
/** The (vehicles, year) pairs whose ruled-out products are kept, read off the lines above. */
const MOST_YEAR_RULES_KEPT = 64;
const yearRulesMemo = boundedMemoPerVersion(MOST_YEAR_RULES_KEPT);

/** The one key of a year filter's vehicles, in order. */
function vehiclesKey(filter: FitFilter): string {
  return filter.vehicles
    .map((v) => `${v.makeSlug}/${v.modelKey}`)
    .sort()
    .join(",");
}

/**
 * The named vehicles' fitment lines, in order of product: its id, first and last year (0 for
 * none), three numbers a line. Read as one text (tens of thousands of lines as row objects cost
 * several times the index's own work), kept while the catalogue version stands whatever the year
 * asked, so that "creta 2012" and "creta 2019" read the Creta's fits once (24 bytes a line kept).
 */
function namedVehicleLines(db: Kysely<Database>, filter: FitFilter): Promise<Float64Array> {
  return vehicleLinesMemo(db, `vehicle-lines:${vehiclesKey(filter)}`, async () => {
    // Pairs as row values: the vehicle index is read once per named vehicle, its fits only (a
    // make's list of slugs would read every model of the make: four times slower in the bench).
    const named = sql.join(filter.vehicles.map((v) => sql`(${v.makeSlug}, ${v.modelKey})`));
    const line = sql`product_id || ' ' || coalesce(year_from, 0) || ' ' || coalesce(year_to, 0)`;
    const { rows } = await sql<{ lines: string | null }>`select ${
      isSqlite(db)
        ? sql`group_concat(${line}, ',' order by product_id)`
        : sql`string_agg(${line}, ',' order by product_id)`
    } as lines from product_fitments where (make_slug, model_key) in (values ${named})`.execute(db);
    return parseNumberList(rows[0]?.lines ?? "");
  });
}

/**
 * What a fit filter does to the word matches, as sorted ids: those it rules out (with vehicles
 * named: products with a fit of a named vehicle and no such fit covering the year and details, the
 * complement of fitsInYear within the products with a named fit), or the only ones it keeps
 * (details alone: the products with a line that carries them). Kept while the catalogue version
 * stands, so that repeated queries filter their word matches in process rather than ask the year
 * per product (docs/decisions/063). A sorted array: 8 bytes a product, not a Set's ~30.
 */
export function productsFilterLeaves(
  db: Kysely<Database>,
  filter: FitFilter,
): Promise<{ ids: Float64Array; keep: boolean }> {
  const details = JSON.stringify(filter.details ?? {});
  return yearRulesMemo(db, `fit-rules:${filter.year}:${details}:${vehiclesKey(filter)}`, async () => {
    if (filter.vehicles.length === 0) {
      const { rows } = await sql<{ product_id: number }>`select distinct product_id from product_fitments
        where 1 = 1${fitDetailsCarried(filter.details)} order by product_id`.execute(db);
      return { ids: Float64Array.from(rows, (row) => Number(row.product_id)), keep: true };
    }
    if (filter.details) {
      const named = sql.join(filter.vehicles.map((v) => sql`(${v.makeSlug}, ${v.modelKey})`));
      const { rows } = await sql<{ product_id: number }>`select product_id from product_fitments
        where (make_slug, model_key) in (values ${named})
        group by product_id having max(case when ${lineFits(filter)} then 1 else 0 end) = 0
        order by product_id`.execute(db);
      return { ids: Float64Array.from(rows, (row) => Number(row.product_id)), keep: false };
    }
    const year = filter.year ?? 0;
    const lines = await namedVehicleLines(db, filter);
    const ruledOut: number[] = [];
    for (let i = 0; i < lines.length; ) {
      const product = lines[i] as number;
      let fits = false;
      for (; i < lines.length && lines[i] === product; i += 3) {
        const from = lines[i + 1] as number;
        const to = lines[i + 2] as number;
        if ((from === 0 || from <= year) && (to === 0 || to >= year)) fits = true;
      }
      if (!fits) ruledOut.push(product);
    }
    return { ids: Float64Array.from(ruledOut), keep: false };
  });
}
