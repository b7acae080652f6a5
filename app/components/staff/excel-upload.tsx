import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { ImportSummary, SheetProblem } from "#app/api/imports.ts";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import type { ImportMappingAnswer, ImportMappingRequest, UnknownValues } from "#app/forms/import-mapping.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { staffMappingTexts } from "#app/i18n/texts/staff-mapping.ts";
import { importMappingOf, sheetProblemCount, sheetProblems } from "#app/utils/api-refusals.ts";
import { downloadFile, type UploadProgress, uploadForm } from "#app/utils/staff-api.ts";
import { useCreatedTermsPhrase } from "./created-terms.ts";
import { DropZone } from "./drop-zone.tsx";
import { draftToSend, sameDraft } from "./field-sources.tsx";
import { draftFromAnswer, MappingStep } from "./mapping-step.tsx";
import { PreviewChanges } from "./preview-changes.tsx";
import { defaultPublishOf, type ImportPublish, PublishChoice } from "./publish-choice.tsx";
import { ReadAsPreview } from "./read-as-preview.tsx";
import { SavedMappings } from "./saved-mappings.tsx";
import { SheetProblems } from "./sheet-problems.tsx";
import { SkippedRows } from "./skipped-rows.tsx";
import {
  formatBytes,
  formatList,
  formatNumber,
  MessageBox,
  type Notice,
  ProgressBar,
  Spinner,
  StaffButton,
} from "./ui.tsx";
import { withSuggestions } from "./unknown-values.tsx";

const SHEET_TYPES = [
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/csv",
  "text/plain",
  "text/tab-separated-values",
];
const SHEET_EXTENSIONS = ["xlsx", "xls", "ods", "csv", "txt", "tsv"];

/**
 * A workbook (.xlsx, .xls, .ods) or a CSV text (.csv, .txt), judged by its name (and, for a file
 * without an extension, its type). The server then checks the content itself.
 */
export function isSpreadsheetFile(file: File): boolean {
  const extension = file.name.match(/\.([^.]+)$/)?.[1]?.toLowerCase();
  if (extension) return SHEET_EXTENSIONS.includes(extension);
  return SHEET_TYPES.includes(file.type);
}

interface MappingState {
  answer: ImportMappingAnswer;
  unknownValues: UnknownValues;
}

type Phase = "idle" | "previewing" | "importing";

/**
 * Spreadsheet upload with a preview: choosing a file sends it as a dry run first and shows what an
 * import would do (rows read, created, updated, unchanged) or every fault by row and column, with
 * the mapping step (columns, fixed values, unknown brands and categories) to correct and check
 * again; Import then commits with the mapping last checked.
 */
export function ExcelUpload({
  onImported,
  onSendingChange,
}: {
  onImported: () => void;
  /** Told when an import starts and ends: leaving the panel mid-import would hide its outcome. */
  onSendingChange: (sending: boolean) => void;
}) {
  const { t, language } = staffTexts.useTexts();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [preview, setPreview] = useState<ImportSummary | null>(null);
  const [problems, setProblems] = useState<SheetProblem[]>([]);
  /** All the faults of the refused sheet; `problems` lists the first of them (the server caps the list). */
  const [problemCount, setProblemCount] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [mapping, setMapping] = useState<MappingState | null>(null);
  const [draft, setDraft] = useState<ImportMappingRequest>({});
  /** The mapping the current preview was checked with; Import sends the same. */
  const [applied, setApplied] = useState<ImportMappingRequest | undefined>(undefined);
  /** The draft as the last check left it: a draft that differs is checked again before Import. */
  const [checked, setChecked] = useState<ImportMappingRequest>({});
  const [skipped, setSkipped] = useState<SheetProblem[]>([]);
  const [savedReload, setSavedReload] = useState(0);
  /** Publish what the import creates, hold it back, or the rule's mix (decision 087). */
  const [publish, setPublish] = useState<ImportPublish>("now");
  const importTexts = staffImportTexts.useTexts();
  const mappingTexts = staffMappingTexts.useTexts();
  const createdTerms = useCreatedTermsPhrase();
  const request = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = phase !== "idle";
  const changed = mapping !== null && !sameDraft(draft, checked);

  useEffect(() => () => request.current?.abort(), []);
  const importing = phase === "importing";
  useEffect(() => onSendingChange(importing), [importing, onSendingChange]);

  const summaryText = (summary: ImportSummary) =>
    t("staff.excel.summary", {
      count: summary.rows,
      created: formatNumber(summary.created, language),
      updated: formatNumber(summary.updated, language),
      unchanged: formatNumber(summary.unchanged, language),
    });

  const send = async (chosen: File, dryRun: boolean, withMapping?: ImportMappingRequest, choice?: ImportPublish) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const form = new FormData();
    if (withMapping) form.append("mapping", JSON.stringify(withMapping));
    if (choice && choice !== "suggested") form.append("publish", choice);
    form.append("excel", chosen, chosen.name);
    setProgress({ fraction: 0, sent: false });
    const result = await uploadForm("POST /upload-excel", form, {
      query: dryRun ? { dryRun: "1" } : undefined,
      onProgress: (value) => {
        if (!controller.signal.aborted) setProgress(value);
      },
      signal: controller.signal,
    });
    return controller.signal.aborted ? null : result;
  };

  /** Shows what a preview answered: the summary or the problems, and the mapping either way. */
  const showPreview = async (chosen: File, withMapping: ImportMappingRequest | undefined) => {
    setNotice(null);
    setPhase("previewing");
    const result = await send(chosen, true, withMapping);
    if (!result) return;
    setPhase("idle");
    setProgress(null);
    setApplied(withMapping);
    const answered = result.ok ? importMappingOf({ ...result.data }) : importMappingOf(result.body);
    setMapping(answered ? { answer: answered.mapping, unknownValues: answered.unknownValues } : null);
    if (answered) {
      const fresh = draftFromAnswer(answered.mapping, withMapping);
      // Suggested choices for unknown values are not checked yet: Import checks them first.
      setDraft(withSuggestions(fresh, answered.unknownValues));
      setChecked(fresh);
    }
    if (result.ok) {
      setPreview(result.data);
      setPublish(defaultPublishOf(result.data));
      setProblems([]);
      setSkipped(result.data.skipped ?? []);
      return;
    }
    setPreview(null);
    setSkipped([]);
    if (result.status === 401) return;
    setProblems(sheetProblems(result.body));
    setProblemCount(sheetProblemCount(result.body));
    setNotice({ tone: "error", text: result.error ?? t("staff.excel.error") });
  };

  const choose = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setPreview(null);
    setProblems([]);
    setSkipped([]);
    setMapping(null);
    setApplied(undefined);
    setDraft({});
    setChecked({});
    if (!isSpreadsheetFile(chosen)) {
      request.current?.abort();
      setPhase("idle");
      setProgress(null);
      setFile(null);
      setNotice({ tone: "error", text: t("staff.excel.invalidType") });
      return;
    }
    setFile(chosen);
    await showPreview(chosen, undefined);
  };

  const commit = async () => {
    if (busy) return;
    if (!file) {
      setNotice({ tone: "error", text: t("staff.excel.selectFile") });
      return;
    }
    // The mapping imported is the one on screen: changed since the check, it is checked first.
    if (changed) {
      await showPreview(file, draftToSend(draft));
      setNotice((shown) => shown ?? { tone: "info", text: mappingTexts.t("mapping.rechecked") });
      return;
    }
    if (!preview) return;
    setPhase("importing");
    setNotice(null);
    // The rule's answer is what an upload without a choice gets: sent only when staff changed it.
    const result = await send(file, false, applied, preview.defaultPublish === publish ? undefined : publish);
    if (!result) return;
    setPhase("idle");
    setProgress(null);
    if (result.ok) {
      const created = result.data.newTerms ?? [];
      const notes = result.data.readAs?.fitmentNotes ?? 0;
      setNotice({
        tone: "success",
        text: t("staff.excel.success"),
        detail: [
          summaryText(result.data),
          created.length > 0 ? importTexts.t("import.newTerms.created", { list: createdTerms(created) }) : "",
          // Rows whose names did not surely say their category stayed out: say so, and where they are listed.
          (result.data.rowCounts?.needsLook ?? 0) > 0
            ? importTexts.t("import.rows.needsLookLeftOut", { count: result.data.rowCounts?.needsLook ?? 0 })
            : "",
          // Fitment text that is no vehicle went in as notes, not finder models (decision 093): say how much.
          notes > 0 ? mappingTexts.t("mapping.samples.notes", { count: notes }) : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
      setFile(null);
      setPreview(null);
      setProblems([]);
      setMapping(null);
      setSkipped(result.data.skipped ?? []);
      setSavedReload((key) => key + 1);
      onImported();
      return;
    }
    if (result.status === 401) return;
    setPreview(null);
    setProblems(sheetProblems(result.body));
    setProblemCount(sheetProblemCount(result.body));
    setNotice({ tone: "error", text: result.error ?? t("staff.excel.error") });
  };

  const clear = () => {
    request.current?.abort();
    setPhase("idle");
    setProgress(null);
    setFile(null);
    setPreview(null);
    setProblems([]);
    setSkipped([]);
    setMapping(null);
    setApplied(undefined);
    setNotice(null);
    inputRef.current?.focus();
  };

  const download = async (path: string, fallback: string) => {
    setDownloading(true);
    const result = await downloadFile(path, fallback);
    setDownloading(false);
    if (!result.ok && result.status !== 401) {
      setNotice({ tone: "error", text: result.error ?? t("staff.download.error") });
    }
  };

  const canImport = Boolean(file && !busy && (changed || (preview && problems.length === 0)));
  const hintId = useId();

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="text-slate-600">{t("staff.excel.templateIntro")}</span>
        <StaffButton
          look="quiet"
          onClick={() => download("/products/template.xlsx", "catalogue-template.xlsx")}
          inactive={downloading}
        >
          <DownloadIcon className="size-4" />
          {t("staff.excel.template")}
        </StaffButton>
      </div>

      <DropZone
        accept={[...SHEET_EXTENSIONS.map((extension) => `.${extension}`), ...SHEET_TYPES].join(",")}
        label={t("staff.excel.dropLabel")}
        hint={t("staff.excel.hint")}
        disabled={importing}
        inputRef={inputRef}
        onFiles={choose}
      />

      {file ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <p className="min-w-0 text-sm text-slate-700">
            {t("staff.selected")} <span className="font-semibold break-all text-ink">{file.name}</span>{" "}
            <span className="text-slate-500">({formatBytes(file.size, language)})</span>
          </p>
          <StaffButton
            look="quiet"
            // An import the server has started commits whatever the browser does: only a preview is cancelled.
            onClick={() => {
              if (!importing) clear();
            }}
            inactive={importing}
          >
            {t("staff.clearSelection")}
          </StaffButton>
        </div>
      ) : null}

      {progress && file ? <ProgressBar progress={progress} fileLabel={file.name} /> : null}

      <MessageBox notice={notice} />

      {preview && file ? <ImportPreview summary={preview} /> : null}
      {mapping && file ? (
        <FoldedWhenSettled
          // A sheet that maps itself with nothing to settle (our own template) asks no questions.
          folded={Boolean(preview) && !applied && skipped.length === 0 && mapping.unknownValues.brand.length === 0}
          label={importTexts.t("import.mapping.show")}
        >
          <MappingStep
            answer={mapping.answer}
            unknownValues={mapping.unknownValues}
            draft={draft}
            onChange={setDraft}
            onApply={() => showPreview(file, draftToSend(draft))}
            disabled={busy}
          />
        </FoldedWhenSettled>
      ) : null}
      {preview?.readAs && file ? <ReadAsPreview readAs={preview.readAs} /> : null}
      {preview && file && preview.created > 0 && problems.length === 0 ? (
        <PublishChoice summary={preview} value={publish} onChange={setPublish} disabled={busy} />
      ) : null}
      {problems.length > 0 ? (
        <SheetProblems problems={problems} total={problemCount} headerRow={mapping?.answer.headerRow ?? 1} />
      ) : null}
      {skipped.length > 0 ? (
        <SkippedRows
          rows={skipped}
          outsideCatalogue={preview?.outsideCatalogue ?? 0}
          needsLook={preview?.rowCounts?.needsLook ?? 0}
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <StaffButton
          look="primary"
          inactive={!canImport}
          aria-describedby={hintId}
          onClick={() => {
            if (canImport || (!file && !busy)) commit();
          }}
        >
          {phase === "importing" ? <Spinner className="size-4" /> : null}
          {phase === "importing" ? t("staff.excel.importing") : t("staff.excel.import")}
        </StaffButton>
        <p id={hintId} className="text-sm text-slate-600">
          {!file
            ? t("staff.excel.importHintEmpty")
            : phase === "previewing"
              ? t("staff.excel.checking")
              : changed
                ? mappingTexts.t("mapping.changed")
                : problems.length > 0
                  ? mapping
                    ? mappingTexts.t("mapping.problemsHint")
                    : t("staff.excel.importHintProblems")
                  : preview
                    ? t("staff.excel.importHintReady", { count: preview.rows })
                    : null}
        </p>
      </div>

      <SavedMappings reloadKey={savedReload} />
    </div>
  );
}

function FoldedWhenSettled({ folded, label, children }: { folded: boolean; label: string; children: ReactNode }) {
  if (!folded) return children;
  return (
    <details className="rounded-xl bg-white ring-1 ring-slate-200">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-brand-700 sm:px-5">{label}</summary>
      {children}
    </details>
  );
}

export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const { t, language } = staffTexts.useTexts();
  const importTexts = staffImportTexts.useTexts();
  const counts = summary.rowCounts;
  const stats: { key: string; label: string; value: number; tone: string }[] = [
    { key: "rows", label: t("staff.preview.rows"), value: counts?.read ?? summary.rows, tone: "text-ink" },
    { key: "created", label: t("staff.preview.created"), value: summary.created, tone: "text-emerald-700" },
    { key: "updated", label: t("staff.preview.updated"), value: summary.updated, tone: "text-brand-700" },
    { key: "unchanged", label: t("staff.preview.unchanged"), value: summary.unchanged, tone: "text-slate-600" },
    // Rows the import leaves out: those whose names do not surely say their category, and the rest (decision 180).
    ...(counts && counts.needsLook > 0
      ? [
          {
            key: "needsLook",
            label: importTexts.t("import.rows.needsLook"),
            value: counts.needsLook,
            tone: "text-amber-800",
          },
        ]
      : []),
    ...(counts && counts.leftOut > 0
      ? [{ key: "leftOut", label: importTexts.t("import.rows.leftOut"), value: counts.leftOut, tone: "text-slate-600" }]
      : []),
  ];
  const nothingChanges = summary.created === 0 && summary.updated === 0;
  const createdTerms = useCreatedTermsPhrase();
  const newTerms = summary.newTerms ?? [];
  return (
    <section aria-labelledby="import-preview-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <h3 id="import-preview-title" className="font-semibold text-ink">
        {t("staff.preview.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {nothingChanges ? t("staff.preview.nothingChanges") : t("staff.preview.valid")}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.key} data-stat={stat.key} className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{stat.label}</dt>
            <dd className={`mt-0.5 text-2xl font-bold tabular-nums ${stat.tone}`}>
              {formatNumber(stat.value, language)}
            </dd>
          </div>
        ))}
      </dl>
      {counts && counts.placed.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700" data-placed>
          {importTexts.t("import.rows.placed", {
            list: formatList(
              counts.placed.map((category) => `${category.name} ${formatNumber(category.rows, language)}`),
              language,
            ),
          })}
        </p>
      ) : null}
      {newTerms.length > 0 ? (
        <p className="mt-3 text-sm font-medium text-ink" data-new-terms>
          {importTexts.t("import.newTerms.preview", { list: createdTerms(newTerms) })}
        </p>
      ) : null}
      {summary.changes && summary.changes.length > 0 ? (
        <PreviewChanges products={summary.changes} updated={summary.updated} />
      ) : null}
    </section>
  );
}
