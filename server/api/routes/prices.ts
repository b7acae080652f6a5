import {
  type BuyerGroupJson,
  categoryGstBody,
  createBuyerGroupBody,
  type GroupPriceAnswer,
  groupPriceQuery,
  type ProductPricesAnswer,
  updateBuyerGroupBody,
} from "#app/api/prices.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import {
  createBuyerGroup,
  deleteBuyerGroup,
  findBuyerGroup,
  type GroupWrite,
  listBuyerGroups,
  productPriceForGroup,
  updateBuyerGroup,
} from "#app/server/prices/buyer-groups.server.ts";
import { readProductPrices, setCategoryGstRate } from "#app/server/prices/product-prices.server.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { ApiError, sendOk } from "../respond.ts";
import { type ApiDependencies, route } from "../route.ts";

async function productIdentity(db: ApiDependencies["db"], value: unknown) {
  const id = recordIdInPath(value, "Product not found");
  const product = await db
    .selectFrom("products")
    .select(["brand_slug", "part_key", "category_slug"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!product) throw new ApiError(404, "Product not found");
  return product;
}

function groupWritten(result: GroupWrite): { group: BuyerGroupJson } {
  if (!result.ok) throw new ApiError(result.status, result.error);
  return { group: result.group };
}

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
      const product = await productIdentity(deps.db, req.params.id);
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

  route({
    method: "GET",
    path: "/products/:id/group-price",
    access: "admin",
    query: groupPriceQuery,
    cacheControl: "no-store",
    handle: async ({ req, res, deps, query }) => {
      const product = await productIdentity(deps.db, req.params.id);
      const group = await findBuyerGroup(deps.db, query.group);
      if (!group) throw new ApiError(404, "Buyer group not found.");
      const quantity = query.quantity ?? 1;
      const answer: GroupPriceAnswer = {
        group,
        quantity,
        price: (await productPriceForGroup(deps.db, product, group, quantity)) ?? null,
      };
      sendOk(res, answer);
    },
  }),
  route({
    method: "GET",
    path: "/buyer-groups",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      sendOk(res, { groups: await listBuyerGroups(deps.db) });
    },
  }),
  route({
    method: "POST",
    path: "/buyer-groups",
    access: "admin",
    body: createBuyerGroupBody,
    handle: async ({ res, deps, body }) => {
      sendOk(res, groupWritten(await createBuyerGroup(deps.db, body)), 201);
    },
  }),
  route({
    method: "PATCH",
    path: "/buyer-groups/:id",
    access: "admin",
    body: updateBuyerGroupBody,
    handle: async ({ req, res, deps, body }) => {
      const id = recordIdInPath(req.params.id, "Buyer group not found.");
      sendOk(res, groupWritten(await updateBuyerGroup(deps.db, id, body)));
    },
  }),
  route({
    method: "DELETE",
    path: "/buyer-groups/:id",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      const id = recordIdInPath(req.params.id, "Buyer group not found.");
      sendOk(res, groupWritten(await deleteBuyerGroup(deps.db, id)));
    },
  }),
];
