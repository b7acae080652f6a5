import { useCallback, useEffect, useId, useState } from "react";
import type { SavedMapping } from "#app/api/imports.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { fieldStyles, MessageBox, type Notice, StaffButton } from "./ui.tsx";

/** The mappings remembered per header layout, to rename or delete (GET/PATCH/DELETE /import-mappings). */
export function SavedMappings({ reloadKey }: { reloadKey: number }) {
  const { t } = staffImportTexts.useTexts();
  const { t: staffT } = staffTexts.useTexts();
  const id = useId();
  const [mappings, setMappings] = useState<SavedMapping[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<SavedMapping | null>(null);

  const load = useCallback(async () => {
    const result = await apiRequest("GET /import-mappings");
    if (result.ok) setMappings(result.data.mappings);
    else if (result.status !== 401) setNotice({ tone: "error", text: t("import.saved.loadError") });
  }, [t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh list after an import
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const rename = async () => {
    if (!editing) return;
    const result = await apiRequest("PATCH /import-mappings/:id", {
      params: { id: editing.id },
      json: { name: editing.name },
    });
    if (result.ok) {
      setEditing(null);
      setNotice({ tone: "success", text: t("import.saved.renamed") });
      await load();
    } else if (result.status !== 401) setNotice({ tone: "error", text: result.error ?? t("import.saved.error") });
  };

  const remove = async (mapping: SavedMapping) => {
    setDeleting(null);
    const result = await apiRequest("DELETE /import-mappings/:id", { params: { id: mapping.id } });
    if (result.ok) {
      setNotice({ tone: "success", text: t("import.saved.deleted") });
      await load();
    } else if (result.status !== 401) setNotice({ tone: "error", text: result.error ?? t("import.saved.error") });
  };

  return (
    <details className="rounded-xl bg-white ring-1 ring-slate-200">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-ink sm:px-5">{t("import.saved.title")}</summary>
      <div className="space-y-3 border-t border-slate-100 px-4 py-3 sm:px-5">
        <p className="text-sm text-slate-600">{t("import.saved.intro")}</p>
        <MessageBox notice={notice} />
        {mappings && mappings.length === 0 ? <p className="text-sm text-slate-600">{t("import.saved.empty")}</p> : null}
        <ul className="divide-y divide-slate-100">
          {(mappings ?? []).map((mapping) => (
            <li key={mapping.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              {editing?.id === mapping.id ? (
                <form
                  className="flex flex-1 flex-wrap items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void rename();
                  }}
                >
                  <div className="flex-1 text-sm font-medium text-slate-800">
                    <label htmlFor={`${id}-${mapping.id}`}>{t("import.saved.name")}</label>
                    <input
                      id={`${id}-${mapping.id}`}
                      className={`${fieldStyles} mt-1`}
                      value={editing.name}
                      maxLength={120}
                      required
                      onChange={(event) => setEditing({ id: mapping.id, name: event.target.value })}
                    />
                  </div>
                  <StaffButton look="secondary" type="submit">
                    {t("import.saved.save")}
                  </StaffButton>
                  <StaffButton look="quiet" onClick={() => setEditing(null)}>
                    {staffT("staff.cancel")}
                  </StaffButton>
                </form>
              ) : (
                <>
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{mapping.name}</p>
                    <p className="truncate text-xs text-slate-600">
                      {t("import.saved.headers", { headers: mapping.headers.filter(Boolean).join(", ") })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <StaffButton
                      look="quiet"
                      aria-label={`${t("import.saved.rename")}: ${mapping.name}`}
                      onClick={() => setEditing({ id: mapping.id, name: mapping.name })}
                    >
                      {t("import.saved.rename")}
                    </StaffButton>
                    <StaffButton
                      look="danger"
                      aria-label={`${t("import.saved.delete")}: ${mapping.name}`}
                      onClick={() => setDeleting(mapping)}
                    >
                      {t("import.saved.delete")}
                    </StaffButton>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t("import.saved.confirmDelete", { name: deleting?.name ?? "" })}
        confirmLabel={t("import.saved.delete")}
        cancelLabel={staffT("staff.cancel")}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p className="text-sm text-slate-700">{t("import.saved.deleteNote")}</p>
      </ConfirmDialog>
    </details>
  );
}
