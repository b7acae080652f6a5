import type { Request } from "express";
import { acSystemSchema } from "#app/forms/ac-system.ts";
import {
  AcSystemRefusal,
  createAcSystem,
  deleteAcSystem,
  listAcSystems,
  updateAcSystem,
} from "#app/server/vehicles/ac-systems.server.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { refusalsAs, sendOk } from "../respond.ts";
import { type ApiRoute, route, sessionAdmin } from "../route.ts";

/**
 * /api/ac-systems (docs/api.md, "AC system data"; docs/decisions/212): each car's refrigerant,
 * charge, oil and compressor, per make, model and years. Staff only: the public reads them on the
 * vehicle and product pages.
 */

function idParam(req: Request): number {
  return recordIdInPath(req.params.id, "Not found");
}

const refusals = refusalsAs(AcSystemRefusal);

export const acSystemRoutes: ApiRoute[] = [
  route({
    method: "GET",
    path: "/ac-systems",
    access: "admin",
    cacheControl: "no-cache",
    handle: async ({ res, deps }) => {
      sendOk(res, { systems: await listAcSystems(deps.db) });
    },
  }),
  route({
    method: "POST",
    path: "/ac-systems",
    access: "admin",
    body: acSystemSchema,
    handle: async ({ res, deps, body }) => {
      const system = await refusals(() => createAcSystem(deps.db, body));
      deps.logger.info("ac-system-created", { id: system.id, by: sessionAdmin(res).username });
      sendOk(res, { system }, 201);
    },
  }),
  route({
    method: "PUT",
    path: "/ac-systems/:id",
    access: "admin",
    body: acSystemSchema,
    handle: async ({ req, res, deps, body }) => {
      const system = await refusals(() => updateAcSystem(deps.db, idParam(req), body));
      deps.logger.info("ac-system-changed", { id: system.id, by: sessionAdmin(res).username });
      sendOk(res, { system });
    },
  }),
  route({
    method: "DELETE",
    path: "/ac-systems/:id",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      const id = idParam(req);
      await refusals(() => deleteAcSystem(deps.db, id));
      deps.logger.info("ac-system-deleted", { id, by: sessionAdmin(res).username });
      sendOk(res);
    },
  }),
];
