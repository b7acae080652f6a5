import type { z } from "zod";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import type { acSystemSchema } from "#app/forms/ac-system.ts";
import type { createJobSchema, updateJobSchema } from "#app/forms/job.ts";
import type { createSpecFieldSchema, updateSpecFieldSchema } from "#app/forms/spec-field.ts";
import type {
  createTermSchema,
  reorderTermsSchema,
  updateBrandSchema,
  updateTermSchema,
} from "#app/forms/taxonomy-term.ts";
import type { AcSystemAnswer, AcSystemList } from "./ac-systems.ts";
import type { LoginResponse, loginBody, newAccountBody, passwordBody, StaffAccounts } from "./accounts.ts";
import type { CatalogueHealth, DemandReport, demandReportQuery, notStockedBody } from "./demand.ts";
import type {
  EnquiryList,
  EnquiryStatusAnswer,
  enquiryListQuery,
  enquiryStatusBody,
  QuoteAnswer,
  quoteBody,
  SubscriberList,
} from "./enquiries.ts";
import type {
  ImportGroupAnswer,
  ImportHistoryPage,
  ImportReview,
  ImportSummary,
  importGroupBody,
  importsQuery,
  PublishCounts,
  publishSummaryQuery,
  renameMappingBody,
  SavedMapping,
  UndoSummary,
  uploadQuery,
} from "./imports.ts";
import type { JobAnswer, JobList } from "./jobs.ts";
import type {
  BuyerGroupJson,
  categoryGstBody,
  createBuyerGroupBody,
  GroupPriceAnswer,
  groupPriceQuery,
  ProductPricesAnswer,
  updateBuyerGroupBody,
} from "./prices.ts";
import type {
  deleteProductFields,
  ImageUploadSummary,
  ProductDetails,
  ProductPage,
  ProductPhotosAnswer,
  ProductStatusAnswer,
  photoOrderBody,
  productListQuery,
  productStatusBody,
} from "./products.ts";
import type { SpecFieldAnswer, SpecFieldList, specFieldListQuery } from "./spec-fields.ts";
import type { BrandList, CategoryList, TermJson, termListQuery } from "./taxonomy.ts";

/**
 * The calls the staff area makes, as one table both ends read (decision 192): each call's method and
 * path (below /api, `:name` for a part of the path), the schemas its query string and JSON body go
 * through on the server (app/api/*.ts, which the server's routes declare), and what it answers. The
 * staff client (app/utils/staff-api.ts) takes a key of this table, so no call site names its own
 * answer type, and a query or body that the server's schema would refuse does not compile.
 *
 * Types only: the browser gets no schema from here. A query is typed as the server reads it (every
 * field optional: the address may leave any out); a body as the server's schema takes it.
 */
interface Call<Answer, Query extends z.ZodType | null = null, Body extends z.ZodType | null = null> {
  answer: Answer;
  query: Query;
  body: Body;
}

/** An answer that is `success` alone, or a sentence for people the staff area does not show. */
type Done = { message?: string };

/** A brand's or category's answer, keyed by its kind: `{ "brand": … }` or `{ "category": … }`. */
export type TermAnswer = Partial<Record<TaxonomyKind, TermJson>>;

/** A product's fields as the product form sends them; the server's schema lives with the product editor. */
type ProductFields = { readonly [field: string]: unknown };

export interface StaffEndpoints {
  "POST /login": Call<LoginResponse, null, typeof loginBody>;
  "POST /logout": Call<Done>;
  "GET /admins": Call<StaffAccounts>;
  "POST /admins": Call<Pick<StaffAccounts, "admins">, null, typeof newAccountBody>;
  "DELETE /admins/:username": Call<Pick<StaffAccounts, "admins">>;
  "POST /admins/:username/password": Call<Done, null, typeof passwordBody>;

  "GET /enquiries": Call<EnquiryList, typeof enquiryListQuery>;
  "PATCH /enquiries/:id": Call<EnquiryStatusAnswer, null, typeof enquiryStatusBody>;
  "PUT /enquiries/:id/quote": Call<QuoteAnswer, null, typeof quoteBody>;
  "GET /subscribers": Call<SubscriberList>;

  "POST /upload-excel": Call<ImportSummary, typeof uploadQuery>;
  "GET /imports": Call<ImportHistoryPage, typeof importsQuery>;
  "POST /imports/:id/undo": Call<UndoSummary>;
  "GET /imports/:id/review": Call<ImportReview>;
  "POST /imports/:id/groups": Call<ImportGroupAnswer, null, typeof importGroupBody>;
  "GET /import-mappings": Call<{ mappings: SavedMapping[] }>;
  "PATCH /import-mappings/:id": Call<Done, null, typeof renameMappingBody>;
  "DELETE /import-mappings/:id": Call<Done>;

  "GET /products": Call<ProductPage, typeof productListQuery>;
  "GET /products/details/:idOrPartNumber": Call<ProductDetails>;
  "POST /products": Call<ProductDetails, null, z.ZodType<ProductFields, ProductFields>>;
  "PATCH /products/:id": Call<ProductDetails, null, z.ZodType<ProductFields, ProductFields>>;
  "DELETE /products/delete": Call<Done, null, typeof deleteProductFields>;
  "POST /products/status": Call<ProductStatusAnswer, null, typeof productStatusBody>;
  "GET /products/status-summary": Call<PublishCounts, typeof publishSummaryQuery>;
  "GET /products/:id/photos": Call<ProductPhotosAnswer>;
  "PUT /products/:id/photos": Call<ProductPhotosAnswer, null, typeof photoOrderBody>;
  "PUT /products/:id/image": Call<ProductDetails>;
  "DELETE /products/:id/image": Call<ProductDetails>;
  "POST /upload-images": Call<ImageUploadSummary>;
  "GET /products/:id/prices": Call<ProductPricesAnswer>;
  "GET /products/:id/group-price": Call<GroupPriceAnswer, typeof groupPriceQuery>;
  "GET /buyer-groups": Call<{ groups: BuyerGroupJson[] }>;
  "POST /buyer-groups": Call<{ group: BuyerGroupJson }, null, typeof createBuyerGroupBody>;
  "PATCH /buyer-groups/:id": Call<{ group: BuyerGroupJson }, null, typeof updateBuyerGroupBody>;
  "DELETE /buyer-groups/:id": Call<{ group: BuyerGroupJson }>;
  "PUT /categories/:slug/gst-rate": Call<{ category: string; rate: number | null }, null, typeof categoryGstBody>;

  "GET /brands": Call<BrandList, typeof termListQuery>;
  "GET /categories": Call<CategoryList, typeof termListQuery>;
  "POST /brands": Call<TermAnswer, null, typeof createTermSchema>;
  "POST /categories": Call<TermAnswer, null, typeof createTermSchema>;
  "PATCH /brands/:slug": Call<TermAnswer, null, typeof updateBrandSchema>;
  "PATCH /categories/:slug": Call<TermAnswer, null, typeof updateTermSchema>;
  "PUT /brands/order": Call<Done, null, typeof reorderTermsSchema>;
  "PUT /categories/order": Call<Done, null, typeof reorderTermsSchema>;
  "DELETE /brands/:slug": Call<Done>;
  "DELETE /categories/:slug": Call<Done>;
  "PUT /brands/:slug/image": Call<TermAnswer>;
  "PUT /categories/:slug/image": Call<TermAnswer>;
  "DELETE /brands/:slug/image": Call<TermAnswer>;
  "DELETE /categories/:slug/image": Call<TermAnswer>;

  "GET /spec-fields": Call<SpecFieldList, typeof specFieldListQuery>;
  "POST /spec-fields": Call<SpecFieldAnswer, null, typeof createSpecFieldSchema>;
  "PATCH /spec-fields/:id": Call<SpecFieldAnswer, null, typeof updateSpecFieldSchema>;
  "DELETE /spec-fields/:id": Call<Done>;
  "GET /ac-systems": Call<AcSystemList>;
  "POST /ac-systems": Call<AcSystemAnswer, null, typeof acSystemSchema>;
  "PUT /ac-systems/:id": Call<AcSystemAnswer, null, typeof acSystemSchema>;
  "DELETE /ac-systems/:id": Call<Done>;

  "GET /jobs": Call<JobList>;
  "POST /jobs": Call<JobAnswer, null, typeof createJobSchema>;
  "PATCH /jobs/:slug": Call<JobAnswer, null, typeof updateJobSchema>;
  "DELETE /jobs/:slug": Call<Done>;

  "GET /demand": Call<{ report: DemandReport }, typeof demandReportQuery>;
  "POST /demand/not-stocked": Call<Done, null, typeof notStockedBody>;
  "GET /catalogue-health": Call<{ health: CatalogueHealth }>;
}

export type StaffEndpoint = keyof StaffEndpoints;

/** What a call answers on success (beside `success`). */
export type AnswerOf<E extends StaffEndpoint> = StaffEndpoints[E]["answer"];

/** The names of a path's `:parts`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOption<E extends StaffEndpoint> = [ParamNames<E>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<E>, string | number> };

type QueryOption<E extends StaffEndpoint> = StaffEndpoints[E]["query"] extends z.ZodType
  ? { query?: Partial<z.output<StaffEndpoints[E]["query"]>> }
  : { query?: undefined };

type BodyOption<E extends StaffEndpoint> = StaffEndpoints[E]["body"] extends z.ZodType
  ? { json: z.input<StaffEndpoints[E]["body"]> }
  : { json?: undefined };

/** What a call of this endpoint is given: its path's parts, its query string, its JSON body. */
export type CallInput<E extends StaffEndpoint> = ParamsOption<E> & QueryOption<E> & BodyOption<E>;

/** The method and the path of an endpoint's key, the path's `:parts` filled in (each encoded). */
export function endpointRequest(
  endpoint: StaffEndpoint,
  params: Readonly<Record<string, string | number>> | undefined,
): { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; path: string } {
  const [method, pattern] = endpoint.split(" ") as ["GET" | "POST" | "PATCH" | "PUT" | "DELETE", string];
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return { method, path };
}
