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
import type { Route } from "./+types/category";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const category = (await loadTaxonomy(db)).resolveCategory(params.category);
  // One that only drafts use is not public yet (decision 085).
  if (!category || category.onlyDrafts) throw new Response("Not Found", { status: 404 });
  if (params.category !== category.slug) {
    throw redirect(`${localizePath(`/categories/${category.slug}`, languageFromPath(url.pathname))}${url.search}`, 301);
  }
  const listing = await loadListing(db, { kind: "category", categorySlug: category.slug }, url);
  const demand = await listingDemand(db, url, listing, languageFromPath(url.pathname));
  return data(
    {
      category: {
        slug: category.slug,
        label: category.label,
        description: category.description,
        visible: category.visible,
      },
      listing,
    },
    { headers: demandHeader(demand) },
  );
}

export const headers = passDemandHeader;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const language = languageFromPath(args.location.pathname);
  return [
    ...pageMeta(args, "category.title", "category.description", {
      category: inLanguage(args.loaderData.category.label, language),
      count: args.loaderData.listing.total,
    }),
    // A hidden category's page still answers, for old links, but leaves search engines (decision 050).
    ...(args.loaderData.category.visible ? [] : [{ name: "robots", content: "noindex, follow" }]),
  ];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { category, listing } = loaderData;
  const label = inLanguage(category.label, language);
  return (
    <>
      <PageBanner title={label}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">
          {inLanguage(category.description, language) || t("category.intro", { category: label })}
        </p>
      </PageBanner>
      <ProductListing data={listing} scope={{ kind: "category", categorySlug: category.slug }} />
    </>
  );
}

export function ErrorBoundary() {
  return <ListingErrorBoundary />;
}
