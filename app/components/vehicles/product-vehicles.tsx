import { Link } from "react-router";
import type { VehicleFit } from "#app/catalogue/fitment.ts";
import { modelKey } from "#app/catalogue/fitment.ts";
import type { AcSystem } from "#app/forms/ac-system.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { vehiclesTexts } from "#app/i18n/texts/vehicles.ts";
import { fitYears } from "../vehicle-fit-text.ts";
import { AcSystemCard } from "./ac-system-card.tsx";
import { vehiclePath } from "./vehicle-paths.ts";

/**
 * Below a part's vehicles: a link to each car's page ("All parts for the Hyundai Creta 2015–2020")
 * and the AC data of the cars it fits (issue 44). Loaded as the visitor nears it, so a product
 * page's first load carries none of it (decision 020).
 */
export function ProductVehicles({ fits, ac }: { fits: readonly VehicleFit[]; ac: readonly AcSystem[] }) {
  const { t, language } = vehiclesTexts.useTexts();
  const finder = finderTexts.useTexts().t;
  // One link per car: a part may fit a model through several lines (engines, years).
  const cars = [...new Map(fits.map((fit) => [`${fit.makeSlug}/${modelKey(fit.model)}`, fit])).values()];
  return (
    <div className="mt-6" data-testid="product-vehicles">
      <ul className="space-y-1">
        {cars.map((fit) => (
          <li key={`${fit.makeSlug}/${fit.model}`}>
            <Link
              to={vehiclePath(language, fit.makeSlug, fit.model)}
              className="font-semibold text-brand-800 underline"
            >
              {t("vehicles.allPartsFor", {
                vehicle: [fit.make, fit.model, fitYears(fit, finder)].filter(Boolean).join(" "),
              })}
            </Link>
          </li>
        ))}
      </ul>
      {ac.length > 0 ? (
        <div className="mt-4 grid gap-3">
          {ac.map((system) => (
            <AcSystemCard
              key={system.id}
              system={system}
              heading={t("ac.headingFor", {
                vehicle: `${system.make} ${system.model}`,
                years: fitYears(system, finder) || t("vehicles.allYears"),
              })}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
