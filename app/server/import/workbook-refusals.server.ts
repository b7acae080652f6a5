import { formatCount, formatMegabytes } from "../../utils/format-size.ts";
import { tooManyRowsMessage } from "../upload-limits.server.ts";

// What the spreadsheet worker (xlsx-worker.ts) refuses a file with. Node runs this file straight from
// its source in the worker, never through the Vite bundle: erasable TypeScript only.

export const workerMessages = {
  notExcel:
    "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
  damaged: "The file is damaged or incomplete. Save it again from Excel and upload the new copy.",
  unusualZip:
    "The file is packed in a way Excel never uses (encrypted or unusual compression). Save it again from Excel as .xlsx and upload the new copy.",
  passwordProtected: "The file is password-protected. Remove the password in Excel and upload the file again.",
  tooManyEntries: (limit: number) =>
    `The file holds more than ${formatCount(limit)} internal parts, which no ordinary workbook needs. Save it again from Excel and upload the new copy.`,
  inflatesTooLarge: (limit: number) =>
    `The file unpacks to more than ${formatMegabytes(limit)}, far more than a catalogue needs. Split the catalogue into smaller sheets.`,
  tooManyRows: tooManyRowsMessage,
} as const;

/** A refusal with the message staff will read; thrown from deep inside the checks, caught once. */
export class Refusal extends Error {}

export function damaged(): Refusal {
  return new Refusal(workerMessages.damaged);
}
