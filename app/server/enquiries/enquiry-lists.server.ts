import { type Kysely, sql } from "kysely";
import { nameIn } from "#app/catalogue/spec-fields.ts";
import type { EnquiryListSend } from "#app/forms/enquiry-list-send.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { listJobs } from "../jobs/jobs.server.ts";
import { findProductsByPartNumber } from "../products/product-queries.server.ts";

/** A line as stored and as the messages print it: `2 × Denso AC Compressor (447652-1005, Denso)`. */
export interface StoredLine {
  /** Empty for a typed line. */
  brandSlug: string;
  brand: string;
  partNumber: string;
  /** The product's name (the catalogue's when it is still there), or the typed text. */
  name: string;
  quantity: number;
}

/** A line as sent: also the catalogue's product it named, for counting demand (decision 152). */
export interface SentLine extends StoredLine {
  /** Null for a typed line, or a part the catalogue no longer has. */
  productId: number | null;
}

/**
 * An enquiry list's reference: Q, the year and month it was sent (YYMM), and its enquiry's id, so two
 * lists never share one and no counter has to be kept (decision 112): Q-2611-0042.
 */
export function enquiryReference(id: number, sentAt: Date): string {
  const yymm = sentAt.toISOString().slice(2, 7).replace("-", "");
  return `Q-${yymm}-${String(id).padStart(4, "0")}`;
}

/**
 * The lines as they will be stored: a product line takes its name and brand from the catalogue when
 * the product is still public (what the device remembered otherwise), looked up by (brand, part
 * number) like the product pages do.
 */
async function resolveLines(db: Kysely<Database>, lines: EnquiryListSend["lines"]): Promise<SentLine[]> {
  const resolved: SentLine[] = [];
  for (const line of lines) {
    if (line.kind === "text") {
      resolved.push({
        brandSlug: "",
        brand: "",
        partNumber: "",
        name: line.text,
        quantity: line.quantity,
        productId: null,
      });
      continue;
    }
    const [product] = await findProductsByPartNumber(db, line.partNumber, { brandSlug: line.brandSlug });
    resolved.push({
      brandSlug: line.brandSlug,
      brand: product?.brand ?? (line.brand || line.brandSlug),
      partNumber: product?.partNumber ?? line.partNumber,
      name: product?.name ?? (line.name || line.partNumber),
      quantity: line.quantity,
      productId: product ? product.id : null,
    });
  }
  return resolved;
}

/**
 * The reference a list would have had, for one that is not stored (a bot caught by the honeypot,
 * decision 176): the next enquiry id is taken from the table's id sequence and never used, so the
 * reference has the form and the place in the sequence of the lists sent around it, and no list will
 * ever have it. Nothing about the sender is stored.
 */
export async function unusedEnquiryReference(db: Kysely<Database>, sentAt = new Date()): Promise<string> {
  const taken = isSqlite(db)
    ? await db.transaction().execute(async (trx) => {
        // AUTOINCREMENT's counter: its next id is past it, and past every id in the table.
        const next = sql<{ seq: number }>`
          update sqlite_sequence set seq = max(seq, (select coalesce(max(id), 0) from enquiries)) + 1
          where name = 'enquiries' returning seq`;
        const [row] = (await next.execute(trx)).rows;
        if (row) return row.seq;
        const first = sql<{ seq: number }>`
          insert into sqlite_sequence (name, seq) values ('enquiries', (select coalesce(max(id), 0) from enquiries) + 1)
          returning seq`;
        return (await first.execute(trx)).rows[0]?.seq;
      })
    : (await sql<{ id: string }>`select nextval(pg_get_serial_sequence('enquiries', 'id')) as id`.execute(db)).rows[0]
        ?.id;
  return enquiryReference(Number(taken), sentAt);
}

/**
 * The jobs a list names, as they are now (issue 44): English for staff's record, the buyer's
 * language for the WhatsApp message. A slug no job has (deleted since, or made up) is left out.
 */
async function resolveJobs(
  db: Kysely<Database>,
  slugs: readonly string[],
  language: Language,
): Promise<{ english: string[]; buyers: string[] }> {
  if (slugs.length === 0) return { english: [], buyers: [] };
  const jobs = (await listJobs(db)).filter((job) => slugs.includes(job.slug));
  return { english: jobs.map((job) => job.names.en), buyers: jobs.map((job) => nameIn(job.names, language)) };
}

/** Stores an enquiry list with its lines in one transaction and gives it its reference. */
export async function saveEnquiryList(
  db: Kysely<Database>,
  list: Omit<EnquiryListSend, "jobs"> & { jobs?: readonly string[] },
  sentAt = new Date(),
): Promise<{ id: number; reference: string; lines: SentLine[]; jobs: string[] }> {
  const lines = await resolveLines(db, list.lines);
  const jobs = await resolveJobs(db, list.jobs ?? [], list.language);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("enquiries")
      .values({
        name: list.name,
        email: list.email,
        phone: list.phone,
        message: list.note,
        vehicle: list.vehicle,
        jobs: JSON.stringify(jobs.english),
        language: list.language,
        created_at: sentAt.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const reference = enquiryReference(Number(id), sentAt);
    await trx.updateTable("enquiries").set({ reference }).where("id", "=", id).execute();
    await trx
      .insertInto("enquiry_lines")
      .values(
        lines.map((line, position) => ({
          enquiry_id: Number(id),
          position,
          brand_slug: line.brandSlug,
          brand: line.brand,
          part_number: line.partNumber,
          name: line.name,
          quantity: line.quantity,
        })),
      )
      .execute();
    return { id: Number(id), reference, lines, jobs: jobs.buyers };
  });
}

/** The lines of these enquiries, in the buyer's order, by enquiry id. */
export async function loadEnquiryLines(
  db: Kysely<Database>,
  enquiryIds: readonly number[],
): Promise<Map<number, StoredLine[]>> {
  const byEnquiry = new Map<number, StoredLine[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const rows = await db
    .selectFrom("enquiry_lines")
    .selectAll()
    .where("enquiry_id", "in", [...enquiryIds])
    .orderBy("enquiry_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const lines = byEnquiry.get(Number(row.enquiry_id)) ?? [];
    lines.push({
      brandSlug: row.brand_slug,
      brand: row.brand,
      partNumber: row.part_number,
      name: row.name,
      quantity: Number(row.quantity),
    });
    byEnquiry.set(Number(row.enquiry_id), lines);
  }
  return byEnquiry;
}
