import { type Kysely, sql } from "kysely";
import type { CrossNumberKind } from "#app/catalogue/cross-numbers.ts";
import type { VehicleFit } from "#app/catalogue/fitment.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import type { Product } from "#app/catalogue/product.ts";
import type { Database } from "../db/schema.ts";
import { CROSS_NUMBER_MIN_KEY } from "./match.server.ts";
import type { SearchPlan } from "./search-plan.server.ts";
import { fitWords, wordsNaming } from "./vehicle-years.server.ts";

/**
 * Says why each product of a page matched, for the cards and suggestions: the other number that
 * starts with the query or one of its numbers ("matches OE 97701-2S000", OE before cross
 * reference), else the vehicle the query named ("fits Hyundai Creta 2020-").
 */
export async function explainMatches(db: Kysely<Database>, products: Product[], plan: SearchPlan): Promise<void> {
  await markNumberMatches(db, products, plan);
  markVehicleMatches(products, plan);
}

async function markNumberMatches(db: Kysely<Database>, products: Product[], plan: SearchPlan) {
  const keys = [plan.key, ...plan.words.filter((w) => w.number).map((w) => w.text.toUpperCase())].filter(
    (key, index, all) => key.length >= CROSS_NUMBER_MIN_KEY && all.indexOf(key) === index,
  );
  // A product whose own part number holds the whole query needs no other number to explain it.
  const candidates = products.filter((p) => !partNumberKey(p.partNumber).includes(plan.key) || !plan.key);
  if (keys.length === 0 || candidates.length === 0) return;
  const rows = await db
    .selectFrom("product_numbers")
    .select(["product_id", "kind", "number", "number_key"])
    .where(
      "product_id",
      "in",
      candidates.map((p) => p.id),
    )
    .where(
      sql<boolean>`(${sql.join(
        keys.map((key) => sql`number_key >= ${key} and number_key < ${`${key}\u{10FFFF}`}`),
        sql` or `,
      )})`,
    )
    .execute();
  // The number that holds the whole query first, then OE numbers before cross references.
  const preference = (row: { kind: CrossNumberKind; number_key: string }) =>
    (plan.key.length >= CROSS_NUMBER_MIN_KEY && row.number_key.startsWith(plan.key) ? 0 : 2) +
    (row.kind === "oe" ? 0 : 1);
  const byProduct = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const id = Number(row.product_id);
    const earlier = byProduct.get(id);
    if (!earlier || preference(row) < preference(earlier)) byProduct.set(id, row);
  }
  for (const product of candidates) {
    const matched = byProduct.get(product.id);
    if (matched) product.matched = { kind: matched.kind, number: matched.number };
  }
}

/**
 * The fit that the most words of the query name (make, its aliases, the model), if any word does;
 * with a year in the query, a fit of that year, and with a fuel or engine, none of another.
 */
function namedFit(fits: readonly VehicleFit[], plan: SearchPlan): VehicleFit | undefined {
  let best: VehicleFit | undefined;
  let bestCount = 0;
  const year = plan.year?.year;
  const details = plan.year?.details;
  for (const fit of fits) {
    if (year !== undefined && ((fit.yearFrom ?? year) > year || (fit.yearTo ?? year) < year)) continue;
    // Nor a fit of another fuel or engine than the query's (docs/decisions/159).
    if (details?.fuel && fit.details?.fuel && fit.details.fuel !== details.fuel) continue;
    if (details?.engine && fit.details?.engine && fit.details.engine.toLowerCase() !== details.engine) continue;
    const count = wordsNaming(fitWords(fit), plan.spellings);
    if (count > bestCount) {
      best = fit;
      bestCount = count;
    }
  }
  return best;
}

function markVehicleMatches(products: Product[], plan: SearchPlan) {
  for (const product of products) {
    if (product.matched) continue;
    const fit = namedFit(product.fits, plan);
    if (fit) product.matchedFit = fit;
  }
}
