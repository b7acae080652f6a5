import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { TermJson } from "#app/api/taxonomy.ts";
import { nameIn, type SpecField } from "#app/catalogue/spec-fields.ts";
import { specsTexts } from "#app/i18n/texts/staff-specs.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { fieldStyles, MessageBox, type Notice, Spinner, StaffButton, StaffPanel } from "../ui.tsx";
import { SpecFieldForm } from "./spec-field-form.tsx";

/**
 * The "Specifications" tab (decision 100): staff pick a category and add, change or remove its
 * specification fields. Loaded only when the tab is opened (React.lazy in the dashboard).
 */
export default function SpecFieldsPanel() {
  const { t, language } = specsTexts.useTexts();
  const id = useId();
  const [categories, setCategories] = useState<TermJson[] | null>(null);
  const [category, setCategory] = useState("");
  const [fields, setFields] = useState<SpecField[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<SpecField | null>(null);

  useEffect(() => {
    apiRequest("GET /categories", { query: { all: "1" } }).then((result) => {
      if (result.ok && Array.isArray(result.data.categories)) {
        setCategories(result.data.categories);
        setCategory((current) => current || result.data.categories[0]?.slug || "");
      } else if (result.status !== 401) setLoadFailed(true);
    });
  }, []);

  // The category whose fields are wanted now: an answer for one chosen before it (a slow request
  // still on its way when staff picked another) must not replace the list.
  const wanted = useRef(category);
  wanted.current = category;
  const load = useCallback(async () => {
    if (!category) return;
    const result = await apiRequest("GET /spec-fields", { query: { category } });
    if (wanted.current !== category) return;
    if (result.ok && Array.isArray(result.data.fields)) {
      setFields(result.data.fields);
      setLoadFailed(false);
    } else if (result.status !== 401) setLoadFailed(true);
  }, [category]);

  useEffect(() => {
    setFields(null);
    setEditing(null);
    load();
  }, [load]);

  const confirmDelete = async () => {
    const field = deleting;
    setDeleting(null);
    if (!field) return;
    const result = await apiRequest("DELETE /spec-fields/:id", { params: { id: field.id } });
    if (!result.ok) return setNotice({ tone: "error", text: result.error ?? t("specs.failed") });
    setNotice({ tone: "success", text: t("specs.deleted", { name: nameIn(field.names, language) }) });
    await load();
  };

  const saved = async (field: SpecField, created: boolean) => {
    setEditing(null);
    const name = nameIn(field.names, language);
    setNotice({ tone: "success", text: t(created ? "specs.added" : "specs.saved", { name }) });
    await load();
  };

  return (
    <StaffPanel labelledBy={`${id}-title`} look="list">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink sm:text-2xl">
            {t("specs.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("specs.intro")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-slate-700">
              {t("specs.category")}
            </label>
            <select
              id={`${id}-category`}
              className={fieldStyles}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              {(categories ?? []).map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.translations[language]?.name || item.name}
                </option>
              ))}
            </select>
          </div>
          {editing === "new" ? null : (
            <StaffButton look="secondary" onClick={() => setEditing("new")} inactive={!category}>
              {t("specs.add")}
            </StaffButton>
          )}
        </div>
      </div>
      <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />
      {editing === "new" ? (
        <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
          <SpecFieldForm
            categorySlug={category}
            onCancel={() => setEditing(null)}
            onSaved={(field) => saved(field, true)}
          />
        </div>
      ) : null}
      {fields === null ? (
        <div className="flex items-center gap-3 px-6 py-8 text-slate-600" role="status">
          {loadFailed ? (
            t("specs.loadError")
          ) : (
            <>
              <Spinner className="size-5 text-brand-700" />
              {t("loading")}
            </>
          )}
        </div>
      ) : fields.length === 0 ? (
        <p className="px-6 py-8 text-slate-600">{t("specs.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {fields.map((field) => {
            const name = nameIn(field.names, language);
            return (
              <li key={field.id} className="px-4 py-3 sm:px-6" data-testid={`spec-field-${field.key}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">
                      {name}
                      {field.unit ? <span className="font-normal text-slate-600"> ({field.unit})</span> : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      {t("specs.key", { key: field.key })} · {t(`specs.kind.${field.kind}`)}
                      {field.kind === "choice" ? `: ${field.choices.map((choice) => choice.value).join(", ")}` : ""}
                    </p>
                  </div>
                  <StaffButton
                    look="quiet"
                    aria-label={t("specs.editNamed", { name })}
                    onClick={() => setEditing(editing === field.id ? null : field.id)}
                    aria-expanded={editing === field.id}
                  >
                    {t("specs.edit")}
                  </StaffButton>
                  <StaffButton
                    look="danger"
                    aria-label={t("specs.deleteNamed", { name })}
                    onClick={() => setDeleting(field)}
                  >
                    {t("specs.delete")}
                  </StaffButton>
                </div>
                {editing === field.id ? (
                  <div className="mt-4">
                    <SpecFieldForm
                      categorySlug={category}
                      field={field}
                      onCancel={() => setEditing(null)}
                      onSaved={(changed) => saved(changed, false)}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t("specs.deleteNamed", { name: nameIn(deleting.names, language) }) : ""}
        confirmLabel={t("specs.delete")}
        cancelLabel={t("specs.cancel")}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t("specs.confirmDelete")}</p>
      </ConfirmDialog>
    </StaffPanel>
  );
}
