import { Link, redirect } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { fitYears } from "#app/components/vehicle-fit-text.ts";
import { CarDrawing } from "#app/components/vehicles/car-drawing.tsx";
import { vehiclePath } from "#app/components/vehicles/vehicle-paths.ts";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { vehiclesTexts } from "#app/i18n/texts/vehicles.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { loadMakePage } from "#app/server/vehicles/vehicle-pages.server.ts";
import { notFoundMeta, pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/vehicle-make";

/** /vehicles/{make}: the make's models some public part fits, each with its years (issue 44). */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const make = await loadMakePage(getAppContext(context).db, params.make);
  if (!make) throw new Response("Not Found", { status: 404 });
  // "Maruti", "maruti-suzuki" and "Maruti Suzuki" are one page: the others redirect to its address.
  if (params.make !== make.slug) throw redirect(vehiclePath(languageFromPath(url.pathname), make.slug), 301);
  return { make };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(
        args,
        "vehicles.makeTitle",
        "vehicles.makeDescription",
        {
          make: args.loaderData.make.name,
          count: args.loaderData.make.models.length,
        },
        vehiclesTexts,
      )
    : notFoundMeta(args);

export default function VehicleMakePage({ loaderData }: Route.ComponentProps) {
  const { t, language } = vehiclesTexts.useTexts();
  const finder = finderTexts.useTexts().t;
  const { make } = loaderData;
  return (
    <>
      <PageBanner title={t("vehicles.makeHeading", { make: make.name })}>
        <Breadcrumb
          items={[
            { label: t("breadcrumb.home"), to: localizePath("/", language) },
            { label: t("vehicles.breadcrumb"), to: vehiclePath(language) },
            { label: make.name },
          ]}
        />
        <p className="mt-4 max-w-3xl text-lg text-slate-200">{t("vehicles.makeIntro", { make: make.name })}</p>
      </PageBanner>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="vehicle-models">
          {make.models.map((model) => (
            <li key={model.slug}>
              <Link
                to={vehiclePath(language, make.slug, model.name)}
                className="flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:shadow-md"
              >
                <CarDrawing
                  label={t("vehicles.drawing", { make: make.name, model: model.name })}
                  className="h-12 w-28 shrink-0 text-slate-500"
                />
                <span>
                  <span className="block text-lg font-bold text-brand-800 underline">
                    {make.name} {model.name}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {fitYears(model, finder) || t("vehicles.allYears")} · {t("vehicles.parts", { count: model.parts })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** An unknown car is the site's not-found page, with its title (the route's meta runs only with its own boundary). */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
