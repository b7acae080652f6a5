import { ENQUIRY_LIST_LIMITS } from "#app/catalogue/enquiry-list.ts";
import { photoUploadLimits } from "#app/catalogue/photo-upload-limits.ts";
import { SENDER_LIMITS } from "#app/forms/sender-limits.ts";
import { formatCount } from "#app/utils/format-size.ts";

/**
 * Every limit that keeps uploads from hurting the server, in one place. Each refusal names the
 * limit in its message, so staff know what to change.
 */
export const uploadLimits = {
  spreadsheet: {
    /** Bytes of the uploaded .xlsx/.xls file. */
    maxFileBytes: 20 * 1024 * 1024,
    /** Product rows below the header row. */
    maxRows: 100_000,
    /**
     * Rows a sheet may hold above its header (a supplier's title block) besides maxRows: the reader
     * stops after maxRows + this + 1 rows; the rows below the header are counted once it is found.
     * Also the furthest header row a mapping may name.
     */
    maxRowsAboveHeader: 1_000,
    /** Entries in an .xlsx zip archive. */
    maxZipEntries: 10_000,
    /**
     * Bytes all entries of an .xlsx or .ods may inflate to, checked before the parser sees the file
     * (first the sizes the archive declares, then while inflating). The parse costs about seven
     * times this in memory at worst (text-heavy cells, held by the reader and the import's worker), so
     * it is what bounds an upload's memory: 400 MB let a 1.8 MB file take the server to 2 GB (issue
     * 24). A 100,000-row catalogue needs about 45 MB as .xlsx and 85 MB as .ods (decision 080).
     */
    maxInflatedBytes: 128 * 1024 * 1024,
    /** Wall-clock time the parser may take, in its own worker thread. */
    parseTimeoutMs: 30_000,
    /** Heap the parser worker may use. */
    parseWorkerHeapMb: 1024,
    /** Faults a refused sheet's answer lists; `errorCount` gives them all (ListedProblems). */
    maxListedProblems: 1_000,
  },
  images: {
    ...photoUploadLimits,
    /** Decoded pixels of one photo: refuses decompression bombs before decoding them. */
    maxPixels: 50_000_000,
  },
  /**
   * Bytes of a form posted to a page (contact, subscribe, their `.data` twins): the longest enquiry
   * is a few kilobytes. A longer body is refused with 413 before more of it is read.
   */
  maxPageFormBytes: 64 * 1024,
  /** Bytes of a JSON request body. */
  maxJsonBytes: 16 * 1024,
  /**
   * …and of an enquiry list's (POST /api/enquiry-lists): any list within every field limit, in any
   * script (largestEnquiryListBytes), with room for the whitespace a client may add.
   */
  maxEnquiryListJsonBytes: largestEnquiryListBytes() + 16 * 1024,
  /** …and of the list page's form (`/enquiry`, multipart): the same list, with its form's framing. */
  maxEnquiryListFormBytes: largestEnquiryListBytes() + 20 * 1024,
  /** Non-file fields in one multipart request. */
  maxMultipartFields: 10,
  /** Bytes of the `mapping` field of a spreadsheet upload (a JSON text; value choices make it grow). */
  maxMappingBytes: 64 * 1024,
} as const;

/**
 * The bytes of the largest enquiry list within every field limit, as JSON in UTF-8: every line a
 * product line with its four texts at their longest, every text in a script of 3 bytes a character
 * (Devanagari; a character of 4 bytes counts 2 towards a limit). A limit on the body below this
 * refused a Hindi list the fields accepted (issue 41).
 */
function largestEnquiryListBytes(): number {
  const text = (length: number) => "क".repeat(length);
  const { lines, lineText, vehicle, note, quantity } = ENQUIRY_LIST_LIMITS;
  const line = {
    kind: "product",
    brandSlug: text(lineText),
    partNumber: text(lineText),
    brand: text(lineText),
    name: text(lineText),
    quantity,
  };
  const list = {
    name: text(SENDER_LIMITS.name),
    phone: text(SENDER_LIMITS.phone),
    email: text(SENDER_LIMITS.email),
    language: "en",
    website: "",
    vehicle: text(vehicle),
    note: text(note),
    lines: Array.from({ length: lines }, () => line),
  };
  return Buffer.byteLength(JSON.stringify(list));
}

/** The refusal of a list larger than any list within the limits (the body's, before its fields are read). */
export const ENQUIRY_LIST_TOO_LARGE = `This enquiry list is larger than a list can be: at most ${ENQUIRY_LIST_LIMITS.lines} lines of at most ${ENQUIRY_LIST_LIMITS.lineText} characters each. Send the rest in another list.`;

/** The refusal of a sheet with more product rows than maxRows, from the reader or the validation. */
export function tooManyRowsMessage(limit: number): string {
  return `The sheet has more than ${formatCount(limit)} product rows. Split the catalogue into sheets of at most ${formatCount(limit)} rows.`;
}
