import { z } from "zod";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import type { ProductGap } from "./products.ts";

/** The Demand report (decision 122) and the Catalogue health (decision 123), staff's two reading tabs. */

/** `GET /api/demand?days=`: the windows the report covers. */
export const demandWindows = [7, 30, 90] as const;
export type DemandWindow = (typeof demandWindows)[number];

/** GET /demand: the query string. */
export const demandReportQuery = z.strictObject({
  days: z.coerce
    .number()
    .pipe(z.union(demandWindows.map((days) => z.literal(days))))
    .default(30),
});

/** The longest subject (a search, a part number, a page) counted. */
export const MAX_SUBJECT_LENGTH = 200;

/** What staff may mark as not stocked, to leave the report. */
export const dismissibleKinds = ["search", "number"] as const;

/** `POST /api/demand/not-stocked`: leaves a search or a part number out of the report. */
export const notStockedBody = z.strictObject({
  kind: z.enum(dismissibleKinds),
  subject: z
    .string()
    .trim()
    .min(1, "Say which search or part number.")
    .max(MAX_SUBJECT_LENGTH)
    .check(noControlCharacters({ label: "The search or part number" })),
});
export type NotStockedRequest = z.input<typeof notStockedBody>;

/** A counted search or page, with its hits per day over the window (oldest first) for a sparkline. */
export interface DemandRow {
  subject: string;
  /** A search's kind (number, vehicle, words); "" for pages. */
  detail: string;
  hits: number;
  daily: number[];
}

/** A part number searched for that no active product carries, by its formatting-blind key. */
export interface MissingNumber {
  key: string;
  hits: number;
  /** The fewest results a search for it showed (other products than the number itself). */
  results: number;
  /** The carried number that starts most alike, its own (oe false) or an OE/cross number. */
  lookalike: { number: string; brandSlug: string; partNumber: string; oe: boolean } | null;
}

export interface SearchedVehicle {
  make: string;
  makeName: string;
  /** "" when only a make was chosen. */
  model: string;
  hits: number;
  /** Active products that fit it. */
  activeParts: number;
}

export interface ViewedProduct {
  id: number;
  hits: number;
  /** Null when the product has been deleted since. */
  name: string | null;
  partNumber: string | null;
  brandSlug: string | null;
  categorySlug: string | null;
}

export interface DemandReport {
  days: number;
  /** The window's first and last days (India time), "2026-11-26". */
  from: string;
  to: string;
  zeroResults: DemandRow[];
  numbersNotCarried: MissingNumber[];
  vehicles: SearchedVehicle[];
  mostViewed: ViewedProduct[];
  /** Products by the enquiry-list lines that named them (decision 152). */
  mostEnquired: ViewedProduct[];
  /** Enquiry-list lines no product answered, by their words; detail "number" or "text". */
  enquiredNotListed: DemandRow[];
  clicks: { channel: string; pageType: string; hits: number }[];
  emptyPages: DemandRow[];
  /** Jobs asked for with "Ask for the whole job" (issue 44): "job|make|model|years", with the daily hits. */
  jobsAsked: DemandRow[];
  zeroResultRate: {
    searches: number;
    zero: number;
    /** zero / searches, null without searches; `previous`: the same for the window before. */
    rate: number | null;
    previous: number | null;
    /** Per day, null on a day without searches. */
    daily: (number | null)[];
  };
}

/** `GET /api/catalogue-health` (docs/decisions/123). */
export interface CatalogueHealth {
  activeProducts: number;
  /** Per gap: how many active products have it, and the first few by name. */
  products: Record<
    ProductGap,
    { count: number; listed: { id: number; name: string; partNumber: string; brandSlug: string }[] }
  >;
  brands: TermGaps;
  categories: TermGaps;
  vehiclesOfOneCategory: {
    count: number;
    listed: { make: string; makeName: string; model: string; category: string; categoryName: string; parts: number }[];
  };
}

/** Listed brands or categories without a logo, or without a description in English or Spanish. */
export interface TermGaps {
  withoutLogo: { slug: string; name: string }[];
  withoutDescription: { slug: string; name: string }[];
}
