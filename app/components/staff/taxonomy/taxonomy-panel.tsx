import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { TrashIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import type { TermJson } from "#app/utils/api-types.ts";
import { apiRequest, uploadForm } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Badge, fieldStyles, MessageBox, type Notice, Spinner, StaffButton, StaffPanel } from "./ui.tsx";

/**
 * The "Brands & categories" tab: staff add, rename, reorder, hide, describe and picture the brands
 * and categories the whole site reads from the database. The server checks every change; its
 * sentences (a taken name, a brand with products) are shown as it sends them.
 */
export function TaxonomyPanel() {
  return (
    <div className="space-y-8">
      <TermList kind="brand" />
      <TermList kind="category" />
    </div>
  );
}

const paths: Record<TaxonomyKind, string> = { brand: "/brands", category: "/categories" };
const listKey = { brand: "brands", category: "categories" } as const;

type FieldErrors = Record<string, string>;

/** The server's `errors` ([{ field, message }]) by field, for messages beside each field. */
function errorsByField(body: Record<string, unknown>): FieldErrors {
  const errors = Array.isArray(body.errors) ? (body.errors as { field?: unknown; message?: unknown }[]) : [];
  const byField: FieldErrors = {};
  for (const error of errors) {
    if (typeof error.field === "string" && typeof error.message === "string")
      byField[error.field] = byField[error.field] ? `${byField[error.field]} ${error.message}` : error.message;
  }
  return byField;
}

function TermList({ kind }: { kind: TaxonomyKind }) {
  const { t } = staffTexts.useTexts();
  const id = useId();
  const [terms, setTerms] = useState<TermJson[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TermJson | null>(null);

  const load = useCallback(async () => {
    const result = await apiRequest<Record<string, TermJson[]>>(paths[kind], { query: { all: 1 } });
    if (result.ok && Array.isArray(result.data[listKey[kind]])) {
      setTerms(result.data[listKey[kind]] ?? []);
      setLoadFailed(false);
    } else if (result.status !== 401) setLoadFailed(true);
  }, [kind]);

  useEffect(() => {
    load();
  }, [load]);

  const failed = (error?: string) => setNotice({ tone: "error", text: error ?? t("staff.taxonomy.saveError") });

  const move = async (index: number, by: -1 | 1) => {
    if (!terms || busy) return;
    const order = terms.map((term) => term.slug);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setBusy(true);
    const result = await apiRequest(`${paths[kind]}/order`, { method: "PUT", json: { slugs: order } });
    setBusy(false);
    if (!result.ok) return failed(result.error);
    setNotice(null);
    await load();
  };

  const toggleVisible = async (term: TermJson) => {
    if (busy) return;
    setBusy(true);
    const result = await apiRequest(`${paths[kind]}/${term.slug}`, {
      method: "PATCH",
      json: { visible: !term.visible },
    });
    setBusy(false);
    if (!result.ok) return failed(result.error);
    setNotice({
      tone: "success",
      text: t(term.visible ? "staff.taxonomy.hiddenNotice" : "staff.taxonomy.shownNotice", { name: term.name }),
    });
    await load();
  };

  const askDelete = (term: TermJson) => {
    // The server refuses it too (409); saying so at once spares a dialog that cannot succeed.
    if (term.productCount > 0) {
      setNotice({ tone: "error", text: t("staff.taxonomy.hasProducts", { name: term.name }) });
      return;
    }
    setDeleting(term);
  };

  const confirmDelete = async () => {
    const term = deleting;
    setDeleting(null);
    if (!term) return;
    const result = await apiRequest(`${paths[kind]}/${term.slug}`, { method: "DELETE" });
    if (!result.ok)
      return failed(result.status === 409 ? t("staff.taxonomy.hasProducts", { name: term.name }) : result.error);
    setNotice({ tone: "success", text: t("staff.taxonomy.deleted", { name: term.name }) });
    await load();
  };

  const title = kind === "brand" ? t("staff.taxonomy.brands") : t("staff.taxonomy.categories");
  return (
    <StaffPanel labelledBy={`${id}-title`} look="list">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink sm:text-2xl">
            {title}
          </h2>
          {kind === "brand" ? <p className="mt-1 text-sm text-slate-600">{t("staff.taxonomy.intro")}</p> : null}
        </div>
        {adding ? null : (
          <StaffButton
            look="secondary"
            onClick={() => {
              setAdding(true);
              setEditing(null);
            }}
          >
            {kind === "brand" ? t("staff.taxonomy.addBrand") : t("staff.taxonomy.addCategory")}
          </StaffButton>
        )}
      </div>
      <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />
      {adding ? (
        <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
          <TermForm
            kind={kind}
            onCancel={() => setAdding(false)}
            onSaved={async (saved) => {
              setAdding(false);
              setNotice({ tone: "success", text: t("staff.taxonomy.added", { name: saved.name }) });
              await load();
            }}
          />
        </div>
      ) : null}
      {terms === null ? (
        <div className="flex items-center gap-3 px-6 py-8 text-slate-600" role="status">
          {loadFailed ? (
            t("staff.taxonomy.loadError")
          ) : (
            <>
              <Spinner className="size-5 text-brand-700" />
              {t("loading")}
            </>
          )}
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {terms.map((term, index) => (
            <li key={term.slug} className="px-4 py-3 sm:px-6" data-testid={`${kind}-${term.slug}`}>
              <div className="flex flex-wrap items-center gap-3">
                <Thumbnail term={term} kind={kind} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">
                    {term.name} {term.visible ? null : <Badge tone="amber">{t("staff.taxonomy.hidden")}</Badge>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {/* A long address may break anywhere; the count never does. */}
                    <span className="break-all">
                      /{kind === "brand" ? "brands" : "categories"}/{term.slug}
                    </span>{" "}
                    ·{" "}
                    <span className="whitespace-nowrap">
                      {t("staff.taxonomy.products", { count: term.productCount })}
                    </span>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <StaffButton
                    look="quiet"
                    aria-label={t("staff.taxonomy.moveUp", { name: term.name })}
                    inactive={index === 0 || busy}
                    onClick={() => index > 0 && move(index, -1)}
                  >
                    ↑
                  </StaffButton>
                  <StaffButton
                    look="quiet"
                    aria-label={t("staff.taxonomy.moveDown", { name: term.name })}
                    inactive={index === terms.length - 1 || busy}
                    onClick={() => index < terms.length - 1 && move(index, 1)}
                  >
                    ↓
                  </StaffButton>
                  <StaffButton
                    look="quiet"
                    aria-expanded={editing === term.slug}
                    onClick={() => {
                      setEditing(editing === term.slug ? null : term.slug);
                      setAdding(false);
                    }}
                  >
                    {t("staff.taxonomy.edit")}
                    <span className="sr-only"> {term.name}</span>
                  </StaffButton>
                  <StaffButton look="quiet" onClick={() => toggleVisible(term)}>
                    {term.visible ? t("staff.taxonomy.hide") : t("staff.taxonomy.show")}
                    <span className="sr-only"> {term.name}</span>
                  </StaffButton>
                  <StaffButton look="danger" onClick={() => askDelete(term)}>
                    <TrashIcon className="size-4" />
                    {t("staff.taxonomy.delete")}
                    <span className="sr-only"> {term.name}</span>
                  </StaffButton>
                </div>
              </div>
              {editing === term.slug ? (
                <div className="mt-4">
                  <TermForm
                    kind={kind}
                    term={term}
                    onCancel={() => setEditing(null)}
                    onSaved={async (saved, message) => {
                      setEditing(message === "image" ? saved.slug : null);
                      setNotice({
                        tone: "success",
                        text: t(message === "image" ? "staff.taxonomy.imageSaved" : "staff.taxonomy.saved", {
                          name: saved.name,
                        }),
                      });
                      await load();
                    }}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("staff.taxonomy.confirmDelete", { name: deleting?.name ?? "" })}
        confirmLabel={t("staff.taxonomy.delete")}
        cancelLabel={t("staff.cancel")}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t("staff.taxonomy.confirmDeleteText")}</p>
      </ConfirmDialog>
    </StaffPanel>
  );
}

function Thumbnail({ term, kind }: { term: TermJson; kind: TaxonomyKind }) {
  const { t } = staffTexts.useTexts();
  return term.image ? (
    <img
      src={term.image}
      alt=""
      width={80}
      height={kind === "brand" ? 40 : 56}
      className="h-12 w-20 shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200"
    />
  ) : (
    <span className="grid h-12 w-20 shrink-0 place-items-center rounded-md bg-slate-100 text-center text-xs text-slate-500">
      {t("staff.taxonomy.noImage")}
    </span>
  );
}

interface TermFormProps {
  kind: TaxonomyKind;
  /** Absent: a new one. */
  term?: TermJson;
  onCancel: () => void;
  onSaved: (term: TermJson, what: "fields" | "image") => void;
}

/** Adding (name and optional slug) or editing every field, with the server's faults beside each. */
function TermForm({ kind, term, onCancel, onSaved }: TermFormProps) {
  const { t } = staffTexts.useTexts();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [imageNotice, setImageNotice] = useState<Notice | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body: Record<string, unknown> = { name: text("name") };
    if (text("slug") || term) body.slug = text("slug");
    if (term) {
      Object.assign(body, {
        nameEs: text("nameEs"),
        navLabel: text("navLabel"),
        navLabelEs: text("navLabelEs"),
        description: text("description"),
        descriptionEs: text("descriptionEs"),
        aliases: text("aliases")
          .split("\n")
          .map((alias) => alias.trim())
          .filter(Boolean),
      });
    }
    setSaving(true);
    const key = kind;
    const result = term
      ? await apiRequest<Record<string, TermJson>>(`${paths[kind]}/${term.slug}`, { method: "PATCH", json: body })
      : await apiRequest<Record<string, TermJson>>(paths[kind], { method: "POST", json: body });
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
    const result = await uploadForm<Record<string, TermJson>>(`${paths[kind]}/${term.slug}/image`, form, {
      method: "PUT",
    });
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
    const result = await apiRequest<Record<string, TermJson>>(`${paths[kind]}/${term.slug}/image`, {
      method: "DELETE",
    });
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
            {field("nameEs", t("staff.taxonomy.nameEs"), { value: term.nameEs, hint: t("staff.taxonomy.nameEsHint") })}
            {field("navLabel", t("staff.taxonomy.navLabel"), {
              value: term.navLabel === term.name ? "" : term.navLabel,
              hint: t("staff.taxonomy.navLabelHint"),
            })}
            {field("navLabelEs", t("staff.taxonomy.navLabelEs"), {
              value: term.navLabelEs === (term.nameEs || term.navLabel) ? "" : term.navLabelEs,
            })}
            <div className="hidden sm:block" />
            {field("description", t("staff.taxonomy.description"), {
              value: term.description,
              long: true,
              hint: t("staff.taxonomy.descriptionHint"),
            })}
            {field("descriptionEs", t("staff.taxonomy.descriptionEs"), { value: term.descriptionEs, long: true })}
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
            <Thumbnail term={term} kind={kind} />
            <input
              id={`${id}-image`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
              aria-describedby={`${id}-image-hint`}
              className="max-w-full text-sm"
              onChange={(event) => {
                uploadImage(event.currentTarget.files?.[0]);
                event.currentTarget.value = "";
              }}
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
