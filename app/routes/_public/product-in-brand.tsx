import { useLocation } from "react-router";
import { isPartNumberChoice, PartNumberChoicePage } from "#app/components/part-number-choice.tsx";
import { ProductDetail } from "#app/components/product-detail.tsx";
import { ProductErrorBoundary, productMeta } from "#app/components/product-page.tsx";
import { getAppContext } from "#app/server/context.server.ts";
import { loadProductPage } from "#app/server/product-page.server.ts";
import type { Route } from "./+types/product-in-brand";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadProductPage(getAppContext(context).db, url, { brand: params.brand }, params.partNumber);
}

export const meta: Route.MetaFunction = (args) => productMeta(args);

export default function ProductInBrand({ loaderData }: Route.ComponentProps) {
  const pathname = useLocation().pathname;
  if (isPartNumberChoice(loaderData)) return <PartNumberChoicePage data={loaderData} />;
  return <ProductDetail data={loaderData} pathname={pathname} />;
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
