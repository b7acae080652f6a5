import type { Kysely } from "kysely";
import { MAX_SUBJECT_LENGTH } from "#app/api/demand.ts";
import { formatYears } from "#app/catalogue/fitment.ts";
import { parseSearchQuery, type SearchWord } from "#app/catalogue/search-query.ts";
import { type Language, stripLanguage } from "#app/i18n/language.ts";
import type { Database } from "../db/schema.ts";
import type { VehicleChoice } from "../listings/vehicle-choice.server.ts";
import { vehicleMakeTerms } from "../search/catalogue-terms.server.ts";
import { loadFittedModels, modelYear } from "../search/vehicle-years.server.ts";
import type { DemandEventInput, SearchKind } from "./demand-events.server.ts";

/**
 * The demand events of the public pages (docs/decisions/120), worked out by their loaders and named
 * in the answer's header (demandHeader), so the host counts them each time the page is served.
 */

/**
 * Whether words ask for a part number, for the Demand tab's "numbers not carried": a number word
 * that could be one. A year is not ("2019", and "2031", a year no car has yet: issue 43 filed
 * "nonexistent blower 2031" as the part number 2031), nor a count or size of up to three digits
 * ("pag 46", "2 nos"); five digits or more, or letters with digits, are.
 */
function asksForPartNumber(words: readonly SearchWord[]): boolean {
  return words.some(
    (word) =>
      word.number &&
      modelYear(word) === undefined &&
      !/^(19|20)\d\d$/.test(word.text) &&
      (/\p{L}/u.test(word.text) ? word.text.length >= 3 : word.text.length >= 5),
  );
}

/**
 * A search as counted: its meaningful words as search reads them (folded, a part number as its
 * punctuation-blind key), and whether it asks for a part number, a vehicle or other words.
 */
export async function readSearch(
  db: Kysely<Database>,
  q: string,
): Promise<{ subject: string; kind: SearchKind } | undefined> {
  const { words, symptom } = parseSearchQuery(q);
  // A fault is counted by its first phrase, however typed ("thanda nahi" is "not cooling").
  const subject = [...(symptom ? [symptom.phrases[0]] : []), ...words.map((word) => word.text)]
    .join(" ")
    .slice(0, MAX_SUBJECT_LENGTH);
  if (!subject) return undefined;
  if (asksForPartNumber(words)) return { subject, kind: "number" };
  const vehicleWords = new Set<string>();
  for (const terms of vehicleMakeTerms().values()) for (const term of terms.split(" ")) vehicleWords.add(term);
  for (const fitted of await loadFittedModels(db)) for (const word of fitted.words) vehicleWords.add(word);
  const namesVehicle = words.some((word) => !word.number && vehicleWords.has(word.text));
  return { subject, kind: namesVehicle ? "vehicle" : "words" };
}

/** A search's event: counted on its first page only, so paging through results is one search. */
export async function searchDemand(
  db: Kysely<Database>,
  { q, language, results, page }: { q: string; language: Language; results: number; page: number },
): Promise<DemandEventInput[]> {
  if (page !== 1) return [];
  const search = await readSearch(db, q);
  return search ? [{ event: "search", subject: search.subject, detail: search.kind, language, results }] : [];
}

/**
 * A vehicle chosen in the finder ("hyundai|Creta|2018"; a year or model may be empty), with the
 * parts the listing showed for it.
 */
export function finderDemand(
  vehicle: Pick<VehicleChoice, "make" | "model" | "models" | "year">,
  { language, results, page }: { language: Language; results: number; page: number },
): DemandEventInput[] {
  if (!vehicle.make || page !== 1) return [];
  const model = vehicle.models.find((each) => each.slug === vehicle.model)?.name ?? "";
  const subject = [vehicle.make, model, vehicle.year ?? ""].join("|").slice(0, MAX_SUBJECT_LENGTH);
  return [{ event: "finder", subject, language, results }];
}

/**
 * A brand's or category's listing that showed nothing for its filters: the page as counted is its
 * path and filters without the language ("/categories/condenser?make=tata").
 */
export function emptyPageDemand(url: URL, { language, results }: { language: Language; results: number }) {
  if (results > 0) return [];
  const path = stripLanguage(url.pathname);
  const filters = [...url.searchParams]
    .filter(([name]) => name !== "page" && name !== "q")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(filters).toString();
  const subject = `${path}${query ? `?${query}` : ""}`.slice(0, MAX_SUBJECT_LENGTH);
  return [{ event: "empty-page", subject, language, results: 0 }] satisfies DemandEventInput[];
}

/** A product page seen: the product's id (a renamed part number stays one product). */
export function productViewDemand(productId: number, language: Language): DemandEventInput[] {
  return [{ event: "view", subject: String(productId), language }];
}

/**
 * An enquiry list's lines (decision 152): a line of the catalogue counts for its product (by id,
 * detail "product"); any other line counts its words as search reads them, detail "number" when
 * they ask for a part number (so it joins the numbers not carried) and "text" otherwise.
 */
export function enquiryLineDemand(
  lines: readonly { productId: number | null; partNumber: string; name: string }[],
  language: Language,
): DemandEventInput[] {
  return lines.flatMap((line): DemandEventInput[] => {
    if (line.productId !== null)
      return [{ event: "enquiry-line", subject: String(line.productId), detail: "product", language }];
    const subject = parseSearchQuery(line.partNumber || line.name)
      .words.map((word) => word.text)
      .join(" ")
      .slice(0, MAX_SUBJECT_LENGTH);
    if (!subject) return [];
    const asksForNumber = asksForPartNumber(parseSearchQuery(subject).words);
    return [{ event: "enquiry-line", subject, detail: asksForNumber ? "number" : "text", language }];
  });
}

/**
 * A job asked for a car with "Ask for the whole job" (issue 44): the job's slug and the car
 * ("compressor-replacement|hyundai|Creta|2015-2020"), with how many of its parts the catalogue had.
 */
export function wholeJobDemand(
  whole: {
    job: { slug: string };
    car: { makeSlug: string; model: string; yearFrom: number | null; yearTo: number | null };
    lines: readonly { kind: string }[];
  },
  language: Language,
): DemandEventInput[] {
  const { makeSlug, model } = whole.car;
  const subject = [whole.job.slug, makeSlug, model, formatYears(whole.car)].join("|").slice(0, MAX_SUBJECT_LENGTH);
  const found = whole.lines.filter((line) => line.kind === "product").length;
  return [{ event: "job", subject, language, results: found }];
}

/** A listing's events: its search, its vehicle, or that it showed nothing. */
export async function listingDemand(
  db: Kysely<Database>,
  url: URL,
  listing: { q: string; total: number; page: number; vehicle: VehicleChoice },
  language: Language,
): Promise<DemandEventInput[]> {
  const shown = { language, results: listing.total, page: listing.page };
  const events = [
    ...(listing.q ? await searchDemand(db, { q: listing.q, ...shown }) : []),
    ...finderDemand(listing.vehicle, shown),
  ];
  return events.length > 0 || listing.page !== 1 ? events : emptyPageDemand(url, shown);
}
