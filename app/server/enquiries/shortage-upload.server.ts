import type { Kysely } from "kysely";
import { ENQUIRY_LIST_LIMITS } from "#app/catalogue/enquiry-list.ts";
import { parseShortageText } from "#app/catalogue/shortage-list.ts";
import type { Database } from "../db/schema.ts";
import { type CellValue, readFirstSheet } from "../import/read-workbook.server.ts";
import { uploadLimits } from "../upload-limits.server.ts";
import { type MatchedShortageLine, matchShortageLines } from "./shortage-matching.server.ts";

export type ShortageAnswer =
  | { ok: true; matched: MatchedShortageLine[] }
  | { ok: false; error: "empty" | "unreadable" | "too-long" };

/** Characters of a pasted list: 100 lines of 200, with their line breaks. */
const MAX_PASTED = ENQUIRY_LIST_LIMITS.lines * (ENQUIRY_LIST_LIMITS.lineText + 2);

/** A sheet's rows as lines of text ("447652-1005, 2"); a first row without a digit is its header. */
function rowsAsText(rows: CellValue[][]): string {
  const lines = rows.map((row) =>
    row
      .filter((cell) => cell !== null && String(cell).trim() !== "")
      .map(String)
      .join(", "),
  );
  if (lines[0] !== undefined && !/\d/.test(lines[0])) lines.shift();
  return lines.join("\n");
}

/**
 * The list page's "paste or upload a shortage list": the text, or a small CSV/XLSX read by the
 * import's reader (in its worker, with its limits, decision 044), matched against the catalogue.
 */
export async function shortageFromForm(db: Kysely<Database>, form: FormData): Promise<ShortageAnswer> {
  const file = form.get("file");
  let text = "";
  if (file instanceof File && file.size > 0) {
    const read = await readFirstSheet(Buffer.from(await file.arrayBuffer()), {
      ...uploadLimits.spreadsheet,
      maxFileBytes: uploadLimits.maxPageFormBytes,
    });
    if (!read.ok) return { ok: false, error: "unreadable" };
    text = rowsAsText(read.rows);
  } else {
    const pasted = form.get("pasted");
    text = typeof pasted === "string" ? pasted : "";
    if (text.length > MAX_PASTED) return { ok: false, error: "too-long" };
  }
  const lines = parseShortageText(text);
  if (lines.length === 0) return { ok: false, error: "empty" };
  // The list's vehicle, the context of lines in words; plain text, as long as a list's own.
  const vehicle = String(form.get("vehicle") ?? "")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim()
    .slice(0, ENQUIRY_LIST_LIMITS.vehicle);
  return { ok: true, matched: await matchShortageLines(db, lines, { words: { vehicle } }) };
}
