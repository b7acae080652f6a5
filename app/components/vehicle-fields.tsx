import { useId } from "react";
import { useTranslation } from "#app/i18n/translate.ts";
import type { VehicleChoice } from "#app/server/vehicle-choice.server.ts";

/**
 * The "find by vehicle" control: make, then model, then year, as three selects named make, model
 * and year inside the caller's GET form, so the choice lives in the URL and the server applies it.
 * Without JavaScript the form's submit button applies it; the model list arrives with the page
 * that has a make chosen. With JavaScript the caller applies each change at once
 * (see applyOnVehicleChange).
 */
export function VehicleFields({ choice, compact = false }: { choice: VehicleChoice; compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const noMake = choice.make === null;
  const selectClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink disabled:bg-slate-100";
  return (
    <fieldset className={compact ? "grid gap-3 sm:grid-cols-3" : "space-y-3"} data-testid="vehicle-finder">
      <legend className={compact ? "mb-2 font-semibold sm:col-span-3" : "mb-3 font-semibold"}>
        {t("finder.title")}
      </legend>
      <div>
        <label htmlFor={`${id}-make`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("finder.make")}
        </label>
        <select
          id={`${id}-make`}
          name="make"
          defaultValue={choice.make ?? ""}
          key={`make-${choice.make}`}
          className={selectClass}
        >
          <option value="">{t("finder.anyMake")}</option>
          {choice.makes.map((make) => (
            <option key={make.slug} value={make.slug}>
              {make.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-model`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("finder.model")}
        </label>
        <select
          id={`${id}-model`}
          name="model"
          disabled={noMake}
          defaultValue={choice.model ?? ""}
          key={`model-${choice.make}-${choice.model}`}
          className={selectClass}
        >
          <option value="">{t("finder.anyModel")}</option>
          {choice.models.map((model) => (
            <option key={model.slug} value={model.slug}>
              {model.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-year`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("finder.year")}
        </label>
        <select
          id={`${id}-year`}
          name="year"
          disabled={noMake}
          defaultValue={choice.year ?? ""}
          key={`year-${choice.make}-${choice.year}`}
          className={selectClass}
        >
          <option value="">{t("finder.anyYear")}</option>
          {choice.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/**
 * For a form's change handler: true when the change was one of the vehicle selects, which the
 * caller then applies at once. A new make clears the model and year, which belonged to the old one.
 */
export function applyOnVehicleChange(target: EventTarget): boolean {
  if (!(target instanceof HTMLSelectElement) || !["make", "model", "year"].includes(target.name)) return false;
  if (target.name === "make" && target.form) {
    for (const name of ["model", "year"]) {
      const dependent = target.form.elements.namedItem(name);
      if (dependent instanceof HTMLSelectElement) dependent.value = "";
    }
  }
  return true;
}

/** A GET form's fields without the empty ones ("Any make", an empty search), so they stay out of the URL. */
export function filledParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && value.trim()) params.set(key, value.trim());
  return params;
}
