import type { Request } from "express";
import type { TermJson } from "#app/api/taxonomy.ts";
import { termListQuery } from "#app/api/taxonomy.ts";
import { isListed, type TaxonomyKind, type TaxonomyTerm } from "#app/catalogue/taxonomy.ts";
import {
  createTermSchema,
  reorderTermsSchema,
  termSlugSchema,
  updateBrandSchema,
  updateTermSchema,
} from "#app/forms/taxonomy-term.ts";
import { loadTaxonomy, productCounts, termsOf } from "#app/server/catalogue/taxonomy.server.ts";
import {
  createTerm,
  deleteTerm,
  reorderTerms,
  setTermImage,
  TaxonomyRefusal,
  updateTerm,
} from "#app/server/catalogue/taxonomy-writes.server.ts";
import { removeStandaloneImage, storeStandaloneImage } from "#app/server/media/media-files.server.ts";
import { isImageRefusal, processImage } from "#app/server/media/process-image.server.ts";
import { asOneWriter } from "../import-busy.ts";
import { readOnePhoto } from "../multipart.ts";
import { requireAdminFor } from "../require-admin.ts";
import { ApiError, refusalsAs, sendOk } from "../respond.ts";
import { type ApiDependencies, type ApiRoute, route, sessionAdmin } from "../route.ts";

/**
 * /api/brands and /api/categories (docs/api.md): the public list, and the staff calls to add,
 * change, reorder, delete and picture them. The same calls for both kinds.
 */

/** A term as the API answers it: the fields POST and PATCH take, its picture and product count. */
function termJson(term: TaxonomyTerm, productCount: number): TermJson {
  return {
    slug: term.slug,
    name: term.name,
    navLabel: term.navLabel.en,
    aliases: term.aliases,
    description: term.description.en,
    translations: term.translations,
    image: term.image,
    sortOrder: term.sortOrder,
    visible: term.visible,
    featured: term.featured,
    onlyDrafts: term.onlyDrafts,
    productCount,
  };
}

function slugParam(req: Request): string {
  const parsed = termSlugSchema.safeParse(req.params.slug);
  if (!parsed.success) throw new ApiError(404, "Not found");
  return parsed.data;
}

/** A refusal of the writes (unknown slug, taken name, products left) as the API's answer. */
const refusals = refusalsAs(TaxonomyRefusal);

/**
 * A brand or category change, as the catalogue's one writer (decision 198): an import creates and
 * renames them too, so while one runs, here or on another process, the change is refused with its 409.
 */
function written<T>(deps: ApiDependencies, work: () => Promise<T>): Promise<T> {
  return asOneWriter(deps.imports, "Save again", () => refusals(work));
}

function termRoutes(kind: TaxonomyKind, path: "/brands" | "/categories"): ApiRoute[] {
  const listKey = path.slice(1);
  const one = async (deps: ApiDependencies, slug: string): Promise<TermJson> => {
    const term = termsOf(await loadTaxonomy(deps.db), kind).find((item) => item.slug === slug);
    if (!term) throw new ApiError(404, "Not found");
    return termJson(term, (await productCounts(deps.db, kind)).get(slug) ?? 0);
  };

  return [
    route({
      method: "GET",
      path,
      access: "public",
      query: termListQuery,
      invalidQuery: 'Invalid query: all must be "1" (or left out).',
      cacheControl: "no-cache",
      handle: async ({ req, res, deps, query }) => {
        if (query.all) {
          await requireAdminFor(req, res, deps.db);
          res.set("Cache-Control", "no-store");
        }
        // Visitors see listed terms and their active products' counts (decisions 050, 085).
        const [snapshot, counts] = await Promise.all([
          loadTaxonomy(deps.db),
          productCounts(deps.db, kind, query.all ? "all" : "visible"),
        ]);
        const terms = termsOf(snapshot, kind).filter((term) => query.all || isListed(term));
        sendOk(res, { [listKey]: terms.map((term) => termJson(term, counts.get(term.slug) ?? 0)) });
      },
    }),
    route({
      method: "POST",
      path,
      access: "admin",
      body: createTermSchema,
      handle: async ({ res, deps, body }) => {
        const { slug } = await written(deps, () => createTerm(deps.db, kind, body));
        deps.logger.info(`${kind}-created`, { slug, by: sessionAdmin(res).username });
        sendOk(res, { [kind]: await one(deps, slug) }, 201);
      },
    }),
    route({
      method: "PUT",
      path: `${path}/order`,
      access: "admin",
      body: reorderTermsSchema,
      handle: async ({ res, deps, body }) => {
        await written(deps, () => reorderTerms(deps.db, kind, body.slugs));
        deps.logger.info(`${kind}-reordered`, { by: sessionAdmin(res).username });
        sendOk(res);
      },
    }),
    route({
      method: "PATCH",
      path: `${path}/:slug`,
      access: "admin",
      body: kind === "brand" ? updateBrandSchema : updateTermSchema,
      handle: async ({ req, res, deps, body }) => {
        const slug = slugParam(req);
        const { slug: newSlug } = await written(deps, () => updateTerm(deps.db, kind, slug, body));
        deps.logger.info(`${kind}-changed`, { slug, newSlug, by: sessionAdmin(res).username });
        sendOk(res, { [kind]: await one(deps, newSlug) });
      },
    }),
    route({
      method: "DELETE",
      path: `${path}/:slug`,
      access: "admin",
      handle: async ({ req, res, deps }) => {
        const slug = slugParam(req);
        await written(deps, () => deleteTerm(deps.db, kind, slug));
        deps.logger.info(`${kind}-deleted`, { slug, by: sessionAdmin(res).username });
        sendOk(res);
      },
    }),
    // The logo (brand) or illustration (category): one raster image, checked and resized like a
    // product photo. SVG is refused: it can carry scripts, and we do not sanitise it (decision 051).
    route({
      method: "PUT",
      path: `${path}/:slug/image`,
      access: "admin",
      body: "multipart",
      handle: async ({ req, res, deps }) => {
        const slug = slugParam(req);
        await one(deps, slug);
        const file = await readOnePhoto(req, "Please select an image.");
        const processed = await processImage(file);
        if (isImageRefusal(processed)) {
          throw new ApiError(400, processed.detail ? `${processed.reason}: ${processed.detail}` : processed.reason);
        }
        const src = await storeStandaloneImage(deps.media, processed);
        let previous: string | null;
        try {
          ({ previous } = await written(deps, () => setTermImage(deps.db, kind, slug, src)));
        } catch (error) {
          await removeStandaloneImage(deps.media, src);
          throw error;
        }
        await removeStandaloneImage(deps.media, previous);
        deps.logger.info(`${kind}-image-changed`, { slug, by: sessionAdmin(res).username });
        sendOk(res, { [kind]: await one(deps, slug) });
      },
    }),
    route({
      method: "DELETE",
      path: `${path}/:slug/image`,
      access: "admin",
      handle: async ({ req, res, deps }) => {
        const slug = slugParam(req);
        const { previous } = await written(deps, () => setTermImage(deps.db, kind, slug, null));
        await removeStandaloneImage(deps.media, previous);
        sendOk(res, { [kind]: await one(deps, slug) });
      },
    }),
  ];
}

export const taxonomyRoutes: ApiRoute[] = [...termRoutes("brand", "/brands"), ...termRoutes("category", "/categories")];
