import {
  GROUP_NEEDS,
  type ImportGroupAnswer,
  type ImportReview,
  importGroupBody,
  type PublishCounts,
  publishSummaryQuery,
  SUMMARY_NEEDS,
} from "#app/api/imports.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { changeImportGroup } from "#app/server/import/import-groups.server.ts";
import { publishCounts, reviewImport } from "#app/server/import/import-review.server.ts";
import { asOneWriter } from "../import-busy.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { ApiError, sendOk } from "../respond.ts";
import { type ApiDependencies, route, sessionAdmin } from "../route.ts";

/**
 * Seeing before publishing (issue 40, docs/decisions/202): an import's review (its products per
 * category and per new brand), one group of it published, left as drafts or sent back to "needs a
 * look", and what publishing all of an import or a brand would publish, for its confirmation.
 */

/** The import the path names, when it can be reviewed: 404 for none, 409 once undone. */
async function reviewOf(deps: ApiDependencies, param: unknown): Promise<ImportReview> {
  const id = recordIdInPath(param, "Import not found.");
  const review = await reviewImport(deps.db, id);
  if (review.ok) {
    const { ok: _ok, ...answer } = review;
    return answer;
  }
  if (review.reason === "not-found") throw new ApiError(404, "Import not found.");
  throw new ApiError(409, "This import was undone: it has no products to review.");
}

export const importReviewRoutes = [
  route({
    method: "GET",
    path: "/imports/:id/review",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ req, res, deps }) => {
      sendOk(res, await reviewOf(deps, req.params.id));
    },
  }),
  route({
    method: "POST",
    path: "/imports/:id/groups",
    access: "admin",
    body: importGroupBody,
    invalidBody: GROUP_NEEDS,
    handle: async ({ req, res, deps, body }) => {
      const before = await reviewOf(deps, req.params.id);
      const groups = body.kind === "category" ? before.categories : body.kind === "brand" ? before.newBrands : [];
      if (body.kind !== "needs-look" && !groups.some((group) => group.slug === body.slug))
        throw new ApiError(404, `Import #${before.importId} has no ${body.kind} "${body.slug}" among its products.`);
      // Publishing writes the catalogue: never beside an import that writes it, on any process (the one writer).
      const { changed } = await asOneWriter(deps.imports, "Try again", () =>
        changeImportGroup(deps.db, before.importId, body, body.action),
      );
      deps.logger.info("import-group", {
        id: before.importId,
        group: body.kind === "needs-look" ? body.kind : `${body.kind}:${body.slug}`,
        action: body.action,
        changed,
        by: sessionAdmin(res).username,
      });
      const answer: ImportGroupAnswer = { changed, review: await reviewOf(deps, req.params.id) };
      sendOk(res, answer);
    },
  }),
  route({
    method: "GET",
    path: "/products/status-summary",
    access: "admin",
    query: publishSummaryQuery,
    invalidQuery: SUMMARY_NEEDS,
    cacheControl: "no-store",
    handle: async ({ res, deps, query }) => {
      let counts: PublishCounts;
      if (query.brand !== undefined) {
        const brand = (await loadTaxonomy(deps.db)).resolveBrand(query.brand);
        if (!brand) throw new ApiError(404, "Brand not found.");
        counts = await publishCounts(deps.db, (drafts) => drafts.where("brand_slug", "=", brand.slug));
      } else {
        counts = (await reviewOf(deps, String(query.importId))).toPublish;
      }
      sendOk(res, counts);
    },
  }),
];
