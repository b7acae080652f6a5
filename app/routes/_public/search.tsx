import { Form, Link, useSubmit } from "react-router";
import { z } from "zod";
import { PageBanner } from "#app/components/page-banner.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ProductCard } from "#app/components/product-card.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { applyOnVehicleChange, filledParams, VehicleFields } from "#app/components/vehicle-fields.tsx";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { LISTING_PAGE_SIZE } from "#app/server/listing.server.ts";
import { listProducts } from "#app/server/product-queries.server.ts";
import { matchCatalogueNames, searchSuggestions } from "#app/server/search.server.ts";
import { loadVehicleChoice } from "#app/server/vehicle-choice.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/search";

const searchQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  suggest: z.string().optional(),
});

/**
 * The whole-catalogue search (`/search?q=`), and the parts that fit a vehicle
 * (`/search?make=&model=&year=`, where the home page's makes lead), server-rendered. With
 * `?suggest=1` the same loader answers the search dialog's instant suggestions and its vehicle
 * models as data, so there is one search to maintain.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { q, page, suggest } = searchQuerySchema.parse(Object.fromEntries(url.searchParams));
  const { db } = getAppContext(context);
  const language = languageFromPath(url.pathname);
  const vehicle = await loadVehicleChoice(db, url);
  if (suggest) {
    return {
      kind: "suggestions" as const,
      q,
      suggestions: await searchSuggestions(db, q, language),
      vehicle: vehicle.choice,
    };
  }
  const searching = q !== "" || vehicle.choice.make !== null;
  const result = searching
    ? await listProducts(db, {
        q: q || undefined,
        ...vehicle.filters,
        limit: LISTING_PAGE_SIZE,
        offset: (page - 1) * LISTING_PAGE_SIZE,
      })
    : { products: [], total: 0 };
  return {
    kind: "results" as const,
    q,
    page,
    pageCount: Math.max(1, Math.ceil(result.total / LISTING_PAGE_SIZE)),
    ...result,
    ...matchCatalogueNames(q, language),
    vehicle: vehicle.choice,
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "search.pageTitle", "search.pageDescription", { q: args.loaderData?.q ?? "" }),
  { name: "robots", content: "noindex, follow" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = finderTexts.useTexts();
  const submit = useSubmit();
  if (loaderData.kind !== "results") return null;
  const { q, products, total, page, pageCount, brands, categories, vehicle } = loaderData;
  const to = (path: string) => localizePath(path, language);
  const searching = q !== "" || vehicle.make !== null;
  // Each form carries the other's choice, so a text search keeps the vehicle and the other way round.
  const vehicleParams = { make: vehicle.make, model: vehicle.model, year: vehicle.year };
  return (
    <>
      <PageBanner title={t("search.heading")}>
        <Form method="get" className="mt-6 max-w-2xl" role="search">
          <SearchField
            tone="banner"
            id="search-page-q"
            label={t("search.label")}
            submitLabel={t("search.submit")}
            defaultValue={q}
            key={q}
            placeholder={t("search.placeholder")}
          >
            {Object.entries(vehicleParams).map(([name, value]) =>
              value === null ? null : <input key={name} type="hidden" name={name} value={value} />,
            )}
          </SearchField>
        </Form>
      </PageBanner>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <Form
          method="get"
          className="mb-8 max-w-3xl rounded-xl p-5 ring-1 ring-slate-200"
          onChange={(event) => {
            if (applyOnVehicleChange(event.target)) {
              submit(filledParams(event.currentTarget), { method: "get", preventScrollReset: true });
            }
          }}
          onSubmit={(event) => {
            event.preventDefault();
            submit(filledParams(event.currentTarget), { method: "get" });
          }}
        >
          {q ? <input type="hidden" name="q" value={q} /> : null}
          <VehicleFields choice={vehicle} compact />
          <button type="submit" className={buttonClass({ className: "mt-4" })}>
            {t("finder.submit")}
          </button>
        </Form>
        {q ? <h2 className="text-xl font-semibold">{t("search.resultsFor", { q })}</h2> : null}
        {vehicle.label ? (
          <h2 className="mt-2 text-xl font-semibold">{t("finder.partsFor", { vehicle: vehicle.label })}</h2>
        ) : null}
        {brands.length + categories.length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {brands.map((brand) => (
              <Link
                key={brand.slug}
                to={to(`/brands/${brand.slug}`)}
                className="rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                {t("search.brands")}: {brand.name}
              </Link>
            ))}
            {categories.map((category) => (
              <Link
                key={category.slug}
                to={to(`/categories/${category.slug}`)}
                className="rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                {t("search.categories")}: {category.name}
              </Link>
            ))}
          </div>
        ) : null}
        {searching ? (
          <p role="status" className="mt-5 text-sm font-medium text-slate-700">
            {t("listing.showingProducts", { count: total })}
          </p>
        ) : null}
        {searching && products.length === 0 ? (
          <div className="mt-8 rounded-xl bg-slate-50 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold">{t("listing.emptyTitle")}</h2>
            <p className="mt-2 text-slate-600">{t("listing.emptyText")}</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eager={index < 4}
                  label="brand"
                  href={productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </section>
    </>
  );
}
