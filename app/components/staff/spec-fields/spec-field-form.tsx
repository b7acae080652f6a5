import { type FormEvent, useId, useState } from "react";
import type { SpecField as SpecFieldJson } from "#app/catalogue/spec-fields.ts";
import { type SpecField, type SpecFieldKind, specFieldKinds } from "#app/catalogue/spec-fields.ts";
import { type Language, languageNameIn } from "#app/i18n/language.ts";
import { specsTexts } from "#app/i18n/texts/staff-specs.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { errorsByField, type FieldErrors } from "../taxonomy/term-api.ts";
import { fieldStyles, MessageBox, StaffButton } from "../ui.tsx";
import { choicesFromText, choicesToText, labelLanguages } from "./choices-text.ts";

/**
 * Adds a field to a category (field undefined) or changes one. The server checks everything (a
 * taken key, a choice products still use) and its sentence is shown as it writes it.
 */
export function SpecFieldForm({
  categorySlug,
  field,
  onSaved,
  onCancel,
}: {
  categorySlug: string;
  field?: SpecField;
  onSaved: (field: SpecFieldJson) => void;
  onCancel: () => void;
}) {
  const { t, language } = specsTexts.useTexts();
  const id = useId();
  const [nameEn, setNameEn] = useState(field?.names.en ?? "");
  const [translatedNames, setTranslatedNames] = useState<Partial<Record<Language, string>>>(() =>
    Object.fromEntries(labelLanguages.map((other) => [other, field?.names[other] ?? ""])),
  );
  const [unit, setUnit] = useState(field?.unit ?? "");
  const [kind, setKind] = useState<SpecFieldKind>(field?.kind ?? "number");
  const [choices, setChoices] = useState(choicesToText(field?.choices ?? []));
  const [sortOrder, setSortOrder] = useState(field ? String(field.sortOrder) : "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const order = sortOrder.trim() === "" ? undefined : Number(sortOrder);
    const json = {
      names: {
        en: nameEn,
        ...Object.fromEntries(Object.entries(translatedNames).filter(([, name]) => name?.trim())),
      },
      unit,
      kind,
      choices: kind === "choice" ? choicesFromText(choices, field?.choices) : [],
      ...(order === undefined ? {} : { sortOrder: order }),
    };
    setSaving(true);
    const result = field
      ? await apiRequest("PATCH /spec-fields/:id", { params: { id: field.id }, json })
      : await apiRequest("POST /spec-fields", {
          json: { ...json, category: categorySlug },
        });
    setSaving(false);
    if (result.ok) return onSaved(result.data.field);
    if (result.status === 401) return;
    setErrors(errorsByField(result.body));
    setError(result.error ?? t("specs.failed"));
  };

  const input = (name: string, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    hint,
    error: errors[name],
  });
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <MessageBox notice={error ? { tone: "error", text: error } : null} className="sm:col-span-2" />
      <TextField {...input("names", t("specs.nameEn"))} value={nameEn} onChange={setNameEn} required />
      {labelLanguages.map((other) => (
        <TextField
          key={other}
          {...input(`names.${other}`, t("specs.nameIn", { language: languageNameIn(other, language) }))}
          value={translatedNames[other] ?? ""}
          onChange={(name) => setTranslatedNames((names) => ({ ...names, [other]: name }))}
        />
      ))}
      <TextField {...input("unit", t("specs.unit"), t("specs.unitHint"))} value={unit} onChange={setUnit} />
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("specs.kind")}
        </label>
        <select
          id={`${id}-kind`}
          className={fieldStyles}
          value={kind}
          onChange={(event) => setKind(event.target.value as SpecFieldKind)}
        >
          {specFieldKinds.map((item) => (
            <option key={item} value={item}>
              {t(`specs.kind.${item}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === "choice" ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-choices`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("specs.choices")}
          </label>
          <textarea
            id={`${id}-choices`}
            rows={5}
            className={fieldStyles}
            value={choices}
            onChange={(event) => setChoices(event.target.value)}
            aria-describedby={`${id}-choices-hint`}
          />
          <p id={`${id}-choices-hint`} className="mt-1 text-sm text-slate-600">
            {t("specs.choicesHint", {
              languages: labelLanguages.map((other) => languageNameIn(other, language)).join(", "),
            })}
          </p>
        </div>
      ) : null}
      <TextField
        {...input("sortOrder", t("specs.sortOrder"), t("specs.sortOrderHint"))}
        value={sortOrder}
        onChange={setSortOrder}
        inputMode="numeric"
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <StaffButton look="primary" type="submit" inactive={saving}>
          {t("specs.save")}
        </StaffButton>
        <StaffButton look="quiet" onClick={onCancel}>
          {t("specs.cancel")}
        </StaffButton>
      </div>
    </form>
  );
}

export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  required,
  inputMode,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  inputMode?: "numeric";
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required ? " *" : ""}
      </label>
      <input
        id={id}
        className={fieldStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        required={required}
        inputMode={inputMode}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
