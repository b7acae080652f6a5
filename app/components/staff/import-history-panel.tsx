import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { BlockingImport, ImportEntry } from "#app/api/imports.ts";
import { RefreshIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { undoRefusal } from "#app/utils/api-refusals.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useCreatedTermsPhrase } from "./created-terms.ts";
import { staffPath } from "./staff-tabs.tsx";
import {
  Badge,
  formatDateTime,
  formatNumber,
  LoadFailed,
  MessageBox,
  type Notice,
  Spinner,
  StaffButton,
  StaffPanel,
} from "./ui.tsx";

/** The newest imports shown; older ones cannot be undone before these anyway. */
const SHOWN_IMPORTS = 50;
/** How far back an import opened by its address is looked for: the most the API lists at once. */
const SOUGHT_IMPORTS = 200;

type Load = { status: "loading" | "ready" | "error"; imports: ImportEntry[] };

/**
 * The committed spreadsheet imports, newest first, with an Undo button where the server says an undo
 * will work (not undone, and no later import changed the same products). With `only`, the one
 * import /add-products/imports/{id} opened (decision 191), with a link to the products it touched.
 */
export function ImportHistoryPanel({ only }: { only?: number } = {}) {
  const { t, language } = staffTexts.useTexts();
  const office = officeTexts.useTexts().t;
  const importT = staffImportTexts.useTexts().t;
  const createdTerms = useCreatedTermsPhrase();
  const id = useId();
  const [load, setLoad] = useState<Load>({ status: "loading", imports: [] });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<ImportEntry | null>(null);
  const [undoing, setUndoing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reload = useCallback(async () => {
    setLoad((current) => ({ ...current, status: "loading" }));
    const limit = only === undefined ? SHOWN_IMPORTS : SOUGHT_IMPORTS;
    const result = await apiRequest("GET /imports", { query: { limit } });
    if (result.status === 401) return;
    if (result.ok && Array.isArray(result.data.imports)) {
      const imports = result.data.imports.filter((entry) => only === undefined || entry.id === only);
      setLoad({ status: "ready", imports });
    } else setLoad({ status: "error", imports: [] });
  }, [only]);

  useEffect(() => {
    reload();
  }, [reload]);

  const blockedText = (blocker: BlockingImport) =>
    t("staff.history.blocked", {
      id: formatNumber(blocker.id, language),
      date: formatDateTime(blocker.createdAt, language),
      count: formatNumber(blocker.products, language),
    });

  const confirmUndo = async () => {
    const entry = pending;
    setPending(null);
    if (!entry || undoing) return;
    setUndoing(true);
    setNotice(null);
    const result = await apiRequest("POST /imports/:id/undo", { params: { id: entry.id } });
    setUndoing(false);
    if (result.status === 401) return;
    headingRef.current?.focus();
    if (result.ok) {
      const { removedTerms = [], keptTerms = [] } = result.data;
      setNotice({
        tone: "success",
        text: t("staff.history.undoneNotice"),
        detail: [
          t("staff.history.undoneDetail", {
            count: Number(result.data.removed) || 0,
            restored: formatNumber(Number(result.data.restored) || 0, language),
          }),
          removedTerms.length > 0 ? importT("import.newTerms.removed", { list: createdTerms(removedTerms) }) : "",
          keptTerms.length > 0 ? importT("import.newTerms.kept", { list: createdTerms(keptTerms) }) : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
      // The entry now says it was undone, and the ones it blocked can be undone.
      reload();
      return;
    }
    const refusal = undoRefusal(result.body);
    setNotice({
      tone: "error",
      text:
        refusal?.reason === "blocked"
          ? blockedText(refusal.blockedBy)
          : refusal?.reason === "already-undone"
            ? t("staff.history.alreadyUndone")
            : refusal?.reason === "term-deleted"
              ? t(refusal.kind === "brand" ? "staff.history.brandDeleted" : "staff.history.categoryDeleted", {
                  slug: refusal.slug,
                })
              : t("staff.history.undoError"),
    });
    // The list was out of date: show what the server knows now.
    reload();
  };

  const imports = load.imports;

  return (
    <StaffPanel labelledBy={`${id}-title`} look="list">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4 sm:p-6">
        <div>
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink sm:text-2xl">
            {t("staff.history.title")}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("staff.history.intro")}</p>
        </div>
        <StaffButton look="secondary" onClick={reload}>
          {load.status === "loading" ? <Spinner className="size-4" /> : <RefreshIcon className="size-4" />}
          {t("staff.inbox.refresh")}
        </StaffButton>
      </div>

      <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />
      {only === undefined ? null : (
        <p className="px-4 pt-4 sm:px-6">
          <Link
            to={staffPath("history", language)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("staff.address.allImports")}
          </Link>
        </p>
      )}

      {load.status === "error" ? (
        <LoadFailed message={t("staff.history.error")} onRetry={reload} />
      ) : imports.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-600 sm:px-6">
          {load.status === "loading"
            ? t("staff.history.loading")
            : only === undefined
              ? t("staff.history.empty")
              : t("staff.address.importNotFound", { id: formatNumber(only, language) })}
        </p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-busy={load.status === "loading"}>
          {imports.map((entry) => (
            <li key={entry.id} data-import-id={entry.id} className="px-4 py-4 sm:px-6">
              <article
                aria-labelledby={`${id}-import-${entry.id}`}
                className="flex flex-wrap items-start justify-between gap-3"
              >
                <div className="min-w-0 space-y-1">
                  <h3 id={`${id}-import-${entry.id}`} className="font-semibold break-all text-ink">
                    <Link
                      to={staffPath("history", language, String(entry.id))}
                      className="underline-offset-2 hover:underline"
                    >
                      {t("staff.history.number", { id: formatNumber(entry.id, language) })}
                    </Link>{" "}
                    · {entry.fileName}
                  </h3>
                  <p className="text-sm text-slate-600">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>{" "}
                    {t("staff.history.by", { name: entry.username })}
                  </p>
                  {entry.source === "product" ? (
                    <p className="text-sm text-slate-700">
                      <Badge tone="brand">{office("office.history.product")}</Badge>{" "}
                      {office(
                        entry.created > 0
                          ? "office.history.added"
                          : entry.deleted > 0
                            ? "office.history.deleted"
                            : "office.history.edited",
                      )}
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-700" hidden={entry.source === "product"}>
                    {t("staff.history.counts", {
                      created: formatNumber(entry.created, language),
                      updated: formatNumber(entry.updated, language),
                      unchanged: formatNumber(entry.unchanged, language),
                    })}
                  </p>
                  {entry.createdTerms.length > 0 ? (
                    <p className="text-sm text-slate-700">
                      {importT("import.newTerms.history", { list: createdTerms(entry.createdTerms) })}
                    </p>
                  ) : null}
                  {entry.replaceAll && entry.source !== "product" ? (
                    <p className="text-sm text-slate-700">{t("staff.history.replaceAll", { count: entry.deleted })}</p>
                  ) : null}
                  {entry.undoneAt === null && entry.blockedBy ? (
                    <p className="text-sm text-slate-600">{blockedText(entry.blockedBy)}</p>
                  ) : null}
                  {only !== undefined && entry.source !== "product" ? (
                    <p className="text-sm">
                      <Link
                        to={`${staffPath("products", language)}?${new URLSearchParams({ import: String(entry.id) })}`}
                        className="font-semibold text-brand-700 underline underline-offset-2"
                      >
                        {t("staff.address.importProducts")}
                      </Link>
                    </p>
                  ) : null}
                </div>
                {entry.undoneAt !== null ? (
                  <Badge>
                    {t("staff.history.undone", {
                      name: entry.undoneBy ?? "—",
                      date: formatDateTime(entry.undoneAt, language),
                    })}
                  </Badge>
                ) : entry.blockedBy === null ? (
                  <StaffButton
                    look="danger"
                    inactive={undoing}
                    onClick={() => {
                      if (!undoing) setPending(entry);
                    }}
                  >
                    {undoing ? <Spinner className="size-4" /> : null}
                    {t("staff.history.undo")}
                    <span className="sr-only">
                      {" "}
                      {t("staff.history.number", { id: formatNumber(entry.id, language) })} ({entry.fileName})
                    </span>
                  </StaffButton>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={t("staff.history.confirmTitle")}
        confirmLabel={t("staff.history.confirm")}
        cancelLabel={t("staff.cancel")}
        onConfirm={confirmUndo}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <>
            <p className="font-semibold break-all text-ink">
              {t("staff.history.number", { id: formatNumber(pending.id, language) })} · {pending.fileName}
            </p>
            <p className="mt-3 text-sm">
              {t("staff.history.confirmText", {
                count: pending.created,
                restored: formatNumber(pending.updated + pending.deleted, language),
              })}
            </p>
            {pending.createdTerms.length > 0 ? (
              <p className="mt-2 text-sm">
                {importT("import.newTerms.confirm", { list: createdTerms(pending.createdTerms) })}
              </p>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
    </StaffPanel>
  );
}
