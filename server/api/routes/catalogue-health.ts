import type { CatalogueHealth } from "#app/api/demand.ts";
import { catalogueHealth } from "#app/server/catalogue/catalogue-health.server.ts";
import { sendOk } from "../respond.ts";
import { route } from "../route.ts";

export const catalogueHealthRoutes = [
  /** What the catalogue's own data lacks (decision 123); each count's list is `GET /products?missing=`. */
  route({
    method: "GET",
    path: "/catalogue-health",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      const health: CatalogueHealth = await catalogueHealth(deps.db);
      sendOk(res, { health });
    },
  }),
];
