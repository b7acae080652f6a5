/**
 * Recognising an uploaded price list by its bytes, never by its name, and reading the plain-text
 * kinds (CSV and tab-separated text) ourselves: every cell stays the text the supplier wrote, so a
 * part number "00417" keeps its zeros and a price "1.234,50" is not guessed into a number.
 *
 * The worker thread (xlsx-worker.ts) runs this file straight from its source, so it stays
 * erasable TypeScript with relative imports only.
 */

export type SheetKind = "xlsx" | "ods" | "xls" | "text";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(file: Uint8Array, magic: readonly number[]): boolean {
  return file.length >= magic.length && magic.every((byte, index) => file[index] === byte);
}

/** The container, from the first bytes: a zip (.xlsx or .ods), a compound file (.xls), or maybe text. */
export function sniffContainer(file: Uint8Array): "zip" | "ole2" | "maybe-text" {
  if (startsWith(file, ZIP_MAGIC)) return "zip";
  if (startsWith(file, OLE2_MAGIC)) return "ole2";
  return "maybe-text";
}

export const ODS_MIME_TYPE = "application/vnd.oasis.opendocument.spreadsheet";

/**
 * Which workbook a zip holds, from its entry names (and the OpenDocument `mimetype` entry, which
 * the format stores first and uncompressed); undefined for any other zip (a Word file, a photo album).
 */
export function zipWorkbookKind(names: ReadonlySet<string>, mimetype: string | undefined): "xlsx" | "ods" | undefined {
  if (names.has("[Content_Types].xml") && names.has("xl/workbook.xml")) return "xlsx";
  if (names.has("content.xml") && mimetype?.trim() === ODS_MIME_TYPE) return "ods";
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Text encodings.

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/**
 * UTF-16 without a byte order mark, told by its zero bytes: Latin text in UTF-16 has a zero in
 * nearly every other byte, on the odd positions for little-endian and the even ones for big-endian.
 */
function utf16WithoutBom(file: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const sample = Math.min(file.length - (file.length % 2), 4096);
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (file[i] === 0) evenZeros++;
    if (file[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return undefined;
}

function decode(file: Uint8Array, encoding: TextEncoding, fatal = false): string {
  return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(file);
}

/**
 * Text as the supplier's program saved it: UTF-8 with or without a byte order mark, UTF-16 (what
 * Excel's "Unicode text" writes), or Windows-1252 (Excel's "CSV" on a Western Windows) when the bytes
 * are not valid UTF-8. Undefined for bytes that are no text at all (a photo, a PDF).
 */
export function decodeText(file: Uint8Array): DecodedText | undefined {
  let decoded: DecodedText;
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf)
    decoded = { text: decode(file, "utf-8"), encoding: "utf-8" };
  else if (file[0] === 0xff && file[1] === 0xfe) decoded = { text: decode(file, "utf-16le"), encoding: "utf-16le" };
  else if (file[0] === 0xfe && file[1] === 0xff) decoded = { text: decode(file, "utf-16be"), encoding: "utf-16be" };
  else {
    const utf16 = utf16WithoutBom(file);
    if (utf16) decoded = { text: decode(file, utf16), encoding: utf16 };
    else {
      try {
        decoded = { text: decode(file, "utf-8", true), encoding: "utf-8" };
      } catch {
        decoded = { text: decode(file, "windows-1252"), encoding: "windows-1252" };
      }
    }
  }
  return looksLikeText(decoded.text) ? decoded : undefined;
}

/** Control characters other than tab and line breaks do not occur in a typed price list. */
function looksLikeText(text: string): boolean {
  const sample = text.slice(0, 65_536);
  if (sample.trim() === "") return false;
  let controls = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return false;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd) controls++;
  }
  return controls <= sample.length / 1000;
}

// ---------------------------------------------------------------------------------------------
// Delimited text.

export type Delimiter = "," | ";" | "\t";

const DELIMITERS: readonly Delimiter[] = ["\t", ";", ","];

/**
 * Splits text into rows of fields the way spreadsheet programs write CSV: fields in double quotes
 * may hold the delimiter, line breaks and doubled quotes. Stops after `maxRows` rows.
 */
export function splitDelimited(text: string, delimiter: Delimiter, maxRows = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = "";
  };
  for (; i < text.length && rows.length < maxRows; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field.trim() === "") {
      field = "";
      quoted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else field += char;
  }
  if (rows.length < maxRows && (field !== "" || row.length > 0)) endRow();
  return rows;
}

/**
 * The delimiter that cuts the first lines into the same number of fields most often; among equals,
 * the one giving more fields. A decimal comma in a semicolon file ("1,50") cuts every line in two
 * as well, so the field count settles it. Excel's "sep=;" first line is obeyed.
 */
export function detectDelimiter(text: string): { delimiter: Delimiter; skipFirstLine: boolean } | undefined {
  const declared = /^\uFEFF?sep=([,;\t])\r?\n/.exec(text);
  if (declared) return { delimiter: declared[1] as Delimiter, skipFirstLine: true };
  const sample = text.slice(0, 65_536);
  let best: { delimiter: Delimiter; lines: number; fields: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = splitDelimited(sample, delimiter, 40)
      .filter((row) => row.some((field) => field.trim() !== ""))
      .map((row) => row.length);
    const frequency = new Map<number, number>();
    for (const count of counts) if (count > 1) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    for (const [fields, lines] of frequency) {
      if (lines < 2) continue;
      if (!best || lines > best.lines || (lines === best.lines && fields > best.fields)) {
        best = { delimiter, lines, fields };
      }
    }
  }
  return best ? { delimiter: best.delimiter, skipFirstLine: false } : undefined;
}

/** A CSV or tab-separated text to rows of cells (empty cells null, trailing ones dropped); undefined when it is no table. */
export function readDelimitedText(
  text: string,
  maxRows: number,
): { rows: (string | null)[][]; delimiter: Delimiter } | undefined {
  const detected = detectDelimiter(text);
  if (!detected) return undefined;
  const body = detected.skipFirstLine ? text.slice(text.indexOf("\n") + 1) : text;
  const rows = splitDelimited(body, detected.delimiter, maxRows).map((fields) => {
    const cells: (string | null)[] = fields.map((field) => (field.trim() === "" ? null : field));
    while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
    return cells;
  });
  while (rows.length > 0 && (rows[rows.length - 1]?.length ?? 0) === 0) rows.pop();
  return { rows, delimiter: detected.delimiter };
}
