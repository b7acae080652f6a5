import { redirect } from "react-router";
import { resolveBrand } from "#app/catalogue/resolve.ts";
import { ListingErrorBoundary } from "#app/components/listing-error.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { ProductListing } from "#app/components/product-listing.tsx";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { loadListing } from "#app/server/listing.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/brand";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const brand = resolveBrand(params.brand);
  if (!brand) throw new Response("Not Found", { status: 404 });
  // /brands/mahle and /brands/Mahle-Behr are the same page: send them to the one address.
  if (params.brand !== brand.slug) {
    throw redirect(`${localizePath(`/brands/${brand.slug}`, languageFromPath(url.pathname))}${url.search}`, 301);
  }
  const listing = await loadListing(getAppContext(context).db, { kind: "brand", brandSlug: brand.slug }, url);
  return { brand: { name: brand.name, slug: brand.slug, logo: brand.logo }, listing };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, "brand.title", "brand.description", {
        brand: args.loaderData.brand.name,
        count: args.loaderData.listing.total,
      })
    : [];

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, listing } = loaderData;
  return (
    <>
      <PageBanner title={brand.name}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">{t("brand.intro", { brand: brand.name })}</p>
      </PageBanner>
      <ProductListing data={listing} scope={{ kind: "brand", brandSlug: brand.slug }} />
    </>
  );
}

export function ErrorBoundary() {
  return <ListingErrorBoundary />;
}
