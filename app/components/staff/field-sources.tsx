import { useId } from "react";
import {
  type ImportField,
  type ImportMappingAnswer,
  type ImportMappingRequest,
  importFields,
  importMappingSchema,
  requiredImportFields,
} from "#app/forms/import-mapping.ts";
import { type StaffImportKey, staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { staffMappingTexts } from "#app/i18n/texts/staff-mapping.ts";
import { fieldStyles } from "./ui.tsx";

/**
 * Where a field comes from on the mapping step: a column (by letter), a template, one value for every
 * row (decision 203), or nowhere.
 */
export type FieldSource = { column: string } | { template: string } | { fixed: string } | null;

const TEMPLATE = "{template}";
const FIXED = "{fixed}";

/**
 * Fields whose one value for every row is typed here; brand and category choose theirs from the
 * catalogue's lists (a new brand by its name) in the mapping step's own section.
 */
const typedFixed = (field: ImportField) => field !== "brand" && field !== "category";

export function sourceOf(draft: ImportMappingRequest, field: ImportField): FieldSource {
  const template = draft.templates?.[field];
  if (template !== undefined) return { template };
  const column = draft.columns?.[field];
  if (column !== undefined) return { column };
  const fixed = draft.fixed?.[field];
  return fixed !== undefined && typedFixed(field) ? { fixed } : null;
}

/** The draft with one field's source changed; other fields keep theirs, even from the same column. */
export function withFieldSource(draft: ImportMappingRequest, field: ImportField, source: FieldSource) {
  const columns = { ...draft.columns };
  const templates = { ...draft.templates };
  const fixed = { ...draft.fixed };
  delete columns[field];
  delete templates[field];
  if (typedFixed(field)) delete fixed[field];
  if (source && "column" in source) columns[field] = source.column;
  if (source && "template" in source) templates[field] = source.template;
  if (source && "fixed" in source) fixed[field] = source.fixed;
  const { templates: _old, fixed: _fixed, ...rest } = draft;
  return {
    ...rest,
    columns,
    ...(Object.keys(templates).length > 0 ? { templates } : {}),
    ...(Object.keys(fixed).length > 0 || draft.fixed ? { fixed } : {}),
  };
}

/**
 * The field whose source the mapping schema refuses, with the schema's words, or undefined: what
 * the screen marks before it sends anything (an invalid template keeps every other choice).
 */
export function sourceFault(draft: ImportMappingRequest): { field: ImportField; message: string } | undefined {
  const parsed = importMappingSchema.safeParse(draftToSend(draft));
  if (parsed.success) return undefined;
  for (const issue of parsed.error.issues) {
    const [key, field] = issue.path;
    if ((key === "templates" || key === "fixed" || key === "columns") && importFields.includes(field as ImportField))
      return { field: field as ImportField, message: issue.message };
  }
  return undefined;
}

/**
 * One row per field, stacked (it reads on a phone): the column it comes from, with that column's
 * first values, or several columns joined by a template such as "{Sub_Cat} {Manufacturer} {ID}".
 */
export function FieldSources({
  answer,
  draft,
  onChange,
  disabled,
  fault,
}: {
  answer: ImportMappingAnswer;
  draft: ImportMappingRequest;
  onChange: (draft: ImportMappingRequest) => void;
  disabled: boolean;
  /** A field whose source cannot be read: marked, with what to do (decision 203). */
  fault?: ImportField | undefined;
}) {
  const { t } = staffMappingTexts.useTexts();
  const importTexts = staffImportTexts.useTexts();
  const id = useId();
  const fieldName = (field: ImportField) => importTexts.t(`import.fields.${field}` as StaffImportKey);
  const headerOf = (letter: string) =>
    answer.columns.find((column) => column.column === letter)?.header || importTexts.t("import.mapping.noHeader");
  const headers = answer.columns.map((column) => column.header || column.column).join(", ");
  // Until the server has guessed the columns of a new sheet or header row, there is nothing to choose.
  const waiting = draft.columns === undefined && draft.templates === undefined;

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="font-semibold text-ink">{t("mapping.fields.title")}</legend>
      <p className="text-sm text-slate-600">{t("mapping.fields.intro")}</p>
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {importFields.map((field) => {
          const source = sourceOf(draft, field);
          const selectId = `${id}-${field}`;
          const samples =
            source && "column" in source
              ? (answer.columns.find((column) => column.column === source.column)?.samples ?? [])
              : [];
          return (
            <li key={field} className="grid gap-2 px-3 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-start">
              <label htmlFor={selectId} className="pt-2 text-sm font-medium text-slate-800">
                {fieldName(field)}
                {requiredImportFields.includes(field) ? (
                  // The select says it with aria-required; the label keeps the field's plain name.
                  <span aria-hidden="true" className="ms-1 text-xs font-normal text-slate-500">
                    ({t("mapping.fields.required")})
                  </span>
                ) : null}
              </label>
              <div className="min-w-0 space-y-1">
                <select
                  id={selectId}
                  className={fieldStyles}
                  aria-required={requiredImportFields.includes(field)}
                  value={
                    source === null ? "" : "template" in source ? TEMPLATE : "fixed" in source ? FIXED : source.column
                  }
                  disabled={disabled || waiting}
                  onChange={(event) => {
                    const value = event.target.value;
                    onChange(
                      withFieldSource(
                        draft,
                        field,
                        value === ""
                          ? null
                          : value === TEMPLATE
                            ? { template: "" }
                            : value === FIXED
                              ? { fixed: "" }
                              : { column: value },
                      ),
                    );
                  }}
                >
                  <option value="">{t("mapping.fields.none")}</option>
                  {answer.columns.map((column) => (
                    <option key={column.column} value={column.column}>
                      {t("mapping.fields.column", { column: column.column, header: headerOf(column.column) })}
                    </option>
                  ))}
                  <option value={TEMPLATE}>{t("mapping.fields.template")}</option>
                  {typedFixed(field) ? <option value={FIXED}>{t("mapping.fields.fixed")}</option> : null}
                </select>
                {source && "fixed" in source ? (
                  <div className="text-sm text-slate-800">
                    <label htmlFor={`${selectId}-fixed`} className="sr-only">
                      {t("mapping.fields.fixedLabel", { field: fieldName(field) })}
                    </label>
                    <input
                      id={`${selectId}-fixed`}
                      className={fieldStyles}
                      value={source.fixed}
                      disabled={disabled}
                      onChange={(event) => onChange(withFieldSource(draft, field, { fixed: event.target.value }))}
                    />
                  </div>
                ) : null}
                {source && "template" in source ? (
                  <div className="text-sm text-slate-800">
                    <label htmlFor={`${selectId}-template`} className="sr-only">
                      {t("mapping.fields.templateLabel", { field: fieldName(field) })}
                    </label>
                    <input
                      id={`${selectId}-template`}
                      className={fieldStyles}
                      value={source.template}
                      placeholder="{Sub_Cat} {Manufacturer} {ID}"
                      disabled={disabled}
                      aria-invalid={fault === field || undefined}
                      aria-describedby={fault === field ? `${selectId}-fault ${selectId}-hint` : `${selectId}-hint`}
                      onChange={(event) => onChange(withFieldSource(draft, field, { template: event.target.value }))}
                    />
                    {fault === field ? (
                      <p id={`${selectId}-fault`} className="mt-1 font-medium text-red-700" data-source-fault>
                        {t("mapping.fault.template", { example: "{Brand}" })}
                      </p>
                    ) : null}
                    <p id={`${selectId}-hint`} className="mt-1 text-xs break-words text-slate-600">
                      {t("mapping.fields.templateHint", { example: "{Sub_Cat} {Manufacturer} {ID}", headers })}
                    </p>
                  </div>
                ) : null}
                {fault === field && !(source && "template" in source) ? (
                  <p className="text-sm font-medium text-red-700" data-source-fault>
                    {t("mapping.fault.source")}
                  </p>
                ) : null}
                {samples.length > 0 ? (
                  <p className="truncate text-xs text-slate-600">
                    {t("mapping.fields.firstValues", { values: samples.join(" · ") })}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The draft as sent: a template or a fixed value still being typed (empty) is left out, so the field
 * reads as unmapped.
 */
export function draftToSend(draft: ImportMappingRequest): ImportMappingRequest {
  const filled = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ""));
  const { templates: allTemplates, fixed: allFixed, ...rest } = draft;
  const templates = filled(allTemplates ?? {});
  return {
    ...rest,
    ...(Object.keys(templates).length > 0 ? { templates } : {}),
    ...(allFixed ? { fixed: filled(allFixed) } : {}),
  };
}

/** Whether two drafts ask for the same import: what Import compares before it sends the one on screen. */
export function sameDraft(a: ImportMappingRequest, b: ImportMappingRequest): boolean {
  const canonical = (draft: ImportMappingRequest) => JSON.stringify(sortKeys(draftToSend(draft)));
  return canonical(a) === canonical(b);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sortKeys(inner)]),
  );
}
