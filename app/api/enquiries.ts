import { z } from "zod";
import type { ProductStatus } from "#app/catalogue/product.ts";
import type { EnquiryInput } from "#app/forms/enquiry.ts";
import { noControlCharacters } from "#app/forms/plain-text.ts";

/**
 * The enquiry calls (docs/api.md): the contact form's and enquiry lists' sending, and the staff
 * inbox's list, statuses and quotes, with the schemas the server reads them through.
 */

/** POST /enquiries: the contact form's fields (as the form schema reads them) and `website`, the honeypot. */
export type EnquiryRequest = Partial<Record<keyof EnquiryInput | "website", string>>;

/**
 * The contact form's fields, and only those: which of them are valid is the shared form schema's
 * to say (the server answers with per-field messages), but a field it does not know is refused.
 */
export const enquiryBody = z.strictObject({
  name: z.unknown().optional(),
  email: z.unknown().optional(),
  phone: z.unknown().optional(),
  message: z.unknown().optional(),
  language: z.unknown().optional(),
  website: z.unknown().optional(),
}) satisfies z.ZodType<{ [Field in keyof EnquiryRequest]?: unknown }>;

/** POST /enquiries, 201. */
export interface EnquiryReceipt {
  message: string;
}

/** POST /enquiry-lists, 201: the reference the buyer quotes (Q-2611-0042). */
export interface EnquiryListReceipt {
  reference: string;
}

export const enquiryStatuses = ["new", "quoted", "replied", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** GET /enquiries: the query string. */
export const enquiryListQuery = z.strictObject({ status: z.enum(enquiryStatuses).optional() });

/** PATCH /enquiries/{id}. */
export const enquiryStatusBody = z.strictObject({ status: z.enum(enquiryStatuses) });
export type EnquiryStatusRequest = z.input<typeof enquiryStatusBody>;

export const quoteAvailabilities = ["in-stock", "2-3-days", "not-available"] as const;
export type QuoteAvailability = (typeof quoteAvailabilities)[number];

/** A quote's price: rupees, paise at most. */
const rupees = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((price) => Math.round(price * 100) === price * 100, "A price has at most two decimals.");

/**
 * PUT /enquiries/{id}/quote: per line of the list, in its order, a unit price in rupees and
 * availability; a line not available may offer another part instead, by its part number (or
 * "brand:part number" for a number two brands sell) and its own unit price; and the days it holds.
 */
export const quoteBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        price: rupees,
        availability: z.enum(quoteAvailabilities),
        alternative: z
          .strictObject({
            partNumber: z
              .string()
              .trim()
              .min(1)
              .max(140)
              .check(noControlCharacters({ label: "Alternative part number" })),
            price: rupees,
          })
          .optional(),
      }),
    )
    .min(1)
    .max(100),
  validityDays: z.number().int().min(1).max(90),
});
export type EnquiryQuoteRequest = z.output<typeof quoteBody>;

/** The part offered instead of one not available, as the catalogue names it. */
export interface QuoteAlternative {
  brandSlug: string;
  brand: string;
  partNumber: string;
  name: string;
  price: number;
  /** The product's page, from the site's root. */
  path: string;
}

/**
 * A quote as stored and answered: the request (its alternatives resolved to products), its total
 * (lines available, and the alternatives offered), who sent it and when.
 */
export interface EnquiryQuote extends Omit<EnquiryQuoteRequest, "lines"> {
  lines: { price: number; availability: QuoteAvailability; alternative?: QuoteAlternative | undefined }[];
  total: number;
  quotedAt: string;
  quotedBy: string;
}

/** PUT /enquiries/{id}/quote: the quote stored, its message, and the WhatsApp link that sends it (null without a number). */
export interface QuoteAnswer {
  quote: EnquiryQuote;
  text: string;
  whatsapp: string | null;
}

/** A line of an enquiry list as staff see it. */
export interface EnquiryLine {
  /** Empty for a typed line (no product matched it). */
  brandSlug: string;
  brand: string;
  partNumber: string;
  /** The product's name when sent, or the typed text. */
  name: string;
  quantity: number;
  /** The product as the catalogue has it now (any status), or null when it is not there. */
  product: { path: string; status: ProductStatus; image: string | null } | null;
}

export interface Enquiry {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  createdAt: string;
  status: EnquiryStatus;
  statusChangedAt: string | null;
  /** The staff account that last changed the status. */
  statusChangedBy: string | null;
  /** An enquiry list's reference (Q-2611-0042); null for the contact form's enquiries. */
  reference: string | null;
  /** The vehicle an enquiry list is for; empty for the contact form's. */
  vehicle: string;
  /** The jobs the buyer asked for with "Ask for the whole job", in English (issue 44); empty for none. */
  jobs: string[];
  /** An enquiry list's lines, in the buyer's order; empty for the contact form's. */
  lines: EnquiryLine[];
  /** Staff's last quote for the list, or null. */
  quote: EnquiryQuote | null;
}

/** GET /enquiries?status=…: the list, and how many are new. */
export interface EnquiryList {
  enquiries: Enquiry[];
  newCount: number;
}

/** PATCH /enquiries/{id}: the enquiry's new status, when and by whom. */
export interface EnquiryStatusAnswer {
  enquiry: Pick<Enquiry, "id" | "status" | "statusChangedAt" | "statusChangedBy">;
}

export interface Subscriber {
  id: number;
  email: string;
  language: string;
  createdAt: string;
}

/** GET /subscribers. */
export interface SubscriberList {
  subscribers: Subscriber[];
}
