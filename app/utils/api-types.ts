import type { Product, ProductPhoto, ProductStatus } from "#app/catalogue/product.ts";
import type { SymptomKey } from "#app/catalogue/search-symptoms.ts";
import type { TermTranslations } from "#app/catalogue/taxonomy.ts";
import type {
  ImportField,
  ImportMappingAnswer,
  ImportMappingRequest,
  UnknownValues,
} from "#app/forms/import-mapping.ts";

/**
 * The JSON API's request and response shapes (docs/api.md), in one module that the server's
 * handlers, the staff area's browser client and the tests all import. Types only, plus the few
 * constant lists a request is checked against, so that it costs the browser nothing.
 *
 * Every answer carries `success`; a failure carries `error`, a sentence for people, and sometimes
 * more fields (see the refusal shapes below).
 */

// ---- Products ----

export const productSorts = ["name", "partNumber", "brand", "newest"] as const;
export type ProductSort = (typeof productSorts)[number];

/** GET /products: the query string. */
export interface ProductListQuery {
  /** A brand name, slug or alias in any case. */
  brand?: string | undefined;
  /** A category name, slug or alias in any case. */
  category?: string | undefined;
  /**
   * Words in any order, each matching a number, the vehicle, the category, the brand, the name or
   * the description (docs/decisions/045); also the whole query as a part number typed with any
   * spacing and punctuation, or the start of an OE number or cross reference.
   */
  q?: string | undefined;
  /** Only parts that fit this vehicle make (name, slug or alias), … */
  make?: string | undefined;
  /** … this model of it (any spelling modelKey reads alike; ignored without a make) … */
  model?: string | undefined;
  /** … in this model year (ignored without a make). */
  year?: number | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /**
   * Order of the whole result (before paging): name, part number, brand, or newest. Left out: by
   * relevance with `q` (docs/decisions/047), by name without.
   */
  sort?: ProductSort | undefined;
  /** Staff only (decision 085): this status or all; without a token, active only and this is refused. */
  status?: ProductStatusFilter | undefined;
  /** Staff only: the products an import created or updated (its history id). */
  importId?: number | undefined;
  /** Staff only: the products that lack this (a photo, a description…: docs/decisions/123). */
  missing?: ProductGap | undefined;
}

export const productStatusFilters = ["active", "draft", "archived", "all"] as const;
export type ProductStatusFilter = ProductStatus | "all";

/** POST /products/status (staff): the status for `ids`, an import's products or a brand's; exactly one. */
export interface ProductStatusRequest {
  status: ProductStatus;
  ids?: number[];
  importId?: number;
  brand?: string;
}

/** POST /products/status: how many products changed status (those that had it already are not counted). */
export interface ProductStatusAnswer {
  changed: number;
}

/**
 * What publishing would publish (decision 202): the drafts, less those needing a look, how many
 * categories they are in, how many brands get their first public products, and the count per category.
 * GET /products/status-summary (for `importId` or `brand`) answers it; an import's review carries it.
 */
export interface PublishCounts {
  products: number;
  categories: number;
  newBrands: number;
  perCategory: { slug: string; name: string; products: number }[];
}

/** A product of a review group, to open before publishing. */
export interface ReviewSample {
  id: number;
  name: string;
  partNumber: string;
  status: ProductStatus;
}

/** One group of an import's products: a category, a brand new on the site, or those needing a look. */
export interface ReviewGroup {
  kind: "category" | "brand" | "needs-look";
  slug: string;
  name: string;
  products: number;
  drafts: number;
  published: number;
  samples: ReviewSample[];
}

/** GET /imports/{id}/review: what the import puts, or would put, on the public site (decision 202). */
export interface ImportReview {
  importId: number;
  fileName: string;
  createdAt: string;
  /** Its products, archived ones aside, and how many of them are drafts. */
  products: number;
  drafts: number;
  categories: ReviewGroup[];
  newBrands: ReviewGroup[];
  needsLook: ReviewGroup;
  toPublish: PublishCounts;
}

export const importGroupActions = ["publish", "draft", "needs-look"] as const;
export type ImportGroupAction = (typeof importGroupActions)[number];
export type ImportGroup = { kind: "category" | "brand"; slug: string } | { kind: "needs-look" };

/** POST /imports/{id}/groups: one group of the import published, left as drafts or sent back to "needs a look". */
export type ImportGroupRequest = ImportGroup & { action: ImportGroupAction };

/** GET /products: one page of matches and how many there are in all. */
export interface ProductPage {
  products: Product[];
  total: number;
  /**
   * When `q` describes a fault ("AC not cooling", "AC thanda nahi karta"): which one, and the
   * categories of the parts that cause it, likeliest first, which the matches are kept to
   * (docs/decisions/141).
   */
  symptom?: { key: SymptomKey; categories: string[] };
}

/** GET /products/details/{idOrPartNumber}. */
export interface ProductDetails {
  product: Product;
}

/** DELETE /products/delete: the JSON body (or the query string). */
export interface DeleteProductRequest {
  id: number;
}

/** PUT /api/products/{id}/photos: the photos' keys in order, the main one first; one left out is removed. */
export interface ProductPhotosRequest {
  photos: string[];
}

export interface ProductPhotosAnswer {
  photos: ProductPhoto[];
}

// ---- Sign-in ----

/** POST /login: the JSON body. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /login: the session's bearer token. */
export interface LoginResponse {
  token: string;
}

// ---- Imports ----

/** A brand or category an import creates for a sheet value the mapping marks "new". */
export interface CreatedTerm {
  kind: "brand" | "category";
  slug: string;
  name: string;
}

/** POST /upload-excel: what the import did, or (dryRun) would do. */
export interface ImportSummary {
  message?: string;
  dryRun?: boolean;
  /** The committed import's number, for its review (GET /imports/{id}/review); absent on a dry run. */
  importId?: number;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Rows left out: by a "skip" value choice, or for their faults with onRowError "skip". */
  skipped?: SheetProblem[];
  /** Of those, rows whose words name no category (categoryFrom "words", decision 091). */
  outsideCatalogue?: number;
  /** Where the sheet's rows went: read, placed by category, needing a look, left out (decision 180). */
  rowCounts?: ImportRowCounts;
  /** The mapping used or guessed (also in a 400 for a readable file, with unknownValues). */
  mapping?: ImportMappingAnswer;
  unknownValues?: UnknownValues;
  /** A preview's updated products with what changes in each (the first 200). */
  changes?: ProductChanges[];
  /** The brands and categories the import created, or (dryRun) would create: values mapped to "new". */
  newTerms?: CreatedTerm[];
  /** Of the products created (or to be), how many are drafts, staff's only until published (decision 087). */
  drafts?: number;
  /** Without a `publish` choice: all drafts ("drafts"), none ("now"), or some ("suggested"). */
  defaultPublish?: PublishChoice | "suggested";
  readAs?: import("./import-samples.ts").ImportReadAs; // first products as they will read, notes counted
}

/**
 * Where an import's rows went (decision 180): every row read is placed in a category (imported),
 * needs a look (left out, listed in `skipped` with `mayBe`, for staff to give a category), or is
 * left out for another reason (another part, a "skip" choice, a fault with onRowError "skip").
 */
export interface ImportRowCounts {
  /** Product rows below the header: blank rows and group rows aside. */
  read: number;
  /** The rows imported, per category, most first. */
  placed: { slug: string; name: string; rows: number }[];
  needsLook: number;
  leftOut: number;
}

/** The upload's `publish` field: publish every product the import creates, or bring them all in as drafts. */
export const publishChoices = ["now", "drafts"] as const;
export type PublishChoice = (typeof publishChoices)[number];

/** GET /import-mappings: one mapping remembered for a header layout. */
export interface SavedMapping {
  id: number;
  name: string;
  headers: string[];
  mapping: ImportMappingRequest;
  createdAt: string;
  updatedAt: string;
}

/** PATCH /import-mappings/:id: the body. */
export interface RenameMappingRequest {
  name: string;
}

/** One field an import would change: as stored, and as the sheet has it ("" for empty). */
export interface FieldChange {
  field: ImportField;
  old: string;
  new: string;
}

export interface ProductChanges {
  partNumber: string;
  brand: string;
  name: string;
  changes: FieldChange[];
}

/** One fault of a refused sheet (POST /upload-excel, 400: `errors`). */
export interface SheetProblem {
  /** Spreadsheet row number; the header is row 1. */
  row: number;
  /** The header text as the sheet has it, or the canonical column name when the column is missing. */
  column: string;
  message: string;
  /**
   * Only on a row left out because its words do not surely name one category (decision 180): the
   * slugs of the categories it may be, for staff to choose from.
   */
  mayBe?: string[];
}

/** A later import that stands in the way of undoing an earlier one. */
export interface BlockingImport {
  id: number;
  createdAt: string;
  /** How many of the earlier import's products it changed. */
  products: number;
}

/** One committed spreadsheet import, as GET /imports lists it. */
export interface ImportEntry {
  id: number;
  createdAt: string;
  username: string;
  /** The sheet's file name; for a product changed by hand, its part number and name. */
  fileName: string;
  /** "sheet" for a spreadsheet import, "product" for one product added, edited or deleted by hand. */
  source: "sheet" | "product";
  replaceAll: boolean;
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  undoneAt: string | null;
  undoneBy: string | null;
  blockedBy: BlockingImport | null;
  /** The brands and categories the import created (undo removes those no product uses). */
  createdTerms: CreatedTerm[];
}

/** GET /imports: the query string. */
export interface ImportHistoryQuery {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** GET /imports. */
export interface ImportHistoryPage {
  imports: ImportEntry[];
  total: number;
}

/** POST /imports/{id}/undo. */
export interface UndoSummary {
  message?: string;
  removed: number;
  restored: number;
  /** Brands and categories the import had created, removed with it. */
  removedTerms?: CreatedTerm[];
  /** Ones it had created that products imported or added since still use: left as they are. */
  keptTerms?: (CreatedTerm & { products: number })[];
}

/** Why an undo was refused (POST /imports/{id}/undo, 409: `reason` and its details). */
export type UndoRefusal =
  | { reason: "blocked"; blockedBy: BlockingImport }
  | { reason: "already-undone" }
  /** A brand or category the import's products had was deleted since (decision 078). */
  | { reason: "term-deleted"; kind: "brand" | "category"; slug: string };

// ---- Photos ----

export interface MatchedPhoto {
  file: string;
  /** Part numbers (as typed) of the products that now show this photo. */
  partNumbers: string[];
}

export interface UnmatchedPhoto {
  file: string;
  reason: string;
}

/** One file of a refused photo upload (POST /upload-images, 400: `refused`). */
export interface RefusedFile {
  file: string;
  reason: string;
  /** A sentence about this file in particular, when `reason` is the general message. */
  detail?: string;
}

/** POST /upload-images. */
export interface ImageUploadSummary {
  message?: string;
  matched: MatchedPhoto[];
  unmatched: UnmatchedPhoto[];
}

// ---- Enquiries and subscribers ----

/** POST /enquiries: the JSON body, the contact form's fields. `website` is the honeypot. */
export interface EnquiryRequest {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  language?: string;
  website?: string;
}

/** POST /enquiries, 201. */
export interface EnquiryReceipt {
  message: string;
}

/** POST /enquiry-lists, 201: the reference the buyer quotes (Q-2611-0042). */
export interface EnquiryListReceipt {
  reference: string;
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
  /** An enquiry list's lines, in the buyer's order; empty for the contact form's. */
  lines: EnquiryLine[];
  /** Staff's last quote for the list, or null. */
  quote: EnquiryQuote | null;
}

export const quoteAvailabilities = ["in-stock", "2-3-days", "not-available"] as const;
export type QuoteAvailability = (typeof quoteAvailabilities)[number];

/**
 * PUT /enquiries/{id}/quote: per line of the list, in its order, a unit price in rupees and
 * availability; a line not available may offer another part instead, by its part number (or
 * "brand:part number" for a number two brands sell) and its own unit price.
 */
export interface EnquiryQuoteRequest {
  lines: {
    price: number;
    availability: QuoteAvailability;
    alternative?: { partNumber: string; price: number } | undefined;
  }[];
  /** Days the prices hold. */
  validityDays: number;
}

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

export const enquiryStatuses = ["new", "quoted", "replied", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** GET /enquiries?status=…: the list, and how many are new. */
export interface EnquiryList {
  enquiries: Enquiry[];
  newCount: number;
}

/** PATCH /enquiries/{id}. */
export interface EnquiryStatusRequest {
  status: EnquiryStatus;
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

// Brands and categories (docs/api.md, "Brands and categories").
/** A brand or category as GET/POST/PATCH /api/brands and /api/categories answer it (docs/api.md). */
export interface TermJson {
  slug: string;
  name: string;
  navLabel: string;
  aliases: string[];
  description: string;
  /** Name, menu label and description per language other than English, as staff wrote them (decision 155). */
  translations: TermTranslations;
  image: string | null;
  sortOrder: number;
  visible: boolean;
  /** A brand the menus show, in sortOrder (decision 183); always false for a category. */
  featured: boolean;
  /** Products use it and none is active: not public until one is published (decision 085). */
  onlyDrafts: boolean;
  productCount: number;
}

/** PATCH /brands/{slug}, /categories/{slug}: any subset of these, at least one. */
export type TermUpdateRequest = Partial<
  Pick<TermJson, "name" | "slug" | "navLabel" | "aliases" | "description" | "translations" | "visible" | "sortOrder">
>;

/** PATCH /brands/{slug} also takes whether the menus feature the brand (decision 183). */
export type BrandUpdateRequest = TermUpdateRequest & Partial<Pick<TermJson, "featured">>;

/** POST /brands, /categories: the name, and any other field PATCH takes but featured. */
export type TermCreateRequest = TermUpdateRequest & { name: string };

/** PUT /brands/order, /categories/order: every slug once, first shown first. */
export interface TermOrderRequest {
  slugs: string[];
}

// ---- The back office (docs/api.md, "Staff back office") ----

/**
 * One refused field of a query string, JSON body or form ("" for the whole input), as a 400's
 * `errors` lists it: every strict input, POST/PATCH /products and the account calls.
 */
export interface FieldProblem {
  field: string;
  message: string;
}

/** GET /admins: one staff account. */
export interface StaffAccount {
  username: string;
  createdAt: string;
  /** The first account: it manages the others and cannot be removed from the browser. */
  owner: boolean;
}

/** GET /admins. */
export interface StaffAccounts {
  admins: StaffAccount[];
  me: { username: string; owner: boolean };
}

/** POST /admins. */
export interface NewStaffAccountRequest {
  username: string;
  password: string;
}

/** POST /admins/{username}/password; oldPassword for one's own account. */
export interface PasswordChangeRequest {
  password: string;
  oldPassword?: string | undefined;
}

/** `GET /api/demand?days=`: the staff's Demand report (docs/decisions/122). */
export const demandWindows = [7, 30, 90] as const;
export type DemandWindow = (typeof demandWindows)[number];

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

/** `POST /api/demand/not-stocked`: leaves a search or a part number out of the report. */
export interface NotStockedRequest {
  kind: "search" | "number";
  subject: string;
}

/** What an active product may lack; the staff products table filters by it (`missing=`). */
export const productGaps = ["photo", "description", "fitment", "oe", "specs", "placeholder-name"] as const;
export type ProductGap = (typeof productGaps)[number];

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

// Specification fields (docs/api.md, "Specification fields"; docs/decisions/100).
/** A category's specification field as GET/POST/PATCH /api/spec-fields answer it. */
export type SpecFieldJson = import("#app/catalogue/spec-fields.ts").SpecField;

/** GET /spec-fields. */
export interface SpecFieldList {
  fields: SpecFieldJson[];
}

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
