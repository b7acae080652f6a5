import { memo, useId } from "react";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import type { VehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";

const selectClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink disabled:bg-slate-100";

/** One labelled select of the control; `resetKey` remounts it when the page's choice changes. */
function VehicleSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  options,
  disabled = false,
  resetKey,
}: {
  id: string;
  name: "make" | "model" | "year";
  label: string;
  anyLabel: string;
  value: string | number | null;
  options: readonly { value: string | number; name: string | number }[];
  disabled?: boolean;
  resetKey: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} disabled={disabled} defaultValue={value ?? ""} key={resetKey} className={selectClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The "find by vehicle" control: make, then model, then year, as three selects named make, model
 * and year inside the caller's GET form, so the choice lives in the URL and the server applies it.
 * Without JavaScript the form's submit button applies it; the model list arrives with the page
 * that has a make chosen. With JavaScript the caller applies each change at once
 * (see applyOnVehicleChange). Memoised: opening a listing's filter panel renders the panel (issue 30).
 */
export const VehicleFields = memo(function VehicleFields({
  choice,
  compact = false,
}: {
  choice: VehicleChoice;
  compact?: boolean;
}) {
  const { t } = finderTexts.useTexts();
  const id = useId();
  const noMake = choice.make === null;
  return (
    <fieldset className={compact ? "grid gap-3 sm:grid-cols-3" : "space-y-3"} data-testid="vehicle-finder">
      <legend className={compact ? "mb-2 font-semibold sm:col-span-3" : "mb-3 font-semibold"}>
        {t("finder.title")}
      </legend>
      <VehicleSelect
        id={`${id}-make`}
        name="make"
        label={t("finder.make")}
        anyLabel={t("finder.anyMake")}
        value={choice.make}
        options={choice.makes.map((make) => ({ value: make.slug, name: make.name }))}
        resetKey={`make-${choice.make}`}
      />
      <VehicleSelect
        id={`${id}-model`}
        name="model"
        label={t("finder.model")}
        anyLabel={t("finder.anyModel")}
        value={choice.model}
        options={choice.models.map((model) => ({ value: model.slug, name: model.name }))}
        disabled={noMake}
        resetKey={`model-${choice.make}-${choice.model}`}
      />
      <VehicleSelect
        id={`${id}-year`}
        name="year"
        label={t("finder.year")}
        anyLabel={t("finder.anyYear")}
        value={choice.year}
        options={choice.years.map((year) => ({ value: year, name: year }))}
        disabled={noMake}
        resetKey={`year-${choice.make}-${choice.year}`}
      />
    </fieldset>
  );
});

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
  // A filter of several values ("spec.voltage" 12 and 24) keeps each; any other field names one.
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && value.trim())
      params[key.startsWith("spec.") ? "append" : "set"](key, value.trim());
  return params;
}
