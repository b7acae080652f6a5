import { z } from "zod";
import { ENQUIRY_LIST_LIMITS } from "#app/catalogue/enquiry-list.ts";
import { EnquiryListPage } from "#app/components/enquiry/enquiry-list-page.tsx";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { findListedProducts } from "#app/server/enquiry-list-products.server.ts";
import { loadVehicleChoice } from "#app/server/vehicle-choice.server.ts";
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

/**
 * The enquiry list's page (issue 28). The list itself is on the buyer's device, so the server
 * renders the page around it: the vehicle finder (`?make=&model=&year=`, as on the listings) and,
 * asked with `?line=brand|part number` (repeated) once the browser has read the list, which of its
 * parts are still in the catalogue.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const keys = lineKeysSchema.parse(url.searchParams.getAll("line"));
  const [vehicle, products] = await Promise.all([
    loadVehicleChoice(db, url),
    keys.length > 0 ? findListedProducts(db, keys) : null,
  ]);
  return { vehicle: vehicle.choice, products };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "enquiryList.pageTitle", "enquiryList.pageDescription", {}, enquiryListTexts),
  // The page is the same for everyone until the device's list fills it: nothing to index.
  { name: "robots", content: "noindex" },
];

export default function Enquiry({ loaderData }: Route.ComponentProps) {
  return <EnquiryListPage vehicle={loaderData.vehicle} />;
}
