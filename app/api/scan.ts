/**
 * The label scanner's lookup (decision 147): public, and read by the scanner in the visitor's
 * browser, so this module holds no schema (no zod in a public page's code); the server's lives
 * beside its route.
 */

/** GET /scan-lookup?candidates=…: at most this many tokens a scan read, each of this many characters. */
export const SCAN_LOOKUP_LIMITS = { candidates: 12, minLength: 3, maxLength: 40 } as const;

/** GET /scan-lookup: the first candidate that names a public product, or null (decision 147). */
export interface ScanLookupAnswer {
  hit: {
    /** The token read off the label that found the product, as read. */
    candidate: string;
    product: {
      name: string;
      brand: string;
      brandSlug: string;
      partNumber: string;
      image: string | null;
      category: string;
      categorySlug: string;
    };
    how: { kind: "partNumber" | "oe" | "xref"; number: string };
    /** How many products the candidate names (a number shared by a few parts): the first is shown. */
    matchCount: number;
  } | null;
}
