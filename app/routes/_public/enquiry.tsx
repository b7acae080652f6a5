import { data } from "react-router";
import { z } from "zod";
import { ENQUIRY_LIST_LIMITS } from "#app/catalogue/enquiry-list.ts";
import { EnquiryListPage } from "#app/components/enquiry/enquiry-list-page.tsx";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { demandHeader, passDemandHeader } from "#app/server/demand/demand-events.server.ts";
import { enquiryLineDemand, wholeJobDemand } from "#app/server/demand/page-demand.server.ts";
import { alsoForThisCar } from "#app/server/enquiries/also-for-this-car.server.ts";
import { findListedProducts } from "#app/server/enquiries/enquiry-list-products.server.ts";
import { type EnquiryListSubmission, submitEnquiryList } from "#app/server/enquiries/enquiry-list-submission.server.ts";
import { type ShortageAnswer, shortageFromForm } from "#app/server/enquiries/shortage-upload.server.ts";
import { readFormData } from "#app/server/form-data.server.ts";
import { wholeJobForCar } from "#app/server/jobs/whole-job.server.ts";
import { loadVehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/enquiry";

const lineKeysSchema = z
  .array(
    z
      .string()
      .max(ENQUIRY_LIST_LIMITS.lineText * 2)
      .check(noControlCharacters({ label: "A line" })),
  )
  .max(ENQUIRY_LIST_LIMITS.lines)
  .catch([]);

/** `?also=Hyundai Creta 2022&have=compressor…`: the list's vehicle and the categories it has. */
const alsoQuerySchema = z.object({
  car: z
    .string()
    .trim()
    .max(ENQUIRY_LIST_LIMITS.vehicle)
    .check(noControlCharacters({ label: "The vehicle" }))
    .catch(""),
  have: z.array(z.string().max(100)).max(50).catch([]),
});

/** `?job=&car=&part=`: a whole job asked for a car (issue 44), the address wholeJobPath builds. */
const wholeJobQuerySchema = z
  .object({
    job: z.string().trim().min(1).max(80),
    car: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .check(noControlCharacters({ label: "The car" })),
    part: z
      .string()
      .trim()
      .max(ENQUIRY_LIST_LIMITS.lineText * 2)
      .check(noControlCharacters({ label: "The part" }))
      .optional()
      .catch(undefined),
  })
  .nullable()
  .catch(null);

/**
 * The enquiry list's page (issue 28). The list itself is on the buyer's device, so the server
 * renders the page around it: the vehicle finder (`?make=&model=&year=`, as on the listings) and,
 * asked with `?line=brand|part number` (repeated) once the browser has read the list, which of its
 * parts are still in the catalogue; with `?also=` (the list's vehicle), one part of each other
 * category that fits it.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const keys = lineKeysSchema.parse(url.searchParams.getAll("line"));
  const also = alsoQuerySchema.parse({
    car: url.searchParams.get("also") ?? "",
    have: url.searchParams.getAll("have"),
  });
  const jobQuery = url.searchParams.has("job")
    ? wholeJobQuerySchema.parse({
        job: url.searchParams.get("job"),
        car: url.searchParams.get("car"),
        part: url.searchParams.get("part") ?? undefined,
      })
    : null;
  const language = languageFromPath(url.pathname);
  const [vehicle, products, alsoForCar, wholeJob] = await Promise.all([
    loadVehicleChoice(db, url),
    keys.length > 0 ? findListedProducts(db, keys) : null,
    also.car ? alsoForThisCar(db, also.car, also.have) : null,
    jobQuery ? wholeJobForCar(db, jobQuery, language) : null,
  ]);
  // A job that is not there (or a car that is not one) says so on the page, and counts nothing.
  const wholeJobAnswer = jobQuery ? (wholeJob ?? ("unknown" as const)) : null;
  return data(
    { vehicle: vehicle.choice, products, alsoForCar, wholeJob: wholeJobAnswer },
    { headers: demandHeader(wholeJob ? wholeJobDemand(wholeJob, language) : []) },
  );
}

const statusOf = { invalid: 400, "rate-limited": 429, busy: 503, failed: 500 } as const;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The list's send form posts here: the sender's fields, and the device's list as JSON in `lines`
 * (with `vehicle` and `note`), read by the same schema as POST /api/enquiry-lists. With
 * `_action=match`, a pasted shortage list (`pasted`) or a small CSV/XLSX (`file`) is matched instead.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { db, clientAddress, limits } = getAppContext(context);
  const form = await readFormData(request);
  // A pasted or uploaded shortage list to match: nothing is stored.
  if (form.get("_action") === "match") {
    const answer = await shortageFromForm(db, form);
    return data<ShortageAnswer>(answer, { status: answer.ok ? 200 : 400 });
  }
  let lines: unknown = null;
  try {
    lines = JSON.parse(text(form, "lines"));
  } catch {
    // Left null: the schema refuses it as "not a list".
  }
  // The jobs asked for (issue 44): a JSON list of job slugs; none when left out.
  let jobs: unknown = [];
  try {
    jobs = form.has("jobs") ? JSON.parse(text(form, "jobs")) : [];
  } catch {
    jobs = null;
  }
  const result = await submitEnquiryList(
    db,
    {
      name: text(form, "name"),
      phone: text(form, "phone"),
      email: text(form, "email"),
      website: text(form, "website"),
      language: languageFromPath(url.pathname),
      vehicle: text(form, "vehicle"),
      note: text(form, "note"),
      lines,
      jobs,
    },
    clientAddress,
    limits.enquiries,
  );
  // Each line is counted as demand (decision 152): what was asked for, in the catalogue or not.
  if (result.ok)
    return data<EnquiryListSubmission>(result, {
      headers: demandHeader(enquiryLineDemand(result.lines, languageFromPath(url.pathname))),
    });
  const headers: HeadersInit =
    result.reason === "rate-limited" || result.reason === "busy"
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : {};
  return data<EnquiryListSubmission>(result, { status: statusOf[result.reason], headers });
}

export const headers = passDemandHeader;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "enquiryList.pageTitle", "enquiryList.pageDescription", {}, enquiryListTexts);

export default function Enquiry({ loaderData }: Route.ComponentProps) {
  return <EnquiryListPage vehicle={loaderData.vehicle} wholeJob={loaderData.wholeJob} />;
}
