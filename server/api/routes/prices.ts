import { categoryGstBody, type ProductPricesAnswer } from "#app/api/prices.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { readProductPrices, setCategoryGstRate } from "#app/server/prices/product-prices.server.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { ApiError, sendOk } from "../respond.ts";
import { route } from "../route.ts";

/**
 * Prices are staff data (issue 46, docs/decisions/217): each call here is an administrator's, and
 * no public call or page reads the price tables (tests/integration/prices-never-public.test.ts).
 */
export const priceRoutes = [
  route({
    method: "GET",
    path: "/products/:id/prices",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ req, res, deps }) => {
      const id = recordIdInPath(req.params.id, "Product not found");
      const product = await deps.db
        .selectFrom("products")
        .select(["brand_slug", "part_key", "category_slug"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!product) throw new ApiError(404, "Product not found");
      const answer: ProductPricesAnswer = await readProductPrices(deps.db, product);
      sendOk(res, answer);
    },
  }),
  route({
    method: "PUT",
    path: "/categories/:slug/gst-rate",
    access: "admin",
    body: categoryGstBody,
    handle: async ({ req, res, deps, body }) => {
      const category = (await loadTaxonomy(deps.db)).resolveCategory(String(req.params.slug));
      if (!category) throw new ApiError(404, "Category not found.");
      await setCategoryGstRate(deps.db, category.slug, body.rate);
      sendOk(res, { category: category.slug, rate: body.rate });
    },
  }),
];
