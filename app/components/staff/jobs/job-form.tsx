import { type FormEvent, useId, useRef, useState } from "react";
import type { TermJson } from "#app/api/taxonomy.ts";
import type { Job, JobStep } from "#app/catalogue/jobs.ts";
import { type Language, languageNameIn } from "#app/i18n/language.ts";
import { jobsTexts } from "#app/i18n/texts/staff-jobs.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { labelLanguages } from "../spec-fields/choices-text.ts";
import { errorsByField, type FieldErrors } from "../taxonomy/term-api.ts";
import { fieldStyles, MessageBox, StaffButton } from "../ui.tsx";

/**
 * Adds a job (job undefined) or changes one: its names and its categories with quantities, in
 * order. The server checks everything (a category that is not there, a name taken) and its
 * sentence is shown as it writes it.
 */
export function JobForm({
  job,
  categories,
  onSaved,
  onCancel,
}: {
  job?: Job;
  categories: readonly TermJson[];
  onSaved: (job: Job) => void;
  onCancel: () => void;
}) {
  const { t, language } = jobsTexts.useTexts();
  const id = useId();
  const [nameEn, setNameEn] = useState(job?.names.en ?? "");
  const [otherNames, setOtherNames] = useState<Partial<Record<Language, string>>>(() =>
    Object.fromEntries(labelLanguages.map((other) => [other, job?.names[other] ?? ""])),
  );
  // Each row keeps its key while rows move: two rows may name one category until the server refuses it.
  const nextKey = useRef(0);
  const newRow = (categorySlug: string, quantity: string) => ({ key: nextKey.current++, categorySlug, quantity });
  const [steps, setSteps] = useState<{ key: number; categorySlug: string; quantity: string }[]>(() =>
    (job?.steps ?? [{ categorySlug: categories[0]?.slug ?? "", quantity: 1 }]).map((step) =>
      newRow(step.categorySlug, String(step.quantity)),
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (index: number, patch: Partial<(typeof steps)[number]>) =>
    setSteps((current) => current.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  const move = (index: number, by: -1 | 1) =>
    setSteps((current) => {
      // The buttons at the ends are only marked inactive (they keep their focus): nothing moves past an end.
      if (index + by < 0 || index + by >= current.length) return current;
      const next = [...current];
      const [step] = next.splice(index, 1);
      if (step) next.splice(index + by, 0, step);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const json = {
      names: {
        en: nameEn,
        ...Object.fromEntries(Object.entries(otherNames).filter(([, name]) => name?.trim())),
      },
      steps: steps.map(
        (step): JobStep => ({ categorySlug: step.categorySlug, quantity: Number(step.quantity.trim() || Number.NaN) }),
      ),
    };
    setSaving(true);
    const result = job
      ? await apiRequest("PATCH /jobs/:slug", { params: { slug: job.slug }, json })
      : await apiRequest("POST /jobs", { json });
    setSaving(false);
    if (result.ok) return onSaved(result.data.job);
    if (result.status === 401) return;
    setErrors(errorsByField(result.body));
    setError(result.error ?? t("jobs.failed"));
  };

  const categoryName = (category: TermJson) => category.translations[language]?.name || category.name;
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3" noValidate data-testid="job-form">
      {/* Its live regions are there before any message: a row of their own from the start. */}
      <div className="sm:col-span-3">
        <MessageBox notice={error ? { tone: "error", text: error } : null} />
      </div>
      <NameField id={`${id}-en`} label={t("jobs.nameEn")} value={nameEn} onChange={setNameEn} error={errors.names} />
      {labelLanguages.map((other) => (
        <NameField
          key={other}
          id={`${id}-${other}`}
          label={t("jobs.nameIn", { language: languageNameIn(other, language) })}
          value={otherNames[other] ?? ""}
          onChange={(name) => setOtherNames((names) => ({ ...names, [other]: name }))}
          error={errors[`names.${other}`]}
        />
      ))}
      <fieldset className="sm:col-span-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("jobs.steps")}</legend>
        {errors.steps ? <p className="mb-2 text-sm font-medium text-red-700">{errors.steps}</p> : null}
        <ol className="space-y-2">
          {steps.map((step, index) => {
            const position = index + 1;
            return (
              <li
                key={step.key}
                className="grid grid-cols-[minmax(0,1fr)_5rem] items-center gap-2 sm:grid-cols-[minmax(0,20rem)_5rem_auto]"
              >
                <select
                  aria-label={t("jobs.category", { position })}
                  className={fieldStyles}
                  value={step.categorySlug}
                  onChange={(event) => change(index, { categorySlug: event.target.value })}
                >
                  {categories.map((category) => (
                    <option key={category.slug} value={category.slug}>
                      {categoryName(category)}
                    </option>
                  ))}
                </select>
                <input
                  aria-label={t("jobs.quantity", { position })}
                  className={fieldStyles}
                  inputMode="numeric"
                  value={step.quantity}
                  onChange={(event) => change(index, { quantity: event.target.value })}
                />
                <div className="col-span-2 flex gap-1 sm:col-span-1">
                  <StaffButton
                    look="quiet"
                    aria-label={t("jobs.moveUp", { position })}
                    inactive={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </StaffButton>
                  <StaffButton
                    look="quiet"
                    aria-label={t("jobs.moveDown", { position })}
                    inactive={index === steps.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </StaffButton>
                  <StaffButton
                    look="quiet"
                    aria-label={t("jobs.removeStep", { position })}
                    inactive={steps.length === 1}
                    onClick={() =>
                      setSteps((current) => (current.length > 1 ? current.filter((_, at) => at !== index) : current))
                    }
                  >
                    ×
                  </StaffButton>
                </div>
              </li>
            );
          })}
        </ol>
        <StaffButton
          look="secondary"
          className="mt-2"
          onClick={() => setSteps((current) => [...current, newRow(categories[0]?.slug ?? "", "1")])}
        >
          {t("jobs.addStep")}
        </StaffButton>
      </fieldset>
      <div className="flex flex-wrap gap-3 sm:col-span-3">
        <StaffButton look="primary" type="submit" inactive={saving}>
          {t("jobs.save")}
        </StaffButton>
        <StaffButton look="quiet" onClick={onCancel}>
          {t("jobs.cancel")}
        </StaffButton>
      </div>
    </form>
  );
}

function NameField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className={fieldStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
