import { data, useLocation } from "react-router";
import { isPartNumberChoice, PartNumberChoicePage } from "#app/components/part-number-choice.tsx";
import { ProductDetail } from "#app/components/product-detail.tsx";
import { ProductErrorBoundary, productMeta } from "#app/components/product-page.tsx";
import { languageFromPath } from "#app/i18n/language.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { demandHeader, passDemandHeader } from "#app/server/demand/demand-events.server.ts";
import { productViewDemand } from "#app/server/demand/page-demand.server.ts";
import { loadProductPage } from "#app/server/products/product-page.server.ts";
import type { Route } from "./+types/product-in-brand";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = await loadProductPage(getAppContext(context).db, url, { brand: params.brand }, params.partNumber);
  const demand = "product" in page ? productViewDemand(page.product.id, languageFromPath(url.pathname)) : [];
  return data(page, { headers: demandHeader(demand) });
}

export const headers = passDemandHeader;

export const meta: Route.MetaFunction = (args) => productMeta(args);

export default function ProductInBrand({ loaderData }: Route.ComponentProps) {
  const pathname = useLocation().pathname;
  if (isPartNumberChoice(loaderData)) return <PartNumberChoicePage data={loaderData} />;
  return <ProductDetail data={loaderData} pathname={pathname} />;
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
