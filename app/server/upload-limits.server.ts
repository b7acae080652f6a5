import { photoUploadLimits } from "#app/catalogue/photo-upload-limits.ts";
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
  /** …and of an enquiry list's (POST /api/enquiry-lists): 100 lines of 200 characters, with room to refuse more in words. */
  maxEnquiryListJsonBytes: 64 * 1024,
  /** Non-file fields in one multipart request. */
  maxMultipartFields: 10,
  /** Bytes of the `mapping` field of a spreadsheet upload (a JSON text; value choices make it grow). */
  maxMappingBytes: 64 * 1024,
} as const;

/** The refusal of a sheet with more product rows than maxRows, from the reader or the validation. */
export function tooManyRowsMessage(limit: number): string {
  return `The sheet has more than ${formatCount(limit)} product rows. Split the catalogue into sheets of at most ${formatCount(limit)} rows.`;
}
