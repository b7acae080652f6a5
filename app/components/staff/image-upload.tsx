import { useEffect, useRef, useState } from "react";
import type { MatchedPhoto, RefusedFile, UnmatchedPhoto } from "#app/api/products.ts";
import { photoUploadLimits } from "#app/catalogue/photo-upload-limits.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { refusedFiles } from "#app/utils/api-refusals.ts";
import { type UploadProgress, uploadForm } from "#app/utils/staff-api.ts";
import { DropZone } from "./drop-zone.tsx";
import { StaffTable } from "./staff-table.tsx";
import { formatBytes, formatNumber, MessageBox, type Notice, ProgressBar, Spinner, StaffButton } from "./ui.tsx";

/** Requests the server accepts (smaller requests also finish well within its time-out). */
const { maxFiles: BATCH_MAX_FILES, maxRequestBytes: BATCH_MAX_BYTES } = photoUploadLimits;

/** Splits a selection into requests the server accepts, keeping the order. */
export function uploadBatches(files: readonly File[]): File[][] {
  const batches: File[][] = [];
  let current: File[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length >= BATCH_MAX_FILES || bytes + file.size > BATCH_MAX_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

interface Outcome {
  matched: MatchedPhoto[];
  unmatched: UnmatchedPhoto[];
  refused: RefusedFile[];
}

/**
 * Photo upload: only image files are kept from a choice; Upload sends them in batches with one
 * progress bar, then lists which photos now show on which part numbers, which match no product yet
 * and why, or which files were refused and why.
 */
export function ImageUpload({
  onUploaded,
  onSendingChange,
}: {
  onUploaded: () => void;
  /** Told when an upload starts and ends: leaving the panel mid-upload would hide its outcome. */
  onSendingChange: (sending: boolean) => void;
}) {
  const { t, language } = staffTexts.useTexts();
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const request = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => onSendingChange(uploading), [uploading, onSendingChange]);

  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const images = chosen.filter((file) => file.type.startsWith("image/"));
    setFiles(images);
    setOutcome(null);
    setNotice(images.length < chosen.length ? { tone: "error", text: t("staff.images.onlyImages") } : null);
  };

  const upload = async () => {
    if (uploading) return;
    if (files.length === 0) {
      setNotice({ tone: "error", text: t("staff.images.selectImages") });
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setUploading(true);
    setNotice(null);
    setOutcome(null);
    setProgress({ fraction: 0, sent: false });
    const batches = uploadBatches(files);
    const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
    const done: Outcome = { matched: [], unmatched: [], refused: [] };
    let sentBytes = 0;
    let storedFiles = 0;
    for (const batch of batches) {
      const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
      const form = new FormData();
      for (const file of batch) form.append("images[]", file, file.name);
      const result = await uploadForm("POST /upload-images", form, {
        signal: controller.signal,
        onProgress: (value) => {
          if (controller.signal.aborted) return;
          const fraction =
            value.fraction === undefined ? undefined : (sentBytes + value.fraction * batchBytes) / totalBytes;
          setProgress({ fraction, sent: value.sent && batch === batches.at(-1) });
        },
      });
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setUploading(false);
        setProgress(null);
        if (result.status === 401) return;
        done.refused = refusedFiles(result.body);
        setOutcome(done);
        setNotice({
          tone: "error",
          text: result.error ?? t("staff.images.error"),
          detail: storedFiles > 0 ? t("staff.images.partlyStored", { count: storedFiles }) : undefined,
        });
        if (storedFiles > 0) onUploaded();
        return;
      }
      done.matched.push(...(result.data.matched ?? []));
      done.unmatched.push(...(result.data.unmatched ?? []));
      sentBytes += batchBytes;
      storedFiles += batch.length;
    }
    setUploading(false);
    setProgress(null);
    setOutcome(done);
    setNotice(
      // Stored, but on no product: no success to report, and what to do instead (issue 40).
      done.matched.length === 0 && done.unmatched.length > 0
        ? { tone: "error", text: t("staff.images.noneMatched"), detail: t("staff.images.noneMatchedHelp") }
        : {
            tone: "success",
            text: t("staff.images.success"),
            detail: t("staff.images.summary", {
              matched: formatNumber(done.matched.length, language),
              unmatched: formatNumber(done.unmatched.length, language),
            }),
          },
    );
    setFiles([]);
    onUploaded();
  };

  const clear = () => {
    setFiles([]);
    setNotice(null);
    setOutcome(null);
    inputRef.current?.focus();
  };

  const totalSize = files.reduce((sum, file) => sum + file.size, 0);
  const countLabel = t("staff.images.count", { count: files.length });

  return (
    <div className="space-y-5">
      <DropZone
        accept="image/*"
        multiple
        label={t("staff.images.dropLabel")}
        hint={
          <>
            {t("staff.images.hint")}
            <span className="mt-1 block text-xs">{t("staff.images.hintNaming")}</span>
          </>
        }
        disabled={uploading}
        inputRef={inputRef}
        onFiles={choose}
      />

      {files.length > 0 ? (
        <div className="rounded-lg bg-slate-50 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <p className="text-sm text-slate-700">
              {t("staff.selected")} <span className="font-semibold text-ink">{countLabel}</span>{" "}
              <span className="text-slate-500">({formatBytes(totalSize, language)})</span>
            </p>
            <StaffButton
              look="quiet"
              onClick={() => {
                if (!uploading) clear();
              }}
              inactive={uploading}
            >
              {t("staff.clearSelection")}
            </StaffButton>
          </div>
          <ul className="max-h-40 overflow-auto border-t border-slate-200 px-4 py-2 text-sm text-slate-700 sm:columns-2">
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two folders can hold photos of the same name
              <li key={`${file.name}-${index}`} className="break-inside-avoid py-0.5 [overflow-wrap:anywhere]">
                {file.name} <span className="text-slate-500">· {formatBytes(file.size, language)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {progress ? <ProgressBar progress={progress} fileLabel={countLabel} /> : null}

      <MessageBox notice={notice} />

      {outcome ? <ImageOutcome outcome={outcome} /> : null}

      <div className="flex flex-wrap items-center gap-3">
        <StaffButton
          look="primary"
          inactive={files.length === 0 || uploading}
          onClick={() => {
            if (!uploading) upload();
          }}
        >
          {uploading ? <Spinner className="size-4" /> : null}
          {uploading ? t("staff.uploading") : t("staff.upload")}
        </StaffButton>
      </div>
    </div>
  );
}

function ImageOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <div className="space-y-4">
      <ResultList
        list="refused"
        rows={outcome.refused.map((item) => [item.file, item.detail ? `${item.reason} ${item.detail}` : item.reason])}
      />
      <ResultList list="matched" rows={outcome.matched.map((item) => [item.file, item.partNumbers.join(", ")])} />
      <ResultList list="unmatched" rows={outcome.unmatched.map((item) => [item.file, item.reason])} />
    </div>
  );
}

/** The lists an upload answers with: each one's colours, and what its second column says and in which type. */
const resultLists = {
  refused: { tone: "ring-red-200 [&_h3]:text-red-900 [&_thead]:bg-red-50", detail: "staff.images.reason", font: "" },
  matched: {
    tone: "ring-emerald-200 [&_h3]:text-emerald-900 [&_thead]:bg-emerald-50",
    detail: "staff.images.partNumbers",
    font: "font-mono",
  },
  unmatched: {
    tone: "ring-amber-300 [&_h3]:text-amber-950 [&_thead]:bg-amber-50",
    detail: "staff.images.reason",
    font: "",
  },
} as const;

/** One of the lists, when it has rows: the file names, and the reason or the part numbers beside them. */
function ResultList({ list, rows }: { list: keyof typeof resultLists; rows: [string, string][] }) {
  const { t, language } = staffTexts.useTexts();
  if (rows.length === 0) return null;
  const id = `photos-${list}`;
  const { tone, detail: detailHeader, font } = resultLists[list];
  return (
    <section aria-labelledby={id} className={`overflow-hidden rounded-xl bg-white ring-1 ${tone}`}>
      <h3 id={id} className="px-4 py-3 font-semibold sm:px-5">
        {t(`staff.images.${list}Title`, { count: formatNumber(rows.length, language) })}
      </h3>
      <StaffTable
        scroll="max-h-80"
        tone="inherit"
        columns={[
          { label: t("staff.images.file"), className: "px-4 py-2 sm:px-5" },
          { label: t(detailHeader), className: "hidden px-2 py-2 pe-4 sm:table-cell" },
        ]}
      >
        {rows.map(([file, detail], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's order; names may repeat
          <tr key={index} className="align-top">
            <td className="px-4 py-2 sm:px-5">
              <span className="font-medium text-ink [overflow-wrap:anywhere]">{file}</span>
              {/* Phones show the second column under the file name. */}
              <span className={`mt-0.5 block text-sm text-slate-700 sm:hidden ${font}`}>{detail}</span>
            </td>
            <td className={`hidden px-2 py-2 pe-4 text-slate-800 sm:table-cell ${font}`}>{detail}</td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
