import { Link, redirect } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { AskForWholeJob } from "#app/components/jobs/ask-for-whole-job.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { fitDetails, fitYears } from "#app/components/vehicle-fit-text.ts";
import { AcSystemCard } from "#app/components/vehicles/ac-system-card.tsx";
import { CarDrawing } from "#app/components/vehicles/car-drawing.tsx";
import { vehiclePath } from "#app/components/vehicles/vehicle-paths.ts";
import { whatsappLink } from "#app/content/site.ts";
import { inLanguage, languageFromPath, localizePath } from "#app/i18n/language.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { vehiclesTexts } from "#app/i18n/texts/vehicles.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { offeredJobs } from "#app/server/jobs/jobs.server.ts";
import { loadModelPage } from "#app/server/vehicles/vehicle-pages.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { notFoundMeta, pageMeta } from "#app/utils/seo.ts";
import { type RootData, useSite } from "#app/utils/site.ts";
import type { Route } from "./+types/vehicle-model";

/**
 * /vehicles/{make}/{model}: the model's generations and, in each, every public part that fits,
 * by category, with the years and details of its lines and the car's AC data (issue 44,
 * docs/decisions/210-213).
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const language = languageFromPath(url.pathname);
  const page = await loadModelPage(db, params.make, params.model);
  if (!page) throw new Response("Not Found", { status: 404 });
  if (params.make !== page.make.slug || params.model !== page.model.slug)
    throw redirect(vehiclePath(language, page.make.slug, page.model.name), 301);
  const years = {
    yearFrom: page.generations[0]?.yearFrom ?? null,
    yearTo: page.generations.at(-1)?.yearTo ?? null,
  };
  // Every job, asked for per generation: the car is the generation's (issue 44, decision 215).
  return { page, years, jobs: await offeredJobs(db, language) };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return notFoundMeta(args);
  const language = languageFromPath(args.location.pathname);
  const finder = (key: Parameters<typeof finderTexts.translate>[1], values?: Record<string, string | number>) =>
    finderTexts.translate(language, key, values);
  const { page } = data;
  const vehicle = `${page.make.name} ${page.model.name}`;
  const years = fitYears(data.years, finder) || vehiclesTexts.translate(language, "vehicles.allYears");
  const origin = (args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined)?.origin ?? "";
  const parts = page.generations.flatMap((generation) => generation.categories.flatMap((category) => category.parts));
  const unique = [...new Map(parts.map((part) => [`${part.brandSlug}/${part.partNumber}`, part])).values()];
  return [
    ...pageMeta(
      args,
      "vehicles.modelTitle",
      "vehicles.modelDescription",
      { vehicle, years, count: page.partCount },
      vehiclesTexts,
    ),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: vehiclesTexts.translate(language, "vehicles.modelHeading", { vehicle }),
        url: `${origin}${args.location.pathname}`,
        about: {
          "@type": "Car",
          name: vehicle,
          brand: { "@type": "Brand", name: page.make.name },
          model: page.model.name,
        },
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: unique.length,
          itemListElement: unique.map((part, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: part.name,
            url: `${origin}${productPath({ kind: "brand", brandSlug: part.brandSlug }, part.partNumber, language)}`,
          })),
        },
      },
    },
  ];
};

export default function VehicleModelPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = vehiclesTexts.useTexts();
  const finder = finderTexts.useTexts().t;
  const site = useSite();
  const { page } = loaderData;
  const vehicle = `${page.make.name} ${page.model.name}`;
  const yearsOf = (range: Parameters<typeof fitYears>[0]) => fitYears(range, finder) || t("vehicles.allYears");
  return (
    <>
      <PageBanner title={t("vehicles.modelHeading", { vehicle })}>
        <Breadcrumb
          items={[
            { label: t("breadcrumb.home"), to: localizePath("/", language) },
            { label: t("vehicles.breadcrumb"), to: vehiclePath(language) },
            { label: page.make.name, to: vehiclePath(language, page.make.slug) },
            { label: page.model.name },
          ]}
        />
        <div className="mt-5 flex items-center gap-4">
          <CarDrawing
            label={t("vehicles.drawing", { make: page.make.name, model: page.model.name })}
            className="h-14 w-32 shrink-0 text-slate-300"
          />
          <p className="text-lg text-slate-200">
            {yearsOf(loaderData.years)} · {t("vehicles.parts", { count: page.partCount })}
          </p>
        </div>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {page.generations.length > 1 ? (
          <nav aria-labelledby="generations-heading" className="mb-6">
            <h2 id="generations-heading" className="text-sm font-semibold text-slate-700 uppercase">
              {t("vehicles.generations")}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {page.generations.map((generation) => (
                <li key={generation.key}>
                  <a
                    href={`#years-${generation.key}`}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
                  >
                    {yearsOf(generation)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="max-w-3xl text-sm text-slate-700" data-testid="year-rule">
          {t("vehicles.yearRule")}
        </p>
        {page.generations.map((generation) => (
          <section
            key={generation.key}
            id={`years-${generation.key}`}
            aria-labelledby={`heading-${generation.key}`}
            className="mt-10 scroll-mt-24"
            data-testid="generation"
          >
            <h2 id={`heading-${generation.key}`} className="text-2xl font-bold">
              {t("vehicles.generationHeading", { vehicle, years: yearsOf(generation) })}
            </h2>
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              {generation.ac.length > 0 ? (
                generation.ac.map((system) => (
                  <AcSystemCard
                    key={system.id}
                    system={system}
                    heading={t("ac.headingFor", { vehicle, years: yearsOf(system) })}
                  />
                ))
              ) : (
                <p className="text-sm text-slate-700">{t("ac.none")}</p>
              )}
            </div>
            <AskForWholeJob
              className="mt-6"
              jobs={loaderData.jobs}
              cars={[
                {
                  makeSlug: page.make.slug,
                  make: page.make.name,
                  model: page.model.name,
                  yearFrom: generation.yearFrom,
                  yearTo: generation.yearTo,
                },
              ]}
            />
            {generation.categories.map((category) => (
              <div key={category.slug} className="mt-6" data-testid="vehicle-category" data-category={category.slug}>
                <h3 className="text-lg font-semibold">{inLanguage(category.label, language)}</h3>
                <ul className="mt-2 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
                  {category.parts.map((part) => (
                    <li key={`${part.brandSlug}/${part.partNumber}`} className="p-4" data-testid="vehicle-part">
                      <Link
                        to={productPath({ kind: "brand", brandSlug: part.brandSlug }, part.partNumber, language)}
                        className="font-semibold text-brand-800 underline [overflow-wrap:anywhere]"
                      >
                        {part.name}
                      </Link>
                      <p className="mt-1 text-sm text-slate-700">
                        {t("vehicles.partNumber", { number: part.partNumber })} ·{" "}
                        {t("vehicles.byBrand", { brand: part.brand })}
                      </p>
                      <ul className="mt-1 text-sm text-slate-700">
                        {part.fits.map((fit) => (
                          <li
                            key={`${fit.yearFrom}-${fit.yearTo}-${fit.details ? Object.values(fit.details).join() : ""}`}
                          >
                            {fitYears(fit, finder) || t("vehicles.noYears")}
                            {fit.details ? ` · ${fitDetails(fit.details, finder)}` : ""}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
        <p className="mt-10 text-slate-700">{t("vehicles.ask")}</p>
        <a
          href={whatsappLink(site, t("vehicles.askMessage", { vehicle }))}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center rounded-lg bg-[#1c7c43] px-5 py-3 font-semibold text-white hover:bg-[#166534]"
        >
          {t("vehicles.askButton")}
        </a>
      </div>
    </>
  );
}

/** An unknown car is the site's not-found page, with its title (the route's meta runs only with its own boundary). */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
