import { type FormEvent, Fragment, useId, useState } from "react";
import type { TermCreateRequest, TermJson } from "#app/api/taxonomy.ts";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { defaultLanguage, languageNameIn, languages } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { apiRequest, uploadForm } from "#app/utils/staff-api.ts";
import { fieldStyles, MessageBox, type Notice, Spinner, StaffButton } from "../ui.tsx";
import { errorsByField, type FieldErrors, termEndpoints } from "./term-api.ts";
import { TermThumbnail } from "./term-thumbnail.tsx";

/** The languages a name is asked for besides English (the list, decision 135). */
const otherLanguages = languages.filter((other) => other !== defaultLanguage);

interface TermFormProps {
  kind: TaxonomyKind;
  /** Absent: a new one. */
  term?: TermJson;
  onCancel: () => void;
  onSaved: (term: TermJson, what: "fields" | "image") => void;
}

/** Adding (name and optional slug) or editing every field, with the server's faults beside each. */
export function TermForm({ kind, term, onCancel, onSaved }: TermFormProps) {
  const { t, language } = staffTexts.useTexts();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [imageNotice, setImageNotice] = useState<Notice | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body: TermCreateRequest = { name: text("name") };
    if (text("slug") || term) body.slug = text("slug");
    if (term) {
      Object.assign(body, {
        navLabel: text("navLabel"),
        description: text("description"),
        translations: Object.fromEntries(
          otherLanguages.map((other) => [
            other,
            {
              name: text(`translations.${other}.name`),
              navLabel: text(`translations.${other}.navLabel`),
              description: text(`translations.${other}.description`),
            },
          ]),
        ),
        aliases: text("aliases")
          .split("\n")
          .map((alias) => alias.trim())
          .filter(Boolean),
      });
    }
    setSaving(true);
    const key = kind;
    const result = term
      ? await apiRequest(termEndpoints[kind].update, { params: { slug: term.slug }, json: body })
      : await apiRequest(termEndpoints[kind].create, { json: body });
    setSaving(false);
    if (result.ok && result.data[key]) {
      setErrors({});
      onSaved(result.data[key], "fields");
      return;
    }
    if (result.ok) return;
    const byField = errorsByField(result.body);
    // A refusal that names no field (a taken name: 409) goes beside the name.
    setErrors(Object.keys(byField).length > 0 ? byField : { name: result.error ?? t("staff.taxonomy.saveError") });
  };

  const uploadImage = async (file: File | undefined) => {
    if (!term || !file) return;
    const form = new FormData();
    form.append("image", file);
    setImageNotice({ tone: "info", text: t("staff.uploading") });
    const result = await uploadForm(termEndpoints[kind].image, form, { params: { slug: term.slug } });
    const saved = result.ok ? result.data[kind] : undefined;
    if (saved) {
      setImageNotice(null);
      onSaved(saved, "image");
    } else if (!result.ok && result.status !== 401) {
      setImageNotice({ tone: "error", text: result.error ?? t("staff.taxonomy.saveError") });
    }
  };

  const removeImage = async () => {
    if (!term) return;
    const result = await apiRequest(termEndpoints[kind].removeImage, { params: { slug: term.slug } });
    const saved = result.ok ? result.data[kind] : undefined;
    if (saved) onSaved(saved, "image");
    else if (!result.ok && result.status !== 401)
      setImageNotice({ tone: "error", text: result.error ?? t("staff.taxonomy.saveError") });
  };

  const field = (name: string, label: string, options: { hint?: string; value?: string; long?: boolean } = {}) => {
    const fieldId = `${id}-${name}`;
    const described = [options.hint ? `${fieldId}-hint` : "", errors[name] ? `${fieldId}-error` : ""]
      .filter(Boolean)
      .join(" ");
    const common = {
      id: fieldId,
      name,
      defaultValue: options.value ?? "",
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": described || undefined,
      className: fieldStyles,
    };
    return (
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
          {label}
        </label>
        {options.long ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
        {options.hint ? (
          <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
            {options.hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={term ? t("staff.taxonomy.editing", { name: term.name }) : undefined}
      className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", t("staff.taxonomy.name"), { value: term?.name })}
        {field("slug", t("staff.taxonomy.slug"), {
          value: term?.slug,
          hint: term ? t("staff.taxonomy.slugHint") : t("staff.taxonomy.slugNewHint"),
        })}
        {term ? (
          <>
            {field("navLabel", t("staff.taxonomy.navLabel"), {
              value: term.navLabel === term.name ? "" : term.navLabel,
              hint: t("staff.taxonomy.navLabelHint"),
            })}
            <div className="hidden sm:block" />
            {field("description", t("staff.taxonomy.description"), {
              value: term.description,
              long: true,
              hint: t("staff.taxonomy.descriptionHint"),
            })}
            <div className="hidden sm:block" />
            {otherLanguages.map((other) => {
              const translation = term.translations[other] ?? {};
              const named = { language: languageNameIn(other, language) };
              return (
                <Fragment key={other}>
                  {field(`translations.${other}.name`, t("staff.taxonomy.nameIn", named), {
                    value: translation.name,
                    hint: t("staff.taxonomy.nameInHint"),
                  })}
                  {field(`translations.${other}.navLabel`, t("staff.taxonomy.navLabelIn", named), {
                    value: translation.navLabel,
                  })}
                  {field(`translations.${other}.description`, t("staff.taxonomy.descriptionIn", named), {
                    value: translation.description,
                    long: true,
                  })}
                  <div className="hidden sm:block" />
                </Fragment>
              );
            })}
            {field("aliases", t("staff.taxonomy.aliases"), {
              value: term.aliases.join("\n"),
              long: true,
              hint: t("staff.taxonomy.aliasesHint"),
            })}
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <StaffButton look="primary" type="submit" inactive={saving}>
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? t("staff.taxonomy.saving") : term ? t("staff.taxonomy.save") : t("staff.taxonomy.add")}
        </StaffButton>
        <StaffButton look="secondary" onClick={onCancel}>
          {t("staff.cancel")}
        </StaffButton>
      </div>
      {term ? (
        <fieldset className="border-t border-slate-200 pt-4">
          <legend className="sr-only">
            {kind === "brand" ? t("staff.taxonomy.logo") : t("staff.taxonomy.picture")}
          </legend>
          <label htmlFor={`${id}-image`} className="mb-1 block text-sm font-medium text-slate-700">
            {kind === "brand" ? t("staff.taxonomy.logo") : t("staff.taxonomy.picture")}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <TermThumbnail term={term} kind={kind} />
            <FilePicker
              id={`${id}-image`}
              accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
              describedBy={`${id}-image-hint`}
              chooseLabel={t("staff.taxonomy.imageChoose")}
              noneLabel={t("staff.taxonomy.imageNone")}
              clearAfterChoice
              onFiles={(files) => uploadImage(files[0])}
            />
            {term.image ? (
              <StaffButton look="quiet" onClick={removeImage}>
                {t("staff.taxonomy.removeImage")}
              </StaffButton>
            ) : null}
          </div>
          <p id={`${id}-image-hint`} className="mt-1 text-xs text-slate-600">
            {t("staff.taxonomy.imageHint")}
          </p>
          <MessageBox notice={imageNotice} className="mt-2" />
        </fieldset>
      ) : null}
    </form>
  );
}
