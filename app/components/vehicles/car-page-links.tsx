import { Link } from "react-router";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import type { VehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";
import { vehiclePath } from "./vehicle-paths.ts";

export interface CarPageLink {
  makeSlug: string;
  make: string;
  model: string;
}

/** The finder's chosen car, when a make and a model are chosen: the one its page is for. */
export function chosenCar(choice: VehicleChoice): CarPageLink[] {
  const make = choice.makes.find((m) => m.slug === choice.make);
  const model = choice.models.find((m) => m.slug === choice.model);
  return make && model ? [{ makeSlug: make.slug, make: make.name, model: model.name }] : [];
}

/** Links to cars' pages above a list of parts: the finder's choice, or the car a search names (issue 44). */
export function CarPageLinks({ cars }: { cars: readonly CarPageLink[] }) {
  const { t, language } = finderTexts.useTexts();
  if (cars.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" data-testid="car-page-links">
      {cars.map((car) => (
        <li key={`${car.makeSlug}/${car.model}`}>
          <Link to={vehiclePath(language, car.makeSlug, car.model)} className="font-semibold text-brand-700 underline">
            {t("finder.carPage", { vehicle: `${car.make} ${car.model}` })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
