import { useId, useState } from "react";
import type { Enquiry, EnquiryStatus } from "#app/api/enquiries.ts";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { useSite } from "#app/utils/site.ts";
import { apiRequest, downloadFile } from "#app/utils/staff-api.ts";
import { replyLink } from "../whatsapp-messages.ts";
import { Badge, buttonStyles, formatDateTime, Spinner, StaffButton } from "./ui.tsx";

export const enquiryStatuses: EnquiryStatus[] = ["new", "quoted", "replied", "closed"];
export type StatusFilter = EnquiryStatus | "all";

function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The status filter above the enquiries, with the export of all of them as a sheet. */
export function EnquiryToolbar({
  filter,
  onFilter,
  counts,
}: {
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  counts: Record<StatusFilter, number>;
}) {
  const { t } = officeTexts.useTexts();
  const id = useId();
  const [exporting, setExporting] = useState(false);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("office.inbox.filter")}
        </label>
        <select
          id={`${id}-status`}
          value={filter}
          onChange={(event) => onFilter(event.currentTarget.value as StatusFilter)}
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 py-1"
        >
          <option value="all">
            {t("office.inbox.all")} ({counts.all})
          </option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`office.inbox.status.${status}`)} ({counts[status]})
            </option>
          ))}
        </select>
      </div>
      <StaffButton
        look="secondary"
        inactive={exporting}
        onClick={async () => {
          if (exporting) return;
          setExporting(true);
          await downloadFile("/enquiries/export.xlsx", "enquiries.xlsx");
          setExporting(false);
        }}
      >
        {exporting ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
        {t("office.inbox.export")}
      </StaffButton>
    </div>
  );
}

/** An enquiry's status, who set it and when, the buttons that change it, and the WhatsApp reply. */
export function EnquiryActions({ enquiry, onChanged }: { enquiry: Enquiry; onChanged: (enquiry: Enquiry) => void }) {
  const { t, language } = officeTexts.useTexts();
  const site = useSite();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const statusName = t(`office.inbox.status.${enquiry.status}`);
  const greeting = enquiry.message.trim()
    ? t("office.inbox.greeting", {
        name: enquiry.name,
        company: site.companyName,
        message: excerpt(enquiry.message),
      })
    : t("office.inbox.greetingNoMessage", { name: enquiry.name, company: site.companyName });
  const whatsApp = replyLink(enquiry.phone, greeting);

  const setStatus = async (status: EnquiryStatus) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const result = await apiRequest("PATCH /enquiries/:id", {
      params: { id: enquiry.id },
      json: { status },
    });
    setBusy(false);
    if (result.ok) onChanged({ ...enquiry, ...result.data.enquiry });
    else if (result.status !== 401) setFailed(true);
  };

  return (
    <div className="mt-3 space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone={enquiry.status === "new" ? "amber" : enquiry.status === "replied" ? "brand" : "slate"}>
          <span className="sr-only">{t("office.inbox.statusLabel")}: </span>
          {statusName}
        </Badge>
        {enquiry.statusChangedBy && enquiry.statusChangedAt ? (
          <span>
            {t("office.inbox.changedBy", {
              status: statusName,
              name: enquiry.statusChangedBy,
              time: formatDateTime(enquiry.statusChangedAt, language),
            })}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {whatsApp ? (
          <a className={buttonStyles.quiet} href={whatsApp} target="_blank" rel="noopener noreferrer">
            {t("office.inbox.whatsapp")}
          </a>
        ) : null}
        {enquiry.status !== "replied" ? (
          <StaffButton look="quiet" inactive={busy} onClick={() => setStatus("replied")}>
            {t("office.inbox.markReplied")}
          </StaffButton>
        ) : null}
        {enquiry.status !== "closed" ? (
          <StaffButton look="quiet" inactive={busy} onClick={() => setStatus("closed")}>
            {t("office.inbox.close")}
            <span className="sr-only"> ({enquiry.name})</span>
          </StaffButton>
        ) : (
          <StaffButton look="quiet" inactive={busy} onClick={() => setStatus("new")}>
            {t("office.inbox.reopen")}
          </StaffButton>
        )}
        {busy ? <Spinner className="size-4 self-center text-brand-700" /> : null}
      </div>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("office.inbox.statusFailed")}
        </p>
      ) : null}
    </div>
  );
}
