import type { ComponentProps, ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "#app/components/ui/icons/controls.tsx";
import { RefreshIcon } from "#app/components/ui/icons/staff.tsx";
import { type Language, languageLocale } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import type { UploadProgress } from "#app/utils/staff-api.ts";

/** Small building blocks of the staff pages: buttons, messages, progress, icons and formatting. */

export const buttonStyles = {
  primary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-600 aria-disabled:shadow-none",
  secondary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-700/40 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
  quiet:
    "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50",
  danger:
    "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
} as const;

/**
 * A staff page's button in one of the looks above; `type` defaults to "button" so it never submits a
 * form by accident. `inactive` marks it aria-disabled: it keeps its place in the tab order and its
 * name, and its click handler still decides what a click does meanwhile.
 */
export function StaffButton({
  look,
  inactive = false,
  type = "button",
  className,
  ...props
}: ComponentProps<"button"> & { look: keyof typeof buttonStyles; inactive?: boolean }) {
  return (
    <button
      type={type}
      className={className ? `${buttonStyles[look]} ${className}` : buttonStyles[look]}
      aria-disabled={inactive || undefined}
      {...props}
    />
  );
}

const panelStyles = {
  /** A list under its own header row. */
  list: "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200",
  /** A form or a step, padded all round. */
  padded: "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6",
} as const;

/** A card of the staff pages, named by its heading: `labelledBy` is the heading's id. */
export function StaffPanel({
  labelledBy,
  look,
  ...props
}: Omit<ComponentProps<"section">, "aria-labelledby" | "className"> & {
  labelledBy: string;
  look: keyof typeof panelStyles;
}) {
  return <section aria-labelledby={labelledBy} className={panelStyles[look]} {...props} />;
}

export const fieldStyles =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-xs focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export interface Notice {
  tone: "success" | "error" | "info";
  text: string;
  detail?: string;
}

const noticeTone: Record<Notice["tone"], string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
};

/**
 * The spec's message box. Both live regions are always in the page, so a screen reader announces a
 * message when it appears: errors at once (alert), the rest politely (status).
 */
export function MessageBox({ notice, className = "" }: { notice: Notice | null; className?: string }) {
  const box = notice ? (
    <div className={`flex gap-3 rounded-xl border px-4 py-3 ${noticeTone[notice.tone]}`}>
      {notice.tone === "error" ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      ) : notice.tone === "success" ? (
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <InfoIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <div>
        <p className="font-semibold">{notice.text}</p>
        {notice.detail ? <p className="mt-0.5 text-sm">{notice.detail}</p> : null}
      </div>
    </div>
  ) : null;
  return (
    <div className={notice ? className : ""}>
      <div role="status">{notice && notice.tone !== "error" ? box : null}</div>
      <div role="alert">{notice?.tone === "error" ? box : null}</div>
    </div>
  );
}

/** A list that could not be fetched: what went wrong, at once for screen readers, and Try again. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = staffTexts.useTexts();
  return (
    <div className={`flex flex-col items-center gap-4 px-4 py-12 text-center ${className ?? ""}`}>
      <p role="alert" className="font-semibold text-red-800">
        {message}
      </p>
      <StaffButton look="secondary" onClick={onRetry}>
        <RefreshIcon className="size-4" />
        {t("staff.products.retry")}
      </StaffButton>
    </div>
  );
}

/** The upload's progress: a bar while bytes go out, then a moving bar while the server reads them. */
export function ProgressBar({ progress, fileLabel }: { progress: UploadProgress; fileLabel: string }) {
  const { t } = staffTexts.useTexts();
  const percent = progress.fraction === undefined ? undefined : Math.round(progress.fraction * 100);
  const label = progress.sent ? t("staff.progress.processing") : t("staff.progress.sending", { name: fileLabel });
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        {!progress.sent && percent !== undefined ? (
          <span className="font-mono text-slate-600" aria-hidden>
            {percent}%
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.sent ? undefined : percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        {progress.sent || percent === undefined ? (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
        ) : (
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        )}
      </div>
    </div>
  );
}

export function Spinner({ className = "size-5" }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}

export function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "amber" | "brand" }) {
  const tones = {
    slate: "bg-slate-100 text-slate-700 ring-slate-200",
    amber: "bg-amber-100 text-amber-900 ring-amber-300",
    brand: "bg-brand-50 text-brand-800 ring-brand-100",
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

// ---- Formatting ----

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(languageLocale(language)).format(value);
}

/** "NRF, Subros and Frigo" in the language's own words for "and". */
export function formatList(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(languageLocale(language), { type: "conjunction" }).format(items);
}

export function formatBytes(bytes: number, language: Language): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(languageLocale(language), {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(date);
}
