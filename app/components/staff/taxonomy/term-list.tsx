import { useCallback, useEffect, useId, useState } from "react";
import type { BrandUpdateRequest, TermJson } from "#app/api/taxonomy.ts";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { TrashIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { Badge, MessageBox, type Notice, Spinner, StaffButton, StaffPanel } from "../ui.tsx";
import { listedTerms, termEndpoints } from "./term-api.ts";
import { TermForm } from "./term-form.tsx";
import { TermThumbnail } from "./term-thumbnail.tsx";

/** The brands or the categories in the order the menu shows them, each with its buttons and edit form. */
export function TermList({ kind }: { kind: TaxonomyKind }) {
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
    const result = await apiRequest(termEndpoints[kind].list, { query: { all: "1" } });
    const listed = result.ok ? listedTerms(result.data) : undefined;
    if (listed) {
      setTerms(listed);
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
    const result = await apiRequest(termEndpoints[kind].order, { json: { slugs: order } });
    setBusy(false);
    if (!result.ok) return failed(result.error);
    setNotice(null);
    await load();
  };

  const toggleVisible = async (term: TermJson) => {
    if (busy) return;
    setBusy(true);
    const result = await apiRequest(termEndpoints[kind].update, {
      params: { slug: term.slug },
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

  // Brands only: which ones the menus show, in this list's order (decision 183).
  const toggleFeatured = async (term: TermJson) => {
    if (busy) return;
    setBusy(true);
    const change: BrandUpdateRequest = { featured: !term.featured };
    const result = await apiRequest(termEndpoints[kind].update, { params: { slug: term.slug }, json: change });
    setBusy(false);
    if (!result.ok) return failed(result.error);
    setNotice({
      tone: "success",
      text: t(term.featured ? "staff.taxonomy.unfeaturedNotice" : "staff.taxonomy.featuredNotice", { name: term.name }),
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
    const result = await apiRequest(termEndpoints[kind].remove, { params: { slug: term.slug } });
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
                <TermThumbnail term={term} kind={kind} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">
                    {term.name} {term.visible ? null : <Badge tone="amber">{t("staff.taxonomy.hidden")}</Badge>}{" "}
                    {term.featured ? <Badge tone="brand">{t("staff.taxonomy.featured")}</Badge> : null}
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
                  {kind === "brand" ? (
                    <StaffButton look="quiet" aria-pressed={term.featured} onClick={() => toggleFeatured(term)}>
                      {term.featured ? t("staff.taxonomy.unfeature") : t("staff.taxonomy.feature")}
                      <span className="sr-only"> {term.name}</span>
                    </StaffButton>
                  ) : null}
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
