import type { Request } from "express";
import { specFieldListQuery } from "#app/api/spec-fields.ts";
import { createSpecFieldSchema, updateSpecFieldSchema } from "#app/forms/spec-field.ts";
import {
  createSpecField,
  deleteSpecField,
  loadSpecFields,
  SpecFieldRefusal,
  updateSpecField,
} from "#app/server/catalogue/spec-fields.server.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { ApiError, refusalsAs, sendOk } from "../respond.ts";
import { type ApiRoute, route, sessionAdmin } from "../route.ts";

/**
 * /api/spec-fields (docs/api.md, "Specification fields"; docs/decisions/100): every category's
 * specification fields, public to read; staff add, change and remove them without code.
 */

function idParam(req: Request): number {
  return recordIdInPath(req.params.id, "Not found");
}

const refusals = refusalsAs(SpecFieldRefusal);

export const specFieldRoutes: ApiRoute[] = [
  route({
    method: "GET",
    path: "/spec-fields",
    access: "public",
    query: specFieldListQuery,
    invalidQuery: "Invalid query: category is a category's name or slug.",
    cacheControl: "no-cache",
    handle: async ({ res, deps, query }) => {
      const fields = await loadSpecFields(deps.db);
      if (!query.category) return sendOk(res, { fields: fields.all });
      const category = (await loadTaxonomy(deps.db)).resolveCategory(query.category);
      if (!category) throw new ApiError(404, `No category is called "${query.category}".`);
      sendOk(res, { fields: fields.ofCategory(category.slug) });
    },
  }),
  route({
    method: "POST",
    path: "/spec-fields",
    access: "admin",
    body: createSpecFieldSchema,
    handle: async ({ res, deps, body }) => {
      const field = await refusals(() => createSpecField(deps.db, body));
      deps.logger.info("spec-field-created", { id: field.id, key: field.key, by: sessionAdmin(res).username });
      sendOk(res, { field }, 201);
    },
  }),
  route({
    method: "PATCH",
    path: "/spec-fields/:id",
    access: "admin",
    body: updateSpecFieldSchema,
    handle: async ({ req, res, deps, body }) => {
      const field = await refusals(() => updateSpecField(deps.db, idParam(req), body));
      deps.logger.info("spec-field-changed", { id: field.id, by: sessionAdmin(res).username });
      sendOk(res, { field });
    },
  }),
  route({
    method: "DELETE",
    path: "/spec-fields/:id",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      const id = idParam(req);
      await refusals(() => deleteSpecField(deps.db, id));
      deps.logger.info("spec-field-deleted", { id, by: sessionAdmin(res).username });
      sendOk(res);
    },
  }),
];
