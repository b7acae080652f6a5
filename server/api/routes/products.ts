import type { z } from "zod";
import {
  deleteProductFields,
  type ProductPhotosAnswer,
  type ProductStatusAnswer,
  photoOrderBody,
  productListQuery,
  productStatusBody,
} from "#app/api/products.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { templateWorkbook } from "#app/server/import/export-workbook.server.ts";
import {
  productGallery,
  removeUnusedGalleryPhotos,
  setGalleryOrder,
} from "#app/server/media/product-gallery.server.ts";
import { removeProductPhoto, replaceProductPhoto } from "#app/server/media/product-photo.server.ts";
import { deleteProductByHand, type Editor, productBodySchema, saveProduct } from "#app/server/product-editor.server.ts";
import { findProduct } from "#app/server/product-queries.server.ts";
import { type StatusTarget, setProductStatus } from "#app/server/product-status.server.ts";
import { listProducts } from "#app/server/search/list-products.server.ts";
import { acceptedEncodings } from "../../precompressed-assets.ts";
import { asOneWriter } from "../import-busy.ts";
import { readOnePhoto } from "../multipart.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { requireAdminFor, staffOf } from "../require-admin.ts";
import { ApiError, sendOk, takeApiTurn } from "../respond.ts";
import { type ApiDependencies, route, sessionAdmin } from "../route.ts";

const STATUS_NEEDS_ONE_TARGET = "Send the status and exactly one of ids, importId or brand.";
const DELETE_NEEDS_ID = "Send the id of the product to delete, in plain digits (such as 12).";

// A product's photos in staff's order (decision 151): their keys, the first the main one.
const PHOTOS_NEED_KEYS =
  'Send "photos": the keys of the product\'s photos in the order to show them, the main one first.';

function editorOf(res: Parameters<typeof sessionAdmin>[0]): Editor {
  const { adminId, username } = sessionAdmin(res);
  return { adminId, username };
}

function productIdParam(value: unknown): number {
  return recordIdInPath(value, "Product not found");
}

/** The products a status call names; an unknown brand or import, or an undone import, is refused. */
async function statusTarget(
  db: ApiDependencies["db"],
  body: z.output<typeof productStatusBody>,
): Promise<StatusTarget> {
  if (body.ids) return { ids: body.ids };
  if (body.brand !== undefined) {
    const brand = (await loadTaxonomy(db)).resolveBrand(body.brand);
    if (!brand) throw new ApiError(404, "Brand not found.");
    return { brand: brand.slug };
  }
  const importId = body.importId as number;
  const entry = await db.selectFrom("imports").select("undone_at").where("id", "=", importId).executeTakeFirst();
  if (!entry) throw new ApiError(404, "Import not found.");
  if (entry.undone_at) throw new ApiError(409, "This import was undone: it has no products to change.");
  return { importId };
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const productRoutes = [
  route({
    method: "GET",
    path: "/products",
    access: "public",
    query: productListQuery,
    invalidQuery:
      "Invalid query: limit must be 1 to 1000, offset 0 or more, year a whole number, sort one of name, partNumber, brand, newest, status one of active, draft, archived, all, missing one of photo, description, fitment, oe, specs, placeholder-name.",
    cacheControl: "no-cache",
    handle: async ({ req, res, deps, query }) => {
      if (query.status !== undefined || query.importId !== undefined || query.missing !== undefined) {
        await requireAdminFor(req, res, deps.db);
        res.set("Cache-Control", "no-store");
      }
      if (query.limit === undefined) {
        // The whole catalogue, which anyone may ask for (decision 034): a budget per address and
        // network, and a few answers at once, in turn (decision 171).
        const turn = await takeApiTurn(deps.wholeLists, req, res, {
          budget: (seconds) =>
            `Too many whole lists asked for just now. Wait ${seconds} s, or ask for pages with limit and offset.`,
          busy: (seconds) =>
            `Too many whole lists are being sent just now. Try again in ${seconds} s, or ask for pages with limit and offset.`,
        });
        if (!turn) return;
        // Built and gzipped off the main thread once per catalogue version; Express answers 304 to
        // its ETag, and the compression middleware leaves an answer already encoded alone.
        const list = await deps.wholeList(query);
        const gzip = acceptedEncodings(req.get("Accept-Encoding")).has("gzip");
        res.vary("Accept-Encoding").set("ETag", list.etag).type("application/json; charset=utf-8");
        if (gzip) res.set("Content-Encoding", "gzip");
        res.send(gzip ? list.gzip : list.body);
        return;
      }
      sendOk(res, await listProducts(deps.db, query));
    },
  }),
  route({
    method: "GET",
    path: "/products/export.xlsx",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      const workbook = await deps.exportCatalogue();
      const date = new Date().toISOString().slice(0, 10);
      res.set({
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="catalogue-${date}.xlsx"`,
      });
      res.send(workbook);
    },
  }),
  route({
    method: "GET",
    path: "/products/template.xlsx",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      res.set({
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": 'attachment; filename="catalogue-template.xlsx"',
      });
      const { brands, categories } = await loadTaxonomy(deps.db);
      res.send(templateWorkbook({ brands: brands.map((b) => b.name), categories: categories.map((c) => c.name) }));
    },
  }),
  // The spec's {productId}; a part number works too. Part numbers may hold "/": raw or URL-encoded.
  route({
    method: "GET",
    path: "/products/details/*idOrPartNumber",
    access: "public",
    cacheControl: "no-cache",
    handle: async ({ req, res, deps }) => {
      const segments = req.params.idOrPartNumber as unknown as string[];
      // Staff open drafts and archived products too (the preview); visitors active ones only.
      const staff = (await staffOf(req, deps.db)) !== undefined;
      if (staff) res.set("Cache-Control", "no-store");
      const product = await findProduct(deps.db, segments.join("/"), { prefer: "id", staff });
      if (!product) throw new ApiError(404, "Product not found");
      sendOk(res, { product });
    },
  }),
  // The id may come in the JSON body or in the query string, as the spec's client sends either.
  route({
    method: "DELETE",
    path: "/products/delete",
    access: "admin",
    query: deleteProductFields,
    body: deleteProductFields,
    invalidQuery: DELETE_NEEDS_ID,
    invalidBody: DELETE_NEEDS_ID,
    handle: async ({ res, deps, query, body }) => {
      const id = body.id ?? query.id;
      if (id === undefined) throw new ApiError(400, DELETE_NEEDS_ID);
      const deleted = await asOneWriter(deps.imports, "Save again", () =>
        deleteProductByHand(deps.db, editorOf(res), id),
      );
      if (!deleted) throw new ApiError(404, "Product not found");
      // Its rows went with it (on delete cascade); its extra photos go too (decision 151).
      await removeUnusedGalleryPhotos(deps.db, deps.media);
      deps.logger.info("product-deleted", { id, by: res.locals.admin?.username });
      sendOk(res);
    },
  }),
  // Publish, archive or restore (docs/decisions/085, 086): one transaction, one catalogue version.
  route({
    method: "POST",
    path: "/products/status",
    access: "admin",
    body: productStatusBody,
    invalidBody: STATUS_NEEDS_ONE_TARGET,
    handle: async ({ res, deps, body }) => {
      const answer: ProductStatusAnswer = await asOneWriter(deps.imports, "Try again", async () =>
        setProductStatus(deps.db, await statusTarget(deps.db, body), body.status),
      );
      deps.logger.info("product-status", { status: body.status, changed: answer.changed, by: editorOf(res).username });
      sendOk(res, answer);
    },
  }),
  // One product by hand (docs/decisions/052): the import's row schema, a history entry, undo.
  route({
    method: "POST",
    path: "/products",
    access: "admin",
    body: productBodySchema,
    handle: async ({ res, deps, body }) => {
      const result = await asOneWriter(deps.imports, "Save again", () => saveProduct(deps.db, editorOf(res), body));
      if (!result.ok) throw new ApiError(result.status, result.error, { errors: result.errors });
      deps.logger.info("product-added", { id: result.product.id, by: sessionAdmin(res).username });
      sendOk(res, { product: result.product }, 201);
    },
  }),
  ...(["PATCH", "PUT"] as const).map((method) =>
    // PATCH changes the fields sent; PUT is the same call for clients that only know PUT.
    route({
      method,
      path: "/products/:id",
      access: "admin",
      body: productBodySchema,
      handle: async ({ req, res, deps, body }) => {
        const id = productIdParam(req.params.id);
        const result = await asOneWriter(deps.imports, "Save again", () =>
          saveProduct(deps.db, editorOf(res), body, id),
        );
        if (!result.ok) throw new ApiError(result.status, result.error, { errors: result.errors });
        deps.logger.info("product-edited", { id, by: sessionAdmin(res).username });
        sendOk(res, { product: result.product });
      },
    }),
  ),
  route({
    method: "PUT",
    path: "/products/:id/image",
    access: "admin",
    body: "multipart",
    handle: async ({ req, res, deps }) => {
      const id = productIdParam(req.params.id);
      const file = await readOnePhoto(req, "Please choose a photo.");
      const result = await asOneWriter(deps.imports, "Save again", () =>
        replaceProductPhoto(deps.db, deps.media, editorOf(res), id, file),
      );
      if (!result.ok)
        throw new ApiError(result.status, result.error, result.refused ? { refused: result.refused } : {});
      deps.logger.info("product-photo-replaced", { id, by: sessionAdmin(res).username });
      sendOk(res, { product: result.product });
    },
  }),
  route({
    method: "GET",
    path: "/products/:id/photos",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ req, res, deps }) => {
      const id = productIdParam(req.params.id);
      const exists = await deps.db.selectFrom("products").select("id").where("id", "=", id).executeTakeFirst();
      if (!exists) throw new ApiError(404, "Product not found");
      const answer: ProductPhotosAnswer = { photos: await productGallery(deps.db, id) };
      sendOk(res, answer);
    },
  }),
  route({
    method: "PUT",
    path: "/products/:id/photos",
    access: "admin",
    body: photoOrderBody,
    invalidBody: PHOTOS_NEED_KEYS,
    handle: async ({ req, res, deps, body }) => {
      const id = productIdParam(req.params.id);
      const result = await asOneWriter(deps.imports, "Save again", () =>
        setGalleryOrder(deps.db, deps.media, id, body.photos),
      );
      if (!result.ok) throw new ApiError(result.status, result.error);
      deps.logger.info("product-photos-ordered", { id, photos: body.photos.length, by: sessionAdmin(res).username });
      const answer: ProductPhotosAnswer = { photos: result.photos };
      sendOk(res, answer);
    },
  }),
  route({
    method: "DELETE",
    path: "/products/:id/image",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      const id = productIdParam(req.params.id);
      const result = await asOneWriter(deps.imports, "Save again", () =>
        removeProductPhoto(deps.db, deps.media, editorOf(res), id),
      );
      if (!result.ok) throw new ApiError(result.status, result.error);
      deps.logger.info("product-photo-removed", { id, by: sessionAdmin(res).username });
      sendOk(res, { product: result.product });
    },
  }),
];
