import { type SiteIdentity, whatsappLink } from "#app/content/site.ts";
import type { EnquiryListKey } from "#app/i18n/texts/enquiry-list.ts";
import type { Translate } from "#app/i18n/translate.ts";

/**
 * The longest wa.me link the site opens (decision 112). No limit is documented; links of a few
 * thousand characters are where browsers, the Android intent that hands the link to the app and
 * WhatsApp's own redirect start to differ, so a list past this is sent as its reference only.
 */
export const WHATSAPP_LINK_MAX_LENGTH = 2000;

export interface SentList {
  reference: string;
  lines: readonly { brand: string; partNumber: string; name: string; quantity: number }[];
  vehicle: string;
  note: string;
  /** The jobs asked for, in the buyer's language (issue 44); staff see them named first. */
  jobs?: readonly string[] | undefined;
}

/** `2 × Denso AC Compressor for Honda City (447652-1005, Denso)`; a typed line is its text. */
export function listLineText(line: SentList["lines"][number]): string {
  return line.partNumber
    ? `${line.quantity} × ${line.name} (${line.partNumber}, ${line.brand})`
    : `${line.quantity} × ${line.name}`;
}

/**
 * The one WhatsApp message of a sent list: the reference, the jobs asked for, every line, the vehicle and the note. No
 * address: the buyer needs none, and staff open the list in their inbox by its reference (issue 43:
 * a link into the staff area told every buyer where it was). When the link would be too long, the
 * lines give way to a sentence that the full list is in our system under its reference.
 */
export function enquiryListLink(
  site: Pick<SiteIdentity, "whatsappNumber">,
  t: Translate<EnquiryListKey>,
  list: SentList,
): string {
  const heading = [
    t("enquiryList.waHeading", { reference: list.reference }),
    ...(list.jobs ?? []).map((job) => t("enquiryList.waJob", { job })),
  ].join("\n");
  const vehicle = list.vehicle ? [t("enquiryList.waVehicle", { vehicle: list.vehicle })] : [];
  const note = list.note ? [t("enquiryList.waNote", { note: list.note })] : [];
  const message = (body: string[], withNote: boolean) =>
    whatsappLink(site, [heading, ...body, "", ...vehicle, ...(withNote ? note : [])].join("\n").trimEnd());
  const full = message(list.lines.map(listLineText), true);
  if (full.length <= WHATSAPP_LINK_MAX_LENGTH) return full;
  // The note may be what is too long: it stays behind too, the list in our system has it.
  return message([t("enquiryList.waInSystem", { count: list.lines.length, reference: list.reference })], false);
}
