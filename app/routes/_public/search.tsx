import { data, Form, Link, useSubmit } from "react-router";
import { z } from "zod";
import type { SymptomKey } from "#app/catalogue/search-symptoms.ts";
import { FitDetailQuestionBox } from "#app/components/fit-detail-question.tsx";
import { closestSearch, NoResult, ResultCard } from "#app/components/no-result.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { applyOnVehicleChange, filledParams, VehicleFields } from "#app/components/vehicle-fields.tsx";
import { CarPageLinks, chosenCar } from "#app/components/vehicles/car-page-links.tsx";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { searchSymptomsTexts, symptomTextKey } from "#app/i18n/texts/search-symptoms.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { demandHeader, passDemandHeader } from "#app/server/demand/demand-events.server.ts";
import { finderDemand, searchDemand } from "#app/server/demand/page-demand.server.ts";
import { addressText, pageNumber } from "#app/server/listings/address-query.server.ts";
import { LISTING_PAGE_SIZE } from "#app/server/listings/listing.server.ts";
import { loadVehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";
import { closestTo } from "#app/server/search/closest.server.ts";
import { listProducts } from "#app/server/search/list-products.server.ts";
import { matchCatalogueNames, searchSuggestions } from "#app/server/search/suggestions.server.ts";
import { vehiclesNamedBy } from "#app/server/vehicles/named-vehicles.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/search";

const searchQuerySchema = z.object({
  // A control character can be no part of a search (decision 079): such a query searches for nothing.
  q: addressText("The search text"),
  page: pageNumber,
  suggest: z.string().optional(),
  /** `none`: the parts that list no vehicle, which the finder cannot find. */
  fits: z.enum(["none"]).optional().catch(undefined),
});

/**
 * The whole-catalogue search (`/search?q=`), and the parts that fit a vehicle
 * (`/search?make=&model=&year=`, where the home page's makes lead), server-rendered. With
 * `?suggest=1` the same loader answers the search dialog's instant suggestions and its vehicle
 * models as data, so there is one search to maintain.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { q, page, suggest, fits } = searchQuerySchema.parse(Object.fromEntries(url.searchParams));
  const { db } = getAppContext(context);
  const language = languageFromPath(url.pathname);
  const vehicle = await loadVehicleChoice(db, url, { countWithoutVehicle: !suggest });
  if (suggest) {
    return {
      kind: "suggestions" as const,
      q,
      suggestions: await searchSuggestions(db, q, language),
      vehicle: vehicle.choice,
    };
  }
  const withoutVehicle = fits === "none";
  const searching = q !== "" || vehicle.choice.make !== null || withoutVehicle;
  const result = searching
    ? await listProducts(db, {
        q: q || undefined,
        ...vehicle.filters,
        withoutVehicle: withoutVehicle || undefined,
        limit: LISTING_PAGE_SIZE,
        offset: (page - 1) * LISTING_PAGE_SIZE,
      })
    : { products: [], total: 0 };
  // A search that found nothing shows what comes closest instead of an empty page.
  const closest = result.total === 0 && page === 1 ? ((await closestTo(db, q, vehicle.filters)) ?? null) : null;
  const shown = { language, results: result.total, page };
  const demand = [...(q ? await searchDemand(db, { q, ...shown }) : []), ...finderDemand(vehicle.choice, shown)];
  return data(
    {
      kind: "results" as const,
      q,
      page,
      pageCount: Math.max(1, Math.ceil(result.total / LISTING_PAGE_SIZE)),
      ...result,
      ...matchCatalogueNames(await loadTaxonomy(db), q, language),
      vehicle: vehicle.choice,
      // The car pages the words name ("creta compressor"), linked above the results (issue 44).
      namedVehicles: q ? await vehiclesNamedBy(db, q) : [],
      withoutVehicle,
      closest,
    },
    { headers: demandHeader(demand) },
  );
}

export const headers = passDemandHeader;

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData?.kind === "results" ? args.loaderData : undefined;
  const title = data?.q
    ? "search.pageTitle"
    : data?.vehicle.label
      ? "search.pageTitleVehicle"
      : data?.withoutVehicle
        ? "search.pageTitleWithoutVehicle"
        : "search.pageTitleCatalogue";
  return [
    ...pageMeta(
      args,
      title,
      "search.pageDescription",
      { q: data?.q ?? "", vehicle: data?.vehicle.label ?? "" },
      finderTexts,
    ),
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = finderTexts.useTexts();
  const submit = useSubmit();
  if (loaderData.kind !== "results") return null;
  const { q, products, total, page, pageCount, brands, categories, vehicle, withoutVehicle, closest, symptom } =
    loaderData;
  const to = (path: string) => localizePath(path, language);
  const searching = q !== "" || vehicle.make !== null || withoutVehicle;
  // Each form carries the other's choice, so a text search keeps the vehicle and the other way round.
  const vehicleParams = { make: vehicle.make, model: vehicle.model, year: vehicle.year, ...vehicle.details };
  const pageParams = new URLSearchParams(
    Object.entries({ q: q || null, ...vehicleParams }).flatMap(([name, value]) =>
      value === null || value === undefined ? [] : [[name, String(value)]],
    ),
  );
  return (
    <>
      <PageBanner title={t("search.heading")} compact>
        <Form method="get" className="mt-4 max-w-2xl sm:mt-6" role="search">
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
              value === null || value === undefined ? null : (
                <input key={name} type="hidden" name={name} value={value} />
              ),
            )}
          </SearchField>
        </Form>
      </PageBanner>
      <section className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        {/* On a phone the results come first: with a search under way the finder folds away. */}
        <details
          open={!searching || vehicle.make !== null}
          className="group mb-6 max-w-3xl rounded-xl ring-1 ring-slate-200"
        >
          <summary className="cursor-pointer px-5 py-3 font-semibold text-brand-800 group-open:sr-only">
            {t("finder.title")}
          </summary>
          <Form
            method="get"
            className="p-5"
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
            {vehicle.withoutVehicle ? (
              <p className="mt-3 text-sm text-slate-700">
                <Link
                  to={to("/search?fits=none")}
                  className="font-medium text-brand-700 underline"
                  data-testid="without-vehicle"
                >
                  {t("search.withoutVehicle", { count: vehicle.withoutVehicle })}
                </Link>
              </p>
            ) : null}
          </Form>
        </details>
        {q ? <h2 className="text-xl font-semibold">{t("search.resultsFor", { q })}</h2> : null}
        {symptom ? <SymptomReason symptom={symptom.key} /> : null}
        {vehicle.label ? (
          <h2 className="mt-2 text-xl font-semibold">{t("finder.partsFor", { vehicle: vehicle.label })}</h2>
        ) : null}
        <CarPageLinks cars={vehicle.model ? chosenCar(vehicle) : loaderData.namedVehicles} />
        <FitDetailQuestionBox vehicle={vehicle} params={pageParams} />
        {withoutVehicle ? <h2 className="mt-2 text-xl font-semibold">{t("search.withoutVehicleHeading")}</h2> : null}
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
          <p role="status" className="mt-3 text-sm font-medium text-slate-700">
            {t("listing.showingProducts", { count: total })}
          </p>
        ) : null}
        {searching && products.length === 0 ? (
          <NoResult
            q={q}
            closest={closest}
            seeAllHref={closest ? to(`/search?${closestSearch(closest, vehicle)}`) : null}
            askFor={vehicle.label ?? undefined}
          />
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" data-testid="results">
            {products.map((product, index) => (
              <ResultCard key={product.id} product={product} eager={index < 4} />
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </section>
    </>
  );
}

/** Why a search for a fault shows these parts (docs/decisions/141). */
function SymptomReason({ symptom }: { symptom: SymptomKey }) {
  const { t } = searchSymptomsTexts.useTexts();
  return (
    <p
      className="mt-3 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-amber-200"
      data-testid="symptom-reason"
    >
      {t(symptomTextKey(symptom))}
    </p>
  );
}
