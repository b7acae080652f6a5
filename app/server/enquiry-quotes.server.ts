import type { Kysely } from "kysely";
import type { EnquiryQuote, EnquiryQuoteRequest, QuoteAlternative } from "#app/api/enquiries.ts";
import { listLineText } from "#app/components/enquiry/enquiry-list-message.ts";
import { replyLink } from "#app/components/whatsapp-messages.ts";
import { isLanguage, type Language, languageLocale } from "#app/i18n/language.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import { productPath } from "#app/utils/product-paths.ts";
import type { Database } from "./db/schema.ts";
import { loadEnquiryLines, type StoredLine } from "./enquiry-lists.server.ts";
import { findProductsByPartNumber } from "./product-queries.server.ts";

export type QuoteResult =
  | { ok: true; quote: EnquiryQuote; text: string; whatsapp: string | null }
  | { ok: false; reason: "not-found" | "not-a-list" | "lines-differ" }
  | { ok: false; reason: "alternative"; problem: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The quote as the buyer reads it on WhatsApp, in the language the list was sent in: each line with
 * its unit price and availability, the total of what is available, the GST note and until when the
 * prices hold (decision 114).
 */
export function quoteText(
  language: Language,
  { reference, company, lines }: { reference: string; company: string; lines: readonly StoredLine[] },
  quote: EnquiryQuote,
): string {
  const t = (key: Parameters<typeof enquiryListTexts.translate>[1], values?: Record<string, string | number>) =>
    enquiryListTexts.translate(language, key, values);
  const locale = languageLocale(language);
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "INR", currencyDisplay: "narrowSymbol" });
  const until = new Date(Date.parse(quote.quotedAt) + quote.validityDays * DAY_MS);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(until);
  const quoted = lines.map((line, index) => {
    const { price, availability } = quote.lines[index] ?? { price: 0, availability: "not-available" };
    const alternative = quote.lines[index]?.alternative;
    if (availability === "not-available" && alternative)
      return t("enquiryList.quoteLineAlternative", {
        line: listLineText(line),
        alternative: `${alternative.name} (${alternative.partNumber}, ${alternative.brand})`,
        price: money.format(alternative.price),
      });
    if (availability === "not-available") return t("enquiryList.quoteLineUnavailable", { line: listLineText(line) });
    return t("enquiryList.quoteLine", {
      line: listLineText(line),
      price: money.format(price),
      availability: t(availability === "in-stock" ? "enquiryList.quoteInStock" : "enquiryList.quoteTwoThreeDays"),
    });
  });
  return [
    t("enquiryList.quoteHeading", { reference, company }),
    ...quoted,
    "",
    t("enquiryList.quoteTotal", { total: money.format(quote.total) }),
    t("enquiryList.quoteGst"),
    t("enquiryList.quoteValidity", { count: quote.validityDays, date }),
    t("enquiryList.quoteReply"),
  ].join("\n");
}

/**
 * Stores staff's quote for an enquiry list (one price and availability per line, in its order), moves
 * the enquiry to "quoted", and answers the message and the WhatsApp link to the buyer's number.
 */
export async function quoteEnquiryList(
  db: Kysely<Database>,
  id: number,
  request: EnquiryQuoteRequest,
  { username, company, now = new Date() }: { username: string; company: string; now?: Date },
): Promise<QuoteResult> {
  const enquiry = await db
    .selectFrom("enquiries")
    .select(["reference", "phone", "language"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!enquiry) return { ok: false, reason: "not-found" };
  if (!enquiry.reference) return { ok: false, reason: "not-a-list" };
  const lines = (await loadEnquiryLines(db, [id])).get(id) ?? [];
  if (lines.length !== request.lines.length) return { ok: false, reason: "lines-differ" };
  const quotedLines: EnquiryQuote["lines"] = [];
  for (const [index, priced] of request.lines.entries()) {
    if (!priced.alternative || priced.availability !== "not-available") {
      quotedLines.push({ price: priced.price, availability: priced.availability });
      continue;
    }
    const alternative = await resolveAlternative(db, priced.alternative, index + 1);
    if ("problem" in alternative) return { ok: false, reason: "alternative", problem: alternative.problem };
    quotedLines.push({ price: 0, availability: "not-available", alternative });
  }
  // What the buyer would pay: the lines available, and the parts offered instead of those that are not.
  const total = lines.reduce((sum, line, index) => {
    const priced = quotedLines[index];
    if (!priced) return sum;
    if (priced.alternative) return sum + priced.alternative.price * line.quantity;
    return priced.availability !== "not-available" ? sum + priced.price * line.quantity : sum;
  }, 0);
  const quotedAt = now.toISOString();
  const quote: EnquiryQuote = {
    validityDays: request.validityDays,
    lines: quotedLines,
    total: Math.round(total * 100) / 100,
    quotedAt,
    quotedBy: username,
  };
  await db
    .updateTable("enquiries")
    .set({ quote: JSON.stringify(quote), status: "quoted", status_changed_at: quotedAt, status_changed_by: username })
    .where("id", "=", id)
    .execute();
  const language = isLanguage(enquiry.language) ? enquiry.language : "en";
  const text = quoteText(language, { reference: enquiry.reference, company, lines }, quote);
  return { ok: true, quote, text, whatsapp: replyLink(enquiry.phone, text) };
}

/**
 * The active product a quote offers instead of a line not available: by its part number, any
 * spacing, or "brand:part number" when two brands sell the number (decision 117).
 */
async function resolveAlternative(
  db: Kysely<Database>,
  { partNumber, price }: { partNumber: string; price: number },
  lineNumber: number,
): Promise<QuoteAlternative | { problem: string }> {
  const colon = partNumber.indexOf(":");
  const brandSlug = colon > 0 ? partNumber.slice(0, colon).trim().toLowerCase() : undefined;
  const number = colon > 0 ? partNumber.slice(colon + 1).trim() : partNumber;
  const found = await findProductsByPartNumber(db, number, brandSlug === undefined ? {} : { brandSlug });
  if (found.length === 0)
    return { problem: `Line ${lineNumber}: no product in the catalogue has the part number "${partNumber}".` };
  if (found.length > 1)
    return {
      problem:
        `Line ${lineNumber}: ${found.map((p) => p.brand).join(" and ")} both sell "${number}". ` +
        `Write the brand before it: ${found.map((p) => `"${p.brandSlug}:${p.partNumber}"`).join(" or ")}.`,
    };
  const [product] = found as [(typeof found)[0]];
  return {
    brandSlug: product.brandSlug,
    brand: product.brand,
    partNumber: product.partNumber,
    name: product.name,
    price,
    path: productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, "en"),
  };
}
