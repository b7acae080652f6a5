import { Link } from "react-router";
import { PageBanner } from "#app/components/page-banner.tsx";
import { vehiclePath } from "#app/components/vehicles/vehicle-paths.ts";
import { vehiclesTexts } from "#app/i18n/texts/vehicles.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { loadVehicleMakes } from "#app/server/vehicles/vehicle-pages.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/vehicles";

/** /vehicles: every make some public part fits, with its models (issue 44). */
export async function loader({ context }: Route.LoaderArgs) {
  return { makes: await loadVehicleMakes(getAppContext(context).db) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "vehicles.indexTitle", "vehicles.indexDescription", {}, vehiclesTexts);

export default function VehiclesIndex({ loaderData }: Route.ComponentProps) {
  const { t, language } = vehiclesTexts.useTexts();
  return (
    <>
      <PageBanner title={t("vehicles.indexHeading")}>
        <p className="mt-4 max-w-3xl text-lg text-slate-200">{t("vehicles.indexIntro")}</p>
      </PageBanner>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="vehicle-makes">
          {loaderData.makes.map((make) => (
            <li key={make.slug} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <h2 className="text-xl font-bold">
                <Link to={vehiclePath(language, make.slug)} className="text-brand-800 underline">
                  {make.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t("vehicles.models", { count: make.models.length })}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {make.models.map((model) => (
                  <li key={model.slug}>
                    <Link
                      to={vehiclePath(language, make.slug, model.name)}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
                    >
                      {make.name} {model.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
