import { useId } from "react";
import {
  type ImportField,
  type ImportMappingAnswer,
  type ImportMappingRequest,
  NEW_VALUE,
  type UnknownValues,
  type ValueField,
} from "#app/forms/import-mapping.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { staffMappingTexts } from "#app/i18n/texts/staff-mapping.ts";
import { useTaxonomy } from "#app/utils/site.ts";
import { FieldSources } from "./field-sources.tsx";
import { PriceColumns } from "./price-columns.tsx";
import { SpecColumns } from "./spec-columns.tsx";
import { fieldStyles, StaffButton } from "./ui.tsx";
import { UnknownValuesStep } from "./unknown-values.tsx";

/**
 * The mapping a preview answered, as the request that reproduces it: columns by letter (a header
 * can repeat, a letter cannot; one column may fill several fields), templates, the sheet and header
 * row, fixed values, group rows, and the value choices made so far.
 */
export function draftFromAnswer(
  answer: ImportMappingAnswer,
  previous: ImportMappingRequest | undefined,
): ImportMappingRequest {
  const templates = answer.templates ?? {};
  return {
    sheet: answer.sheet,
    headerRow: answer.headerRow,
    // Answers that predate fieldColumns name one field per column.
    columns: answer.fieldColumns
      ? { ...answer.fieldColumns }
      : Object.fromEntries(answer.columns.flatMap((column) => (column.field ? [[column.field, column.column]] : []))),
    ...(Object.keys(templates).length > 0 ? { templates: { ...templates } } : {}),
    fixed: answer.fixed,
    groupRows: answer.groupRows,
    ...(answer.categoryFrom ? { categoryFrom: answer.categoryFrom } : {}),
    ...(previous?.values ? { values: previous.values } : {}),
    ...(answer.specColumns ? { specs: { ...answer.specColumns } } : {}),
    ...(answer.priceColumns ? { prices: { ...answer.priceColumns } } : {}),
    ...(answer.gstColumn ? { gst: answer.gstColumn } : {}),
    onRowError: answer.onRowError,
  };
}

/** The draft with a value choice set or cleared ("" clears it). */
export function withValueChoice(
  draft: ImportMappingRequest,
  field: ValueField,
  value: string,
  choice: string,
): ImportMappingRequest {
  const current = { ...(draft.values?.[field] ?? {}) };
  if (choice === "") delete current[value];
  else current[value] = choice;
  return { ...draft, values: { ...draft.values, [field]: current } };
}

/** The fixed select's value for "from each row's words" (decision 091): no slug has an asterisk. */
const FROM_WORDS = "*words";

function withFixed(draft: ImportMappingRequest, field: ValueField, slug: string): ImportMappingRequest {
  const fixed = { ...draft.fixed };
  if (slug === "" || slug === FROM_WORDS) delete fixed[field];
  else fixed[field] = slug;
  if (field === "brand") return { ...draft, fixed };
  const { categoryFrom: _words, ...rest } = draft;
  return { ...rest, fixed, ...(slug === FROM_WORDS ? { categoryFrom: "words" } : {}) };
}

/** The brand select's value for "a new brand" (decision 203): no slug has an asterisk. */
const NEW_BRAND = "*new";

/**
 * Every row's brand a new one, by its name: the name is the fixed value, and the value choice for it
 * is "new", so the import creates it (a list with no brand column, given "ACR" for every row).
 */
export function withNewFixedBrand(draft: ImportMappingRequest, name: string): ImportMappingRequest {
  const previous = draft.fixed?.brand;
  const brandChoices = { ...(draft.values?.brand ?? {}) };
  if (previous !== undefined && brandChoices[previous] === NEW_VALUE) delete brandChoices[previous];
  if (name.trim() !== "") brandChoices[name.trim()] = NEW_VALUE;
  return { ...draft, fixed: { ...draft.fixed, brand: name }, values: { ...draft.values, brand: brandChoices } };
}

/**
 * The mapping step of an import: the sheet and header row, where each field comes from (a column
 * with its first values, or several columns by a template: field-sources.tsx), fixed values for a
 * field the sheet lacks, the unknown brands and categories with what to do with their rows, and
 * whether faulty rows refuse the file.
 */
export function MappingStep({
  answer,
  unknownValues,
  draft,
  onChange,
  onApply,
  disabled,
  fault,
}: {
  answer: ImportMappingAnswer;
  unknownValues: UnknownValues;
  draft: ImportMappingRequest;
  onChange: (draft: ImportMappingRequest) => void;
  onApply: () => void;
  disabled: boolean;
  /** A field whose source cannot be used, marked in place (decision 203). */
  fault?: ImportField | undefined;
}) {
  const { t } = staffImportTexts.useTexts();
  const mappingT = staffMappingTexts.useTexts().t;
  const id = useId();
  // The listed brands and categories (the database's, through the root loader).
  const taxonomy = useTaxonomy();
  const optionsFor: Record<ValueField, readonly { slug: string; name: string }[]> = {
    brand: taxonomy.brands,
    category: taxonomy.categories,
  };
  // A fixed brand that is none of the listed slugs is a new brand's name, typed here.
  const fixedBrand = draft.fixed?.brand;
  const newBrandName =
    fixedBrand !== undefined && !taxonomy.brands.some((brand) => brand.slug === fixedBrand) ? fixedBrand : undefined;
  // A new sheet or header row means other columns: let the server guess them again.
  const relayout = (change: Partial<ImportMappingRequest>) => {
    const { columns: _columns, templates: _templates, specs: _specs, prices: _prices, gst: _gst, ...rest } = draft;
    onChange({ ...rest, ...change });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          {t("import.mapping.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("import.mapping.intro")}</p>
        {answer.saved ? (
          <p className="mt-1 text-sm text-slate-600">{t("import.mapping.saved", { name: answer.saved.name })}</p>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {answer.sheets.length > 1 ? (
          <div className="text-sm font-medium text-slate-800">
            <label htmlFor={`${id}-sheet`}>{t("import.mapping.sheet")}</label>
            <select
              id={`${id}-sheet`}
              className={`${fieldStyles} mt-1`}
              value={draft.sheet ?? answer.sheet}
              disabled={disabled}
              onChange={(event) => relayout({ sheet: event.target.value, headerRow: undefined })}
            >
              {answer.sheets.map((sheet) => (
                <option key={sheet} value={sheet}>
                  {sheet}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor={`${id}-header-row`}>{t("import.mapping.headerRow")}</label>
          <input
            id={`${id}-header-row`}
            type="number"
            min={1}
            max={1000}
            inputMode="numeric"
            className={`${fieldStyles} mt-1`}
            value={draft.headerRow ?? answer.headerRow}
            disabled={disabled}
            onChange={(event) => {
              const row = Number.parseInt(event.target.value, 10);
              if (Number.isInteger(row) && row >= 1 && row <= 1000) relayout({ headerRow: row });
            }}
          />
        </div>
      </div>

      <FieldSources answer={answer} draft={draft} onChange={onChange} disabled={disabled} fault={fault} />
      <SpecColumns answer={answer} draft={draft} onChange={onChange} disabled={disabled} />
      <PriceColumns answer={answer} draft={draft} onChange={onChange} disabled={disabled} />

      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink">{t("import.mapping.fixedTitle")}</legend>
        <p className="text-sm text-slate-600">{t("import.mapping.fixedIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["brand", "category"] as const).map((field) => (
            <div key={field} className="text-sm font-medium text-slate-800">
              <label htmlFor={`${id}-fixed-${field}`}>
                {t(field === "brand" ? "import.mapping.fixedBrand" : "import.mapping.fixedCategory")}
              </label>
              <select
                id={`${id}-fixed-${field}`}
                className={`${fieldStyles} mt-1`}
                value={
                  field === "category" && draft.categoryFrom === "words"
                    ? FROM_WORDS
                    : field === "brand" && newBrandName !== undefined
                      ? NEW_BRAND
                      : (draft.fixed?.[field] ?? "")
                }
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.value === NEW_BRAND
                      ? withNewFixedBrand(draft, "")
                      : withFixed(
                          field === "brand" && newBrandName !== undefined ? withNewFixedBrand(draft, "") : draft,
                          field,
                          event.target.value,
                        ),
                  )
                }
              >
                <option value="">{t("import.mapping.fixedNone")}</option>
                {field === "category" ? <option value={FROM_WORDS}>{t("import.mapping.fixedWords")}</option> : null}
                {optionsFor[field].map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
                {field === "brand" ? <option value={NEW_BRAND}>{mappingT("mapping.newBrand")}</option> : null}
              </select>
              {field === "brand" && newBrandName !== undefined ? (
                <div className="mt-2">
                  <label htmlFor={`${id}-new-brand`}>{mappingT("mapping.newBrandLabel")}</label>
                  <input
                    id={`${id}-new-brand`}
                    className={`${fieldStyles} mt-1`}
                    value={newBrandName}
                    maxLength={100}
                    disabled={disabled}
                    aria-describedby={`${id}-new-brand-hint`}
                    onChange={(event) => onChange(withNewFixedBrand(draft, event.target.value))}
                  />
                  <p id={`${id}-new-brand-hint`} className="mt-1 font-normal text-slate-600">
                    {mappingT("mapping.newBrandHint")}
                  </p>
                </div>
              ) : null}
              {field === "category" && draft.categoryFrom === "words" ? (
                <p className="mt-1 font-normal text-slate-600">{t("import.mapping.wordsNote")}</p>
              ) : null}
            </div>
          ))}
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={(draft.groupRows ?? answer.groupRows) === "category"}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, groupRows: event.target.checked ? "category" : "ignore" })}
          />
          {t("import.mapping.groupRows")}
        </label>
      </fieldset>

      {unknownValues.brand.length + unknownValues.category.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="font-semibold text-ink">{t("import.unknown.title")}</legend>
          <p className="text-sm text-slate-600">{t("import.unknown.intro")}</p>
          {(["brand", "category"] as const).map((field) =>
            unknownValues[field].length === 0 ? null : (
              <UnknownValuesStep
                key={field}
                field={field}
                values={unknownValues[field]}
                options={optionsFor[field]}
                draft={draft}
                onChange={onChange}
                disabled={disabled}
              />
            ),
          )}
        </fieldset>
      ) : null}

      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink">{t("import.mapping.rowErrors")}</legend>
        {(["refuse", "skip"] as const).map((choice) => (
          <label key={choice} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-row-errors`}
              className="mt-1 size-4"
              checked={(draft.onRowError ?? "refuse") === choice}
              disabled={disabled}
              onChange={() => onChange({ ...draft, onRowError: choice })}
            />
            {t(choice === "refuse" ? "import.mapping.refuse" : "import.mapping.skip")}
          </label>
        ))}
      </fieldset>

      <StaffButton
        look="secondary"
        inactive={disabled}
        onClick={() => {
          if (!disabled) onApply();
        }}
      >
        {t("import.mapping.apply")}
      </StaffButton>
    </section>
  );
}
