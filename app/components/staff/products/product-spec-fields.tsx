import { useEffect, useId, useState } from "react";
import { nameIn, type SpecField } from "#app/catalogue/spec-fields.ts";
import { specsTexts } from "#app/i18n/texts/staff-specs.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { fieldStyles } from "../ui.tsx";

/** A product's specification values as the form holds them: texts by field key, "" for none. */
export type SpecTexts = Record<string, string>;

/**
 * The product form's specification section (decision 100): the chosen category's fields, a list for
 * a choice field and a text box for the others (the server reads "12 V" or "1,5" itself). Each
 * fault the server names ("specs.voltage") is shown under its field.
 */
export function ProductSpecFields({
  categorySlug,
  values,
  errors,
  onChange,
  onFieldsLoaded,
}: {
  categorySlug: string;
  values: SpecTexts;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  /** The keys of the fields shown: only their values are sent (another category's are not its own). */
  onFieldsLoaded: (keys: string[]) => void;
}) {
  const { t, language } = specsTexts.useTexts();
  const id = useId();
  const [fields, setFields] = useState<SpecField[]>([]);

  useEffect(() => {
    setFields([]);
    onFieldsLoaded([]);
    if (!categorySlug) return;
    let current = true;
    apiRequest("GET /spec-fields", { query: { category: categorySlug } }).then((result) => {
      if (!current || !result.ok || !Array.isArray(result.data.fields)) return;
      setFields(result.data.fields);
      onFieldsLoaded(result.data.fields.map((field) => field.key));
    });
    return () => {
      current = false;
    };
  }, [categorySlug, onFieldsLoaded]);

  if (fields.length === 0) return null;
  return (
    <fieldset className="sm:col-span-2" data-testid="product-specs">
      <legend className="text-sm font-semibold text-ink">{t("specs.values")}</legend>
      <p className="mt-0.5 text-xs text-slate-600">{t("specs.valuesHint")}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {fields.map((field) => {
          const inputId = `${id}-${field.key}`;
          const error = errors[field.key];
          const common = {
            id: inputId,
            name: `specs.${field.key}`,
            value: values[field.key] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${inputId}-error` : undefined,
            className: fieldStyles + (error ? " border-red-600 ring-2 ring-red-600/20" : ""),
          };
          return (
            <div key={field.key}>
              <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
                {nameIn(field.names, language)}
                {field.unit ? ` (${field.unit})` : ""}
              </label>
              {field.kind === "choice" ? (
                <select {...common} onChange={(event) => onChange(field.key, event.currentTarget.value)}>
                  <option value="">{t("specs.chooseValue")}</option>
                  {field.choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.labels?.[language] || choice.value}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type="text"
                  autoComplete="off"
                  inputMode={field.kind === "number" ? "decimal" : undefined}
                  {...common}
                  onChange={(event) => onChange(field.key, event.currentTarget.value)}
                />
              )}
              {error ? (
                <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
