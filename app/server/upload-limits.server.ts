import { photoUploadLimits } from "#app/catalogue/photo-upload-limits.ts";

/**
 * Every limit that keeps uploads from hurting the server, in one place. Each refusal names the
 * limit in its message, so staff know what to change.
 */
export const uploadLimits = {
  spreadsheet: {
    /** Bytes of the uploaded .xlsx/.xls file. */
    maxFileBytes: 20 * 1024 * 1024,
    /** Data rows on the first sheet (the header row not counted). */
    maxRows: 100_000,
    /** Entries in an .xlsx zip archive. */
    maxZipEntries: 10_000,
    /** Bytes all entries of an .xlsx may inflate to, checked while inflating. */
    maxInflatedBytes: 400 * 1024 * 1024,
    /** Wall-clock time the parser may take, in its own worker thread. */
    parseTimeoutMs: 30_000,
    /** Heap the parser worker may use. */
    parseWorkerHeapMb: 1024,
  },
  images: {
    ...photoUploadLimits,
    /** Decoded pixels of one photo: refuses decompression bombs before decoding them. */
    maxPixels: 50_000_000,
  },
  /** Bytes of a JSON request body. */
  maxJsonBytes: 16 * 1024,
  /** Non-file fields in one multipart request. */
  maxMultipartFields: 10,
  /** Bytes of the `mapping` field of a spreadsheet upload (a JSON text; value choices make it grow). */
  maxMappingBytes: 64 * 1024,
} as const;
