import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import { z } from "zod";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { checkCredentials } from "#app/server/auth/admins.server.ts";
import type { LoginThrottle } from "#app/server/auth/login-throttle.server.ts";
import { createSession, revokeSession, type SessionAdmin } from "#app/server/auth/sessions.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { listEnquiries, listSubscribers } from "#app/server/enquiries.server.ts";
import { submitEnquiry } from "#app/server/enquiry-submission.server.ts";
import { parseCatalogueSheet } from "#app/server/import/catalogue-sheet.server.ts";
import { catalogueWorkbook, templateWorkbook } from "#app/server/import/export-workbook.server.ts";
import { listImports, undoImport } from "#app/server/import/import-history.server.ts";
import { formatMegabytes } from "#app/server/import/xlsx-worker.ts";
import { addImagesToLibrary } from "#app/server/media/media-library.server.ts";
import {
  deleteProduct,
  findProduct,
  listProducts,
  listProductsForExport,
  productSorts,
  upsertProducts,
} from "#app/server/products.server.ts";
import { SlidingWindowLimiter } from "#app/server/rate-limit.server.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { clientAddress } from "../client-address.ts";
import type { Logger } from "../request-log.ts";
import { readMultipart } from "./multipart.ts";
import { bearerToken, requireAdmin } from "./require-admin.ts";
import { ApiError, sendError, sendOk, tooManyRequests } from "./respond.ts";

export interface ApiDependencies {
  db: Kysely<Database>;
  mediaDir: string;
  throttle: LoginThrottle;
  logger: Logger;
  /** Counts list calls without `limit` per address; see wholeListLimiter. */
  wholeLists: SlidingWindowLimiter;
}

/**
 * The spec's list call without a filter answers with the whole catalogue (the admin table reads it
 * that way), so anyone could ask for tens of thousands of rows in a loop. Calls without `limit` get a
 * budget per address (WHOLE_LISTS_PER_MINUTE); a client that pages with limit and offset is never counted.
 */
export function wholeListLimiter(perMinute: number): SlidingWindowLimiter {
  return new SlidingWindowLimiter({ windowMs: 60_000, max: perMinute });
}

const productQuerySchema = z.object({
  brand: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
  make: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z.enum(productSorts).optional(),
});

const loginSchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1000),
});

const deleteSchema = z.object({ id: z.coerce.number().int().positive() });

const importsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const importIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The JSON API of spec section 7, mounted at /api and /proxy/api. Every administrator call passes
 * requireAdmin first; handlers validate their input with zod and answer through sendOk/sendError.
 */
export function createApiRouter({ db, mediaDir, throttle, logger, wholeLists }: ApiDependencies): Router {
  const router = Router();
  const admin = requireAdmin(db);
  router.use(express.json({ limit: uploadLimits.maxJsonBytes }));

  router.get("/products", async (req, res) => {
    const query = productQuerySchema.safeParse(req.query);
    if (!query.success)
      throw new ApiError(
        400,
        "Invalid query: limit must be 1 to 1000, offset 0 or more, year a whole number, sort one of name, partNumber, brand, newest.",
      );
    if (query.data.limit === undefined) {
      const address = clientAddress(req);
      const waitMs = wholeLists.waitMs(address);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw tooManyRequests(
          res,
          seconds,
          `Too many whole lists asked for just now. Wait ${seconds} s, or ask for pages with limit and offset.`,
        );
      }
      wholeLists.record(address);
    }
    const { products, total } = await listProducts(db, query.data);
    res.set("Cache-Control", "no-cache");
    sendOk(res, { products, total });
  });

  router.get("/products/export.xlsx", admin, async (_req, res) => {
    const workbook = catalogueWorkbook(await listProductsForExport(db));
    const date = new Date().toISOString().slice(0, 10);
    res.set({
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="catalogue-${date}.xlsx"`,
      "Cache-Control": "no-store",
    });
    res.send(workbook);
  });

  router.get("/products/template.xlsx", admin, (_req, res) => {
    res.set({
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": 'attachment; filename="catalogue-template.xlsx"',
      "Cache-Control": "no-store",
    });
    res.send(templateWorkbook());
  });

  // The spec's {productId}; a part number works too. Part numbers may hold "/": raw or URL-encoded.
  router.get("/products/details/*idOrPartNumber", async (req, res) => {
    const segments = req.params.idOrPartNumber as unknown as string[];
    const product = await findProduct(db, segments.join("/"), { prefer: "id" });
    if (!product) throw new ApiError(404, "Product not found");
    res.set("Cache-Control", "no-cache");
    sendOk(res, { product });
  });

  router.post("/login", async (req, res) => {
    const body = loginSchema.safeParse(req.body ?? {});
    if (!body.success) throw new ApiError(400, "Username and password are required.");
    const { username, password } = body.data;
    const address = clientAddress(req);
    const attempt = throttle.begin(username, address);
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
      throw tooManyRequests(
        res,
        attempt.retryAfterSeconds,
        attempt.reason === "busy"
          ? "Too many sign-in attempts at once. Please try again."
          : `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      );
    }
    let adminId: number | undefined;
    try {
      adminId = await checkCredentials(db, username, password);
    } finally {
      attempt.finished();
    }
    if (adminId === undefined) {
      logger.info("sign-in-failed", { address });
      throw new ApiError(401, "Invalid username or password");
    }
    attempt.succeeded();
    const token = await createSession(db, adminId);
    res.set("Cache-Control", "no-store");
    sendOk(res, { token });
  });

  router.post("/logout", admin, async (req, res) => {
    await revokeSession(db, bearerToken(req) ?? "");
    sendOk(res);
  });

  router.post("/upload-excel", admin, async (req, res) => {
    const files = await readMultipart(req, {
      fileFields: ["excel"],
      maxFiles: 1,
      maxFileBytes: uploadLimits.spreadsheet.maxFileBytes,
      maxFields: uploadLimits.maxMultipartFields,
      tooLargeMessage: () => "The file is larger than 20 MB. Split the catalogue into smaller sheets.",
    });
    const file = files[0];
    if (!file || file.data.length === 0) throw new ApiError(400, "Please select an Excel file");
    const sheet = await parseCatalogueSheet(file.data);
    if (!sheet.ok) throw new ApiError(400, sheet.error, { errors: sheet.errors });
    const dryRun = req.query.dryRun === "1" || req.query.dryRun === "true";
    const { adminId, username } = res.locals.admin as SessionAdmin;
    const summary = await upsertProducts(db, sheet.rows, {
      dryRun,
      history: { adminId, username, fileName: file.name },
    });
    logger.info(dryRun ? "import-previewed" : "import-committed", { rows: sheet.rows.length, ...summary });
    sendOk(res, {
      message: dryRun ? "The sheet is valid. Nothing was changed yet." : "Successfully uploaded products",
      dryRun,
      rows: sheet.rows.length,
      ...summary,
    });
  });

  router.post("/upload-images", admin, async (req, res) => {
    const files = await readMultipart(req, {
      fileFields: ["images[]", "images"],
      maxFiles: uploadLimits.images.maxFiles,
      maxFileBytes: uploadLimits.images.maxFileBytes,
      maxFields: uploadLimits.maxMultipartFields,
      tooLargeMessage: (name) => `"${name}" is larger than 10 MB.`,
      total: {
        maxBytes: uploadLimits.images.maxRequestBytes,
        message: `The photos in one upload may add up to ${formatMegabytes(uploadLimits.images.maxRequestBytes)}. Send fewer at a time.`,
      },
    });
    if (files.length === 0) throw new ApiError(400, "Please select at least one image");
    const result = await addImagesToLibrary(db, mediaDir, files);
    if (!result.ok) throw new ApiError(400, result.error, { refused: result.refused });
    logger.info("images-added", { files: files.length, unmatched: result.unmatched.length });
    sendOk(res, { message: "Successfully uploaded images", matched: result.matched, unmatched: result.unmatched });
  });

  router.delete("/products/delete", admin, async (req, res) => {
    const body = deleteSchema.safeParse({ id: req.body?.id ?? req.query.id });
    if (!body.success) throw new ApiError(400, "Send the id of the product to delete.");
    if (!(await deleteProduct(db, body.data.id))) throw new ApiError(404, "Product not found");
    logger.info("product-deleted", { id: body.data.id, by: res.locals.admin?.username });
    sendOk(res);
  });

  router.get("/imports", admin, async (req, res) => {
    const query = importsQuerySchema.safeParse(req.query);
    if (!query.success) throw new ApiError(400, "Invalid query: limit must be 1 to 200, offset 0 or more.");
    res.set("Cache-Control", "no-store");
    sendOk(res, await listImports(db, query.data));
  });

  router.post("/imports/:id/undo", admin, async (req, res) => {
    const id = importIdSchema.safeParse(req.params.id);
    if (!id.success) throw new ApiError(404, "Import not found.");
    const { username } = res.locals.admin as SessionAdmin;
    const result = await undoImport(db, id.data, username);
    if (!result.ok) {
      if (result.reason === "not-found") throw new ApiError(404, "Import not found.");
      if (result.reason === "already-undone")
        throw new ApiError(
          409,
          `Import #${id.data} was already undone${result.undoneBy ? ` by ${result.undoneBy}` : ""} on ${result.undoneAt.slice(0, 10)}.`,
          {
            reason: result.reason,
            undoneAt: result.undoneAt,
            undoneBy: result.undoneBy,
          },
        );
      const { blockedBy } = result;
      throw new ApiError(
        409,
        `Import #${blockedBy.id} of ${blockedBy.createdAt.slice(0, 10)} changed ${blockedBy.products} of these products later; undo it first.`,
        { reason: result.reason, blockedBy },
      );
    }
    logger.info("import-undone", { id: id.data, by: username, removed: result.removed, restored: result.restored });
    sendOk(res, {
      message: "The import was undone.",
      removed: result.removed,
      restored: result.restored,
    });
  });

  router.post("/enquiries", async (req, res) => {
    const address = clientAddress(req);
    const result = await submitEnquiry(db, req.body ?? {}, address);
    if (result.ok) {
      sendOk(res, { message: contactTexts.translate("en", "contact.success", { name: result.name }) }, 201);
      return;
    }
    if (result.reason === "invalid") {
      throw new ApiError(400, "Please check the highlighted fields.", {
        fields: Object.fromEntries(
          Object.entries(result.fieldErrors).map(([field, key]) => [field, contactTexts.translate("en", key)]),
        ),
      });
    }
    if (result.reason === "rate-limited") {
      throw tooManyRequests(
        res,
        result.retryAfterSeconds,
        "You have sent several enquiries just now. Please wait a few minutes, or call us.",
      );
    }
    throw new ApiError(500, "Something went wrong on our side. Please try again.");
  });

  router.get("/enquiries", admin, async (_req, res) => {
    res.set("Cache-Control", "no-store");
    sendOk(res, { enquiries: await listEnquiries(db) });
  });

  router.get("/subscribers", admin, async (_req, res) => {
    res.set("Cache-Control", "no-store");
    sendOk(res, { subscribers: await listSubscribers(db) });
  });

  router.use((_req, _res) => {
    throw new ApiError(404, "Not found");
  });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) return sendError(res, error.status, error.message, error.extra);
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") return sendError(res, 413, "The request body is too large.");
    if (type === "entity.parse.failed") return sendError(res, 400, "The request body is not valid JSON.");
    logger.error("api-error", { message: (error as Error).message, stack: (error as Error).stack });
    sendError(res, 500, "Something went wrong on our side. Please try again.");
  });

  return router;
}
