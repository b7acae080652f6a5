import type { Kysely, Selectable } from "kysely";
import { modelKey } from "#app/catalogue/fitment.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import type { YearRange } from "#app/catalogue/vehicle-generations.ts";
import type { AcSystem, AcSystemInput } from "#app/forms/ac-system.ts";
import type { Database, VehicleAcSystemsTable } from "../db/schema.ts";

/**
 * The AC systems staff keep per make, model and years (docs/decisions/212): the staff form's reads
 * and writes, and what a vehicle page and a part's page show of them.
 */

/** A write the catalogue refuses, with the status and sentence the API answers. */
export class AcSystemRefusal extends Error {
  readonly status: 404 | 409 | 422;
  constructor(status: 404 | 409 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

function toAcSystem(row: Selectable<VehicleAcSystemsTable>): AcSystem {
  return {
    id: Number(row.id),
    makeSlug: row.make_slug,
    make: resolveVehicleMake(row.make_slug)?.name ?? row.make_slug,
    model: row.model,
    yearFrom: row.year_from,
    yearTo: row.year_to,
    refrigerant: row.refrigerant,
    chargeGrams: Number(row.charge_grams),
    chargeToleranceGrams: row.charge_tolerance_grams === null ? null : Number(row.charge_tolerance_grams),
    oilType: row.oil_type,
    oilMl: row.oil_ml === null ? null : Number(row.oil_ml),
    compressorModel: row.compressor_model,
    clutchType: row.clutch_type === "clutch" || row.clutch_type === "clutchless" ? row.clutch_type : "",
    notes: row.notes,
    demo: Number(row.demo) === 1,
    updatedAt: row.updated_at,
  };
}

/** Every AC system, by make, model and first year, as the staff list shows them. */
export async function listAcSystems(db: Kysely<Database>): Promise<AcSystem[]> {
  const rows = await db
    .selectFrom("vehicle_ac_systems")
    .selectAll()
    .orderBy("make_slug")
    .orderBy("model_key")
    .orderBy("year_from")
    .orderBy("id")
    .execute();
  return rows.map(toAcSystem);
}

/** The AC systems of one model (any years), oldest first. */
export async function acSystemsOfModel(db: Kysely<Database>, makeSlug: string, model: string): Promise<AcSystem[]> {
  const rows = await db
    .selectFrom("vehicle_ac_systems")
    .selectAll()
    .where("make_slug", "=", makeSlug)
    .where("model_key", "=", modelKey(model))
    .orderBy("year_from")
    .orderBy("id")
    .execute();
  return rows.map(toAcSystem);
}

/** Whether two year ranges share a year (an open end reaches every year that way). */
export function yearsMeet(a: YearRange, b: YearRange): boolean {
  return (
    (a.yearFrom ?? Number.NEGATIVE_INFINITY) <= (b.yearTo ?? Number.POSITIVE_INFINITY) &&
    (b.yearFrom ?? Number.NEGATIVE_INFINITY) <= (a.yearTo ?? Number.POSITIVE_INFINITY)
  );
}

/**
 * The AC systems of the vehicles a part fits: per fit, those of its model whose years meet the
 * fit's. One query for every fit of the part (a part fits a handful of cars).
 */
export async function acSystemsForFits(
  db: Kysely<Database>,
  fits: readonly ({ makeSlug: string; model: string } & YearRange)[],
): Promise<AcSystem[]> {
  if (fits.length === 0) return [];
  const rows = await db
    .selectFrom("vehicle_ac_systems")
    .selectAll()
    .where((eb) =>
      eb.or(fits.map((fit) => eb.and([eb("make_slug", "=", fit.makeSlug), eb("model_key", "=", modelKey(fit.model))]))),
    )
    .orderBy("make_slug")
    .orderBy("model_key")
    .orderBy("year_from")
    .orderBy("id")
    .execute();
  return rows
    .map(toAcSystem)
    .filter((system) =>
      fits.some(
        (fit) =>
          fit.makeSlug === system.makeSlug && modelKey(fit.model) === modelKey(system.model) && yearsMeet(fit, system),
      ),
    );
}

function columns(input: AcSystemInput, makeSlug: string, now: string) {
  return {
    make_slug: makeSlug,
    model: input.model.replace(/\s+/g, " "),
    model_key: modelKey(input.model),
    year_from: input.yearFrom,
    year_to: input.yearTo,
    refrigerant: input.refrigerant,
    charge_grams: input.chargeGrams,
    charge_tolerance_grams: input.chargeToleranceGrams,
    oil_type: input.oilType,
    oil_ml: input.oilMl,
    compressor_model: input.compressorModel,
    clutch_type: input.clutchType,
    notes: input.notes,
    updated_at: now,
  };
}

function knownMake(input: AcSystemInput): string {
  const make = resolveVehicleMake(input.make);
  if (!make) throw new AcSystemRefusal(422, `"${input.make}" is not a make the catalogue knows.`);
  return make.slug;
}

/** One make, model and years has one AC system: a second for the same years is refused. */
async function refuseSameYears(db: Kysely<Database>, makeSlug: string, input: AcSystemInput, except?: number) {
  const others = await acSystemsOfModel(db, makeSlug, input.model);
  const same = others.find(
    (other) => other.id !== except && other.yearFrom === input.yearFrom && other.yearTo === input.yearTo,
  );
  if (same)
    throw new AcSystemRefusal(
      409,
      `The ${same.make} ${same.model} already has AC data for these years: change that one instead.`,
    );
}

export async function createAcSystem(db: Kysely<Database>, input: AcSystemInput, demo = false): Promise<AcSystem> {
  const makeSlug = knownMake(input);
  await refuseSameYears(db, makeSlug, input);
  const row = await db
    .insertInto("vehicle_ac_systems")
    .values({ ...columns(input, makeSlug, new Date().toISOString()), demo: demo ? 1 : 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAcSystem(row);
}

/** Staff's change: the row is theirs from then on, no longer the demo's. */
export async function updateAcSystem(db: Kysely<Database>, id: number, input: AcSystemInput): Promise<AcSystem> {
  const makeSlug = knownMake(input);
  await refuseSameYears(db, makeSlug, input, id);
  const row = await db
    .updateTable("vehicle_ac_systems")
    .set({ ...columns(input, makeSlug, new Date().toISOString()), demo: 0 })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AcSystemRefusal(404, "No AC data has this id.");
  return toAcSystem(row);
}

export async function deleteAcSystem(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db.deleteFrom("vehicle_ac_systems").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AcSystemRefusal(404, "No AC data has this id.");
}
