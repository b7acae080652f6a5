import { z } from "zod";
import type { ProductStatus } from "#app/catalogue/product.ts";
import type {
  ImportField,
  ImportMappingAnswer,
  ImportMappingRequest,
  UnknownValues,
} from "#app/forms/import-mapping.ts";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import { recordIdSchema } from "#app/forms/record-id.ts";
import type { ImportReadAs } from "#app/utils/import-samples.ts";

/**
 * The import calls (docs/api.md, docs/import-format.md): the schemas the server reads their query
 * strings, forms and bodies through, and what they answer: an import's summary, the history, an undo.
 */

/** The upload's `publish` field: publish every product the import creates, or bring them all in as drafts. */
export const publishChoices = ["now", "drafts"] as const;
export type PublishChoice = (typeof publishChoices)[number];

/** POST /upload-excel: the query string (`dryRun` previews without writing). */
export const uploadQuery = z.strictObject({ dryRun: z.enum(["1", "true", "0", "false"]).optional() });

/** POST /upload-excel: the form's one text field, the mapping as JSON text, and the publish choice. */
export const uploadFields = z.strictObject({
  mapping: z.string().optional(),
  // Publish what the import creates, or bring it all in as drafts (decision 087); left out, the rule.
  publish: z.enum(publishChoices).optional(),
});

/** GET /imports: the query string. */
export const importsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ImportHistoryQuery = Partial<z.output<typeof importsQuery>>;

/** The longest name a saved mapping may have. */
export const MAX_MAPPING_NAME = 120;

/** PATCH /import-mappings/{id}: the body. */
export const renameMappingBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1)
    .max(MAX_MAPPING_NAME)
    .check(noControlCharacters({ label: "The name" })),
});
export type RenameMappingRequest = z.input<typeof renameMappingBody>;

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
  readAs?: ImportReadAs; // first products as they will read, notes counted
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

/** GET /import-mappings: one mapping remembered for a header layout. */
export interface SavedMapping {
  id: number;
  name: string;
  headers: string[];
  mapping: ImportMappingRequest;
  createdAt: string;
  updatedAt: string;
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

const termSlug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .check(noControlCharacters({ label: "The slug" }));

export const GROUP_NEEDS =
  'Send "kind" ("category" with its "slug", "brand" with its "slug", or "needs-look") and "action" (publish, draft or needs-look).';
/** POST /imports/{id}/groups: the body. */
export const importGroupBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.enum(["category", "brand"]), slug: termSlug, action: z.enum(importGroupActions) }),
  z.strictObject({ kind: z.literal("needs-look"), action: z.enum(importGroupActions) }),
]) satisfies z.ZodType<ImportGroupRequest>;

/** POST /imports/{id}/groups: how many products changed, and the review as it is now. */
export interface ImportGroupAnswer {
  changed: number;
  review: ImportReview;
}

export const SUMMARY_NEEDS = "Send exactly one of importId or brand.";
/** GET /products/status-summary: what publishing all of an import or of a brand would publish. */
export const publishSummaryQuery = z
  .strictObject({ importId: recordIdSchema.optional(), brand: termSlug.optional() })
  .refine((query) => (query.importId === undefined) !== (query.brand === undefined));
