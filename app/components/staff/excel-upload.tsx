import { useEffect, useId, useRef, useState } from "react";
import type { ImportSummary, SheetProblem } from "#app/api/imports.ts";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import type {
  ImportField,
  ImportMappingAnswer,
  ImportMappingRequest,
  UnknownValues,
} from "#app/forms/import-mapping.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { staffMappingTexts } from "#app/i18n/texts/staff-mapping.ts";
import { importMappingOf, mappingFieldOf, sheetProblemCount, sheetProblems } from "#app/utils/api-refusals.ts";
import { downloadFile, type UploadProgress, uploadForm } from "#app/utils/staff-api.ts";
import { DropZone } from "./drop-zone.tsx";
import { draftToSend, sameDraft, sourceFault } from "./field-sources.tsx";
import { FoldedWhenSettled, ImportPreview } from "./import-preview.tsx";
import { ImportReviewPanel } from "./import-review.tsx";
import { useImportedNotice } from "./imported-notice.ts";
import { draftFromAnswer, MappingStep } from "./mapping-step.tsx";
import { defaultPublishOf, type ImportPublish, PublishChoice } from "./publish-choice.tsx";
import { ReadAsPreview } from "./read-as-preview.tsx";
import { SavedMappings } from "./saved-mappings.tsx";
import { SheetProblems } from "./sheet-problems.tsx";
import { SkippedRows } from "./skipped-rows.tsx";
import { isSpreadsheetFile, spreadsheetAccept } from "./spreadsheet-file.ts";
import { formatBytes, MessageBox, type Notice, ProgressBar, Spinner, StaffButton } from "./ui.tsx";
import { withSuggestions } from "./unknown-values.tsx";

/** What a check or an import left out: its rows, and the counts the server gave (the list may be capped). */
interface LeftOut {
  rows: SheetProblem[];
  outsideCatalogue: number;
  needsLook: number;
}

const nothingLeftOut: LeftOut = { rows: [], outsideCatalogue: 0, needsLook: 0 };

/**
 * Kept with the rows rather than read from the preview: after an import the preview is gone, and the
 * rows it left out still say how many need a look (issue 40).
 */
function leftOutOf(summary: ImportSummary): LeftOut {
  return {
    rows: summary.skipped ?? [],
    outsideCatalogue: summary.outsideCatalogue ?? 0,
    needsLook: summary.rowCounts?.needsLook ?? 0,
  };
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
  /** The rows the last check or import left out, and how many of them need a look or are no part of the catalogue. */
  const [skipped, setSkipped] = useState<LeftOut>(nothingLeftOut);
  const [savedReload, setSavedReload] = useState(0);
  /** Publish what the import creates, hold it back, or the rule's mix (decision 087). */
  const [publish, setPublish] = useState<ImportPublish>("now");
  const importTexts = staffImportTexts.useTexts();
  const mappingTexts = staffMappingTexts.useTexts();
  const importedNotice = useImportedNotice();
  /** The field whose source the last check could not use (decision 203). */
  const [fault, setFault] = useState<ImportField | undefined>(undefined);
  /** The import just committed: its review shows what it puts on the site (decision 202). */
  const [reviewId, setReviewId] = useState<number | null>(null);
  const request = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = phase !== "idle";
  const changed = mapping !== null && !sameDraft(draft, checked);

  useEffect(() => () => request.current?.abort(), []);
  const importing = phase === "importing";
  useEffect(() => onSendingChange(importing), [importing, onSendingChange]);

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

  /**
   * Shows what a preview answered: the summary or the problems, and the mapping either way. A
   * refusal that carries no mapping (the mapping itself could not be read) keeps the step and the
   * choices on screen, the faulty field marked. Answers the preview when it found nothing to stop for.
   */
  const showPreview = async (
    chosen: File,
    withMapping: ImportMappingRequest | undefined,
  ): Promise<{ summary: ImportSummary; mapping: ImportMappingRequest | undefined } | null> => {
    setNotice(null);
    setFault(undefined);
    const own = withMapping ? sourceFault(withMapping) : undefined;
    if (own) {
      setFault(own.field);
      setNotice({ tone: "error", text: mappingTexts.t("mapping.fault.notice") });
      return null;
    }
    setPhase("previewing");
    const result = await send(chosen, true, withMapping);
    if (!result) return null;
    setPhase("idle");
    setProgress(null);
    const answered = result.ok ? importMappingOf({ ...result.data }) : importMappingOf(result.body);
    if (!result.ok && !answered && mapping) {
      if (result.status === 401) return null;
      const field = mappingFieldOf(result.body);
      setFault(field);
      setNotice({
        tone: "error",
        text: field ? mappingTexts.t("mapping.fault.notice") : (result.error ?? t("staff.excel.error")),
      });
      return null;
    }
    setApplied(withMapping);
    setMapping(answered ? { answer: answered.mapping, unknownValues: answered.unknownValues } : null);
    if (answered) {
      const fresh = draftFromAnswer(answered.mapping, withMapping);
      // Suggested choices for unknown values are not checked yet: Import checks them first.
      setDraft(withSuggestions(fresh, answered.unknownValues));
      setChecked(fresh);
    }
    if (result.ok) {
      setPreview(result.data);
      setProblems([]);
      setSkipped(leftOutOf(result.data));
      return { summary: result.data, mapping: withMapping };
    }
    setPreview(null);
    setSkipped(nothingLeftOut);
    if (result.status === 401) return null;
    setProblems(sheetProblems(result.body));
    setProblemCount(sheetProblemCount(result.body));
    setNotice({ tone: "error", text: result.error ?? t("staff.excel.error") });
    return null;
  };

  const choose = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setPreview(null);
    setProblems([]);
    setSkipped(nothingLeftOut);
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
    setReviewId(null);
    const checkedNow = await showPreview(chosen, undefined);
    if (checkedNow) setPublish(defaultPublishOf(checkedNow.summary));
  };

  /**
   * One press imports the mapping on screen: changed since the last check, it is checked first and,
   * when the check finds nothing to stop for, imported in the same press (decision 203).
   */
  const commit = async () => {
    if (busy) return;
    if (!file) {
      setNotice({ tone: "error", text: t("staff.excel.selectFile") });
      return;
    }
    let ready = preview && problems.length === 0 ? { summary: preview, mapping: applied } : null;
    // Staff's publish choice holds through the check; left as the rule's, it follows the rule's new answer.
    let chosen = publish;
    if (changed) {
      const untouched = !preview || publish === defaultPublishOf(preview);
      ready = await showPreview(file, draftToSend(draft));
      if (ready && untouched) chosen = defaultPublishOf(ready.summary);
      setPublish(chosen);
    }
    if (!ready) return;
    setPhase("importing");
    setNotice(null);
    // The rule's answer is what an upload without a choice gets: sent only when staff changed it.
    const choice = ready.summary.defaultPublish === chosen ? undefined : chosen;
    const result = await send(file, false, ready.mapping, choice);
    if (!result) return;
    setPhase("idle");
    setProgress(null);
    if (result.ok) {
      setNotice(importedNotice(result.data));
      setFile(null);
      setPreview(null);
      setProblems([]);
      setMapping(null);
      setSkipped(leftOutOf(result.data));
      setReviewId(result.data.importId ?? null);
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
    setSkipped(nothingLeftOut);
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
        accept={spreadsheetAccept}
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

      {reviewId !== null && !file ? <ImportReviewPanel importId={reviewId} onChanged={onImported} /> : null}
      {preview && file ? <ImportPreview summary={preview} /> : null}
      {mapping && file ? (
        <FoldedWhenSettled
          // A sheet that maps itself with nothing to settle (our own template) asks no questions.
          folded={Boolean(preview) && !applied && skipped.rows.length === 0 && mapping.unknownValues.brand.length === 0}
          label={importTexts.t("import.mapping.show")}
        >
          <MappingStep
            answer={mapping.answer}
            unknownValues={mapping.unknownValues}
            draft={draft}
            onChange={setDraft}
            onApply={async () => {
              const checkedNow = await showPreview(file, draftToSend(draft));
              if (checkedNow) setPublish(defaultPublishOf(checkedNow.summary));
            }}
            disabled={busy}
            fault={fault}
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
      {skipped.rows.length > 0 ? (
        <SkippedRows rows={skipped.rows} outsideCatalogue={skipped.outsideCatalogue} needsLook={skipped.needsLook} />
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
