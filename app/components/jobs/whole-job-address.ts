import { carParam, type JobCar } from "#app/catalogue/jobs.ts";
import { type Language, localizePath } from "#app/i18n/language.ts";

/**
 * The address that asks for a whole job for a car (issue 44): the enquiry list's page, which puts
 * the job's lines on the device's list. `part` is the part the buyer was looking at ("brand-slug|part
 * number"), used for its own category; a vehicle page leaves it out. For example
 * /hi/enquiry?job=compressor-replacement&car=hyundai%7CCreta%7C2015%7C2020.
 */
export function wholeJobPath(
  language: Language,
  { job, car, part }: { job: string; car: Pick<JobCar, "makeSlug" | "model" | "yearFrom" | "yearTo">; part?: string },
): string {
  const search = new URLSearchParams({ job, car: carParam(car), ...(part ? { part } : {}) });
  return `${localizePath("/enquiry", language)}?${search}`;
}
