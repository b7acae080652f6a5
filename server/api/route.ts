import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { SiteIdentity } from "#app/content/site.ts";
import type { LoginThrottle } from "#app/server/auth/login-throttle.server.ts";
import type { SessionAdmin } from "#app/server/auth/sessions.server.ts";
import type { WholeListJson } from "#app/server/catalogue/whole-list.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import type { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import type { ImportRunner } from "#app/server/import/import-runner.server.ts";
import type { FormLimits } from "#app/server/limits/form-limits.server.ts";
import type { MediaStore } from "#app/server/media/media-store.server.ts";
import type { ProductQuery } from "#app/server/search/list-products.server.ts";
import type { FairShare } from "../fair-share.ts";
import type { Logger } from "../request-log.ts";
import type { noFields } from "./respond.ts";

type NoFields = typeof noFields;

export interface ApiDependencies {
  db: Kysely<Database>;
  /** Where photos are stored: the media folder or the bucket (app/server/media/media-store.server.ts). */
  media: MediaStore;
  throttle: LoginThrottle;
  /** The enquiry and sign-up limits the pages count with too (decision 197). */
  forms: FormLimits;
  logger: Logger;
  /** List calls without `limit`: their budget per address and network, and their gate (server/fair-share.ts). */
  wholeLists: FairShare;
  /** The label scanner's lookups: the same. */
  scanLookups: FairShare;
  /** Runs imports one at a time off the main thread. */
  imports: ImportRunner;
  /** A list call's answer without `limit`: built off the main thread, once per catalogue version. */
  wholeList: (query: ProductQuery) => Promise<WholeListJson>;
  /** The catalogue as a workbook, made off the main thread. */
  exportCatalogue: () => Promise<Buffer>;
  /** Counts what buyers look for; absent when counting is off (DEMAND_COUNTING=false). */
  demand?: DemandCounter | undefined;
  /** The company's identity, for what the API writes in its name (a quote's message). */
  site: SiteIdentity;
}

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a handler gets: the request, its query and JSON body already read through their schemas. */
export interface ApiContext<Query, Body> {
  req: Request;
  res: Response;
  deps: ApiDependencies;
  query: Query;
  body: Body;
}

/**
 * One call of the API, declared: its method and path (Express syntax, below /api), who may make it,
 * the strict schemas of its query string and JSON body, and its handler. The router reads every
 * input through these schemas before the handler runs, so no call can skip the check. A call that
 * takes an upload declares `body: "multipart"` and reads its form with readUpload.
 */
export interface ApiRoute {
  method: ApiMethod;
  path: string;
  access: "public" | "admin";
  query?: z.ZodType;
  body?: z.ZodType | "multipart";
  /** The sentence for a query string that breaks its schema otherwise than by an unknown field. */
  invalidQuery?: string;
  /** The same for the JSON body. */
  invalidBody?: string;
  /** The answer's Cache-Control: no-cache (revalidate) for public reads, no-store for staff data. */
  cacheControl?: "no-cache" | "no-store";
  /** A JSON body larger than uploadLimits.maxJsonBytes this call takes (an enquiry list's lines). */
  maxJsonBytes?: number;
  /** The sentence of the 413 for a body over maxJsonBytes, where the generic one would not say what to do. */
  tooLarge?: string;
  handle: (context: ApiContext<unknown, unknown>) => Promise<void> | void;
}

interface RouteDefinition<Q extends z.ZodType, B extends z.ZodType | "multipart"> {
  method: ApiMethod;
  path: string;
  access: "public" | "admin";
  query?: Q;
  body?: B;
  invalidQuery?: string;
  invalidBody?: string;
  cacheControl?: "no-cache" | "no-store";
  maxJsonBytes?: number;
  tooLarge?: string;
  handle: (
    context: ApiContext<z.output<Q>, B extends z.ZodType ? z.output<B> : Record<string, never>>,
  ) => Promise<void> | void;
}

/** Declares a call, typing its handler's query and body from the schemas. */
export function route<Q extends z.ZodType = NoFields, B extends z.ZodType | "multipart" = NoFields>(
  definition: RouteDefinition<Q, B>,
): ApiRoute {
  return definition as unknown as ApiRoute;
}

/** The administrator whose session requireAdmin accepted. */
export function sessionAdmin(res: Response): SessionAdmin {
  return res.locals.admin as SessionAdmin;
}
