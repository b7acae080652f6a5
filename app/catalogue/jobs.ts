import { formatYears, modelKey, type VehicleFit } from "./fitment.ts";
import type { LanguageNames } from "./spec-fields.ts";

/**
 * A job (issue 44): what a workshop does to a car in one go ("Compressor replacement"), as staff
 * define it: an ordered list of categories, each with the quantity the job takes. Asking for the
 * whole job fills the enquiry list with the fitting part of each category for one car
 * (app/server/jobs/whole-job.server.ts, decision 214).
 */
export interface JobStep {
  categorySlug: string;
  quantity: number;
}

export interface Job {
  slug: string;
  /** A name per language, English required (as specification fields keep theirs). */
  names: LanguageNames;
  steps: JobStep[];
  sortOrder: number;
}

/** A job as a public page offers it: its address name and its name in the page's language. */
export interface OfferedJob {
  slug: string;
  name: string;
}

/** The car a job is asked for: a make, a model and the generation's years, as a fit names them. */
export type JobCar = Pick<VehicleFit, "makeSlug" | "make" | "model" | "yearFrom" | "yearTo">;

/** "hyundai|Creta|2015|2020" ("" for an open year): one form value, so a <select> can carry a car. */
export function carParam(car: Pick<JobCar, "makeSlug" | "model" | "yearFrom" | "yearTo">): string {
  return [car.makeSlug, car.model, car.yearFrom ?? "", car.yearTo ?? ""].join("|");
}

/** The parts of a car parameter, or null when it is not one; the make is resolved by the server. */
export function readCarParam(
  value: string,
): { makeSlug: string; model: string; yearFrom: number | null; yearTo: number | null } | null {
  const parts = value.split("|");
  if (parts.length !== 4) return null;
  const [makeSlug = "", model = "", from = "", to = ""] = parts.map((part) => part.trim());
  const year = (text: string) => (text === "" ? null : /^\d{4}$/.test(text) ? Number(text) : Number.NaN);
  const yearFrom = year(from);
  const yearTo = year(to);
  if (!makeSlug || !model || Number.isNaN(yearFrom) || Number.isNaN(yearTo)) return null;
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) return null;
  return { makeSlug, model, yearFrom, yearTo };
}

/** "Hyundai Creta 2015–2020": the car as the enquiry list and its lines name it. */
export function carLabel(car: JobCar): string {
  const years = formatYears(car).replace("-", "–");
  return `${car.make} ${car.model}${years ? ` ${years}` : ""}`;
}

/** Two cars are one when make, model (as modelKey reads it) and years agree. */
export function sameCar(a: JobCar, b: JobCar): boolean {
  return (
    a.makeSlug === b.makeSlug &&
    modelKey(a.model) === modelKey(b.model) &&
    a.yearFrom === b.yearFrom &&
    a.yearTo === b.yearTo
  );
}
