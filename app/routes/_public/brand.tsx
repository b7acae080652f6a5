import { data, redirect } from "react-router";
import { ListingErrorBoundary } from "#app/components/listing-error.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { ProductListing } from "#app/components/product-listing.tsx";
import { inLanguage, languageFromPath, localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { demandHeader, passDemandHeader } from "#app/server/demand/demand-events.server.ts";
import { listingDemand } from "#app/server/demand/page-demand.server.ts";
import { loadListing } from "#app/server/listings/listing.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/brand";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const brand = (await loadTaxonomy(db)).resolveBrand(params.brand);
  // One that only drafts use is not public yet (decision 085).
  if (!brand || brand.onlyDrafts) throw new Response("Not Found", { status: 404 });
  // /brands/mahle, /brands/Mahle-Behr and a former slug are the same page: send them to the one address.
  if (params.brand !== brand.slug) {
    throw redirect(`${localizePath(`/brands/${brand.slug}`, languageFromPath(url.pathname))}${url.search}`, 301);
  }
  const listing = await loadListing(db, { kind: "brand", brandSlug: brand.slug }, url);
  const demand = await listingDemand(db, url, listing, languageFromPath(url.pathname));
  return data(
    {
      brand: { name: brand.name, slug: brand.slug, description: brand.description, visible: brand.visible },
      listing,
    },
    { headers: demandHeader(demand) },
  );
}

export const headers = passDemandHeader;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [
        ...pageMeta(args, "brand.title", "brand.description", {
          brand: args.loaderData.brand.name,
          count: args.loaderData.listing.total,
        }),
        // A hidden brand's page still answers, for old links, but leaves search engines (decision 050).
        ...(args.loaderData.brand.visible ? [] : [{ name: "robots", content: "noindex, follow" }]),
      ]
    : [];

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { brand, listing } = loaderData;
  return (
    <>
      <PageBanner title={brand.name}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">
          {inLanguage(brand.description, language) || t("brand.intro", { brand: brand.name })}
        </p>
      </PageBanner>
      <ProductListing data={listing} scope={{ kind: "brand", brandSlug: brand.slug }} />
    </>
  );
}

export function ErrorBoundary() {
  return <ListingErrorBoundary />;
}
