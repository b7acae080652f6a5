/**
 * Enquiries, the server's side: what visitors send (the contact form, an enquiry list on WhatsApp)
 * and what staff do with it. This module saves a contact enquiry and lists enquiries and subscribers
 * for staff; beside it:
 * - enquiry-submission: the contact form's action (checked, limited, saved);
 * - enquiry-lists: an enquiry list stored with its reference and lines; enquiry-list-submission the
 *   list page's "send", enquiry-list-products the lines' products still public;
 * - shortage-upload and shortage-matching: a pasted or uploaded shortage list read and each line
 *   matched to products by part, OE or cross-reference number or words (the scanner's lookup too);
 * - also-for-this-car: one part of each other category for the list's vehicle;
 * - enquiry-quotes: staff's quote for a list and its WhatsApp text; enquiry-inbox: replied or
 *   closed, the new count, the sheet of every enquiry.
 * The browser's side is components/enquiry/ (the list's WhatsApp text: enquiry-list-message.ts),
 * the JSON calls server/api/routes/enquiries.ts.
 */
import type { Kysely, Selectable } from "kysely";
import type { Enquiry, EnquiryLine, EnquiryQuote, Subscriber } from "#app/api/enquiries.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import type { EnquiryInput } from "#app/forms/enquiry.ts";
import { productPath } from "#app/utils/product-paths.ts";
import type { Database, EnquiryStatus } from "../db/schema.ts";
import { selectProductsWithMedia, toProduct } from "../products/product-rows.server.ts";
import { loadEnquiryLines } from "./enquiry-lists.server.ts";

export async function saveEnquiry(db: Kysely<Database>, enquiry: EnquiryInput): Promise<void> {
  await db
    .insertInto("enquiries")
    .values({
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      message: enquiry.message,
      language: enquiry.language,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * The latest `limit` rows of a table the staff reads, newest first (ties: the later insert first),
 * as the API sends them: every column, the id a number and the time `createdAt`. `where` narrows
 * the rows to those whose columns hold the values given.
 */
async function newestFirst<T extends "enquiries" | "subscribers">(
  db: Kysely<Database>,
  table: T,
  limit: number,
  where: Partial<Selectable<Database[T]>> = {},
) {
  let query = db.selectFrom(table as "enquiries" | "subscribers").selectAll();
  for (const [column, value] of Object.entries(where)) {
    if (value !== undefined) query = query.where(column as "id", "=", value as number);
  }
  const rows = (await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute()) as (Selectable<
    Database[T]
  > & { id: number; created_at: string })[];
  return rows.map(({ id, created_at, ...row }) => ({ ...row, id: Number(id), createdAt: created_at }));
}

export async function listEnquiries(db: Kysely<Database>, limit = 500, status?: EnquiryStatus): Promise<Enquiry[]> {
  const rows = await newestFirst(db, "enquiries", limit, { status });
  const lines = await staffLines(
    db,
    rows.filter((row) => row.reference !== null).map((row) => row.id),
  );
  return rows.map(({ status_changed_at, status_changed_by, quote, jobs, ...row }) => ({
    ...row,
    jobs: readJobNames(jobs),
    quote: quote ? (JSON.parse(quote) as EnquiryQuote) : null,
    statusChangedAt: status_changed_at,
    statusChangedBy: status_changed_by,
    lines: lines.get(row.id) ?? [],
  }));
}

/** The stored job names (a JSON list of text); anything else reads as none. */
function readJobNames(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Enquiry lists' lines with the product each names as the catalogue has it now, whatever its status
 * (staff see drafts and archived ones too): its page, status and photo, found by (brand, part number).
 */
async function staffLines(db: Kysely<Database>, enquiryIds: number[]): Promise<Map<number, EnquiryLine[]>> {
  const stored = await loadEnquiryLines(db, enquiryIds);
  const keys = [
    ...new Set([...stored.values()].flat().flatMap((line) => (line.brandSlug ? [partNumberKey(line.partNumber)] : []))),
  ];
  const products =
    keys.length > 0
      ? (await selectProductsWithMedia(db).where("products.part_key", "in", keys).execute()).map(toProduct)
      : [];
  const byIdentity = new Map(
    products.map((product) => [`${product.brandSlug}|${partNumberKey(product.partNumber)}`, product]),
  );
  const answer = new Map<number, EnquiryLine[]>();
  for (const [id, lines] of stored) {
    answer.set(
      id,
      lines.map((line) => {
        const product = line.brandSlug
          ? byIdentity.get(`${line.brandSlug}|${partNumberKey(line.partNumber)}`)
          : undefined;
        return {
          ...line,
          product: product
            ? {
                path: productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, "en"),
                status: product.status,
                image: product.image,
              }
            : null,
        };
      }),
    );
  }
  return answer;
}

export function listSubscribers(db: Kysely<Database>, limit = 5000): Promise<Subscriber[]> {
  return newestFirst(db, "subscribers", limit);
}
