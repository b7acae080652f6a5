/**
 * What staff do with an enquiry once it is in: mark it replied or closed (with who and when), count
 * the new ones, and take them all away as a sheet.
 */
import * as XLSX from "@e965/xlsx";
import type { Kysely } from "kysely";
import type { Database, EnquiryStatus } from "./db/schema.ts";
import { listEnquiries } from "./enquiries.server.ts";
import { escapeFormula } from "./import/export-workbook.server.ts";

export { enquiryStatuses } from "#app/api/enquiries.ts";

export type StatusChange =
  | { ok: true; id: number; status: EnquiryStatus; statusChangedAt: string; statusChangedBy: string }
  | { ok: false; reason: "not-found" };

export async function setEnquiryStatus(
  db: Kysely<Database>,
  id: number,
  status: EnquiryStatus,
  username: string,
  now = new Date().toISOString(),
): Promise<StatusChange> {
  const updated = await db
    .updateTable("enquiries")
    .set({ status, status_changed_at: now, status_changed_by: username })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "not-found" };
  return { ok: true, id, status, statusChangedAt: now, statusChangedBy: username };
}

export async function countNewEnquiries(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll().as("total"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return Number(total);
}

const headers = ["Received", "Name", "Email", "Phone", "Message", "Language", "Status", "Status changed", "Changed by"];

/** Every enquiry (newest first) as an .xlsx; texts that look like formulas are escaped as in the catalogue export. */
export async function enquiriesWorkbook(db: Kysely<Database>): Promise<Buffer> {
  const enquiries = await listEnquiries(db, 100_000);
  const text = (value: string | null): XLSX.CellObject => ({ t: "s", v: escapeFormula(value ?? "") });
  const rows = [
    headers.map((header) => text(header)),
    ...enquiries.map((enquiry) => [
      text(enquiry.createdAt),
      text(enquiry.name),
      text(enquiry.email),
      // A phone number's leading "+" is not a formula: kept as typed when it is only a number.
      /^\+[\d\s()-]+$/.test(enquiry.phone) ? { t: "s", v: enquiry.phone, z: "@" } : text(enquiry.phone),
      text(enquiry.message),
      text(enquiry.language),
      text(enquiry.status),
      text(enquiry.statusChangedAt),
      text(enquiry.statusChangedBy),
    ]),
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { dense: true }), "Enquiries");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
