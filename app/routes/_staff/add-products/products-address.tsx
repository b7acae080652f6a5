import { redirect } from "react-router";
import { staffPath } from "#app/components/staff/staff-tabs.tsx";
import { languageFromPath } from "#app/i18n/language.ts";
import type { Route } from "./+types/products-address";

/**
 * /add-products/products: the Products tab's address is the spec's /add-products itself
 * (decision 191); this one, which reads as the other tabs' do, goes there with its query.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`${staffPath("products", languageFromPath(url.pathname))}${url.search}`);
}

export default function ProductsAddress() {
  return null;
}
