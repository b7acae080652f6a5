import type { Kysely } from "kysely";
import { modelKey, modelSlug } from "#app/catalogue/fitment.ts";
import { textWords } from "#app/catalogue/fold-text.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import type { Database } from "../db/schema.ts";
import { loadFittedModels } from "../search/vehicle-years.server.ts";

/** A car's page a search links to: "Hyundai Creta" at /vehicles/hyundai/creta. */
export interface NamedVehicle {
  makeSlug: string;
  make: string;
  model: string;
  modelSlug: string;
}

/** More than this many cars named is a word common to models ("series"), not a car: no link. */
const MOST_LINKED = 2;

/**
 * The cars a search's words name, for a link above its results (issue 44): the fitted models all
 * of whose words are in the query ("creta compressor", "innova crysta 2018"), or whose key is one
 * word of it ("xuv700"). A make alone names no car. Read from the fitted models the search keeps
 * per catalogue version, which hold public parts only (decision 085).
 */
export async function vehiclesNamedBy(db: Kysely<Database>, q: string): Promise<NamedVehicle[]> {
  const words = new Set(textWords(q));
  if (words.size === 0) return [];
  const keys = new Set([...words].map((word) => modelKey(word).toLowerCase()));
  const named = new Map<string, NamedVehicle>();
  for (const fitted of await loadFittedModels(db)) {
    const modelWords = textWords(fitted.model);
    const byWords = modelWords.length > 0 && modelWords.every((word) => words.has(word));
    if (!byWords && !keys.has(modelKey(fitted.model).toLowerCase())) continue;
    const make = resolveVehicleMake(fitted.makeSlug);
    if (!make) continue;
    named.set(`${make.slug}/${modelKey(fitted.model)}`, {
      makeSlug: make.slug,
      make: make.name,
      model: fitted.model,
      modelSlug: modelSlug(fitted.model),
    });
  }
  // A make that the words also name keeps its own models among several ("kia sonet" vs "hyundai venue").
  const all = [...named.values()];
  const ofNamedMake = all.filter((vehicle) => textWords(vehicle.make).every((word) => words.has(word)));
  const chosen = ofNamedMake.length > 0 ? ofNamedMake : all;
  return chosen.length > MOST_LINKED ? [] : chosen;
}
