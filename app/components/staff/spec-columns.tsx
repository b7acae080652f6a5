import { useEffect, useId, useState } from "react";
import { nameIn, type SpecField } from "#app/catalogue/spec-fields.ts";
import type { ImportMappingAnswer, ImportMappingRequest } from "#app/forms/import-mapping.ts";
import { inLanguage } from "#app/i18n/language.ts";
import { specsTexts } from "#app/i18n/texts/staff-specs.ts";
import { useTaxonomy } from "#app/utils/site.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { fieldStyles } from "./ui.tsx";

/** One choice per specification key: fields of several categories that share a key share a column. */
interface SpecKey {
  key: string;
  field: SpecField;
  categories: string[];
}

function specKeys(fields: readonly SpecField[]): SpecKey[] {
  const byKey = new Map<string, SpecKey>();
  for (const field of fields) {
    const known = byKey.get(field.key);
    if (known) known.categories.push(field.categorySlug);
    else byKey.set(field.key, { key: field.key, field, categories: [field.categorySlug] });
  }
  return [...byKey.values()];
}

/**
 * The mapping step's specification columns (decision 100): for each specification field, the
 * column that fills it, as the server guessed it from the headers or staff chose.
 */
export function SpecColumns({
  answer,
  draft,
  onChange,
  disabled,
}: {
  answer: ImportMappingAnswer;
  draft: ImportMappingRequest;
  onChange: (draft: ImportMappingRequest) => void;
  disabled: boolean;
}) {
  const { t, language } = specsTexts.useTexts();
  const id = useId();
  const { categories } = useTaxonomy();
  const [keys, setKeys] = useState<SpecKey[]>([]);

  useEffect(() => {
    apiRequest("GET /spec-fields").then((result) => {
      if (result.ok && Array.isArray(result.data.fields)) setKeys(specKeys(result.data.fields));
    });
  }, []);

  if (keys.length === 0) return null;
  const chosen = draft.specs ?? answer.specColumns ?? {};
  const categoryName = (slug: string) => {
    const category = categories.find((item) => item.slug === slug);
    return category ? inLanguage(category.label, language) : slug;
  };
  const choose = (key: string, column: string) => {
    const specs = { ...chosen };
    if (column === "") delete specs[key];
    else specs[key] = column;
    onChange({ ...draft, specs });
  };
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-ink">{t("specs.mapping.title")}</legend>
      <p className="text-sm text-slate-600">{t("specs.mapping.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {keys.map(({ key, field, categories: slugs }) => (
          <div key={key} className="text-sm font-medium text-slate-800">
            <label htmlFor={`${id}-${key}`}>
              {t("specs.mapping.categories", {
                name: nameIn(field.names, language) + (field.unit ? ` (${field.unit})` : ""),
                categories: slugs.map(categoryName).join(", "),
              })}
            </label>
            <select
              id={`${id}-${key}`}
              className={`${fieldStyles} mt-1`}
              value={chosen[key] ?? ""}
              disabled={disabled}
              onChange={(event) => choose(key, event.target.value)}
            >
              <option value="">{t("specs.mapping.none")}</option>
              {answer.columns.map((column) => (
                <option key={column.column} value={column.column}>
                  {t("specs.mapping.column", { column: column.column, header: column.header })}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
