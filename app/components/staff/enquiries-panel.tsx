import { useState } from "react";
import { RefreshIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import type { Enquiry, Subscriber } from "#app/utils/api-types.ts";
import { EnquiryActions, EnquiryToolbar, enquiryStatuses, type StatusFilter } from "./enquiry-actions.tsx";
import { StaffTable } from "./staff-table.tsx";
import { Badge, formatDateTime, formatNumber, LoadFailed, Spinner, StaffButton, StaffPanel } from "./ui.tsx";

export interface InboxData {
  status: "loading" | "ready" | "error";
  enquiries: Enquiry[];
  subscribers: Subscriber[];
}

function newestFirst<T extends { createdAt: string; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The contact enquiries and newsletter subscribers the site stored, newest first. */
export function EnquiriesPanel({
  data,
  onReload,
  onEnquiryChanged,
}: {
  data: InboxData;
  onReload: () => void;
  onEnquiryChanged: (enquiry: Enquiry) => void;
}) {
  const { t, language } = staffTexts.useTexts();
  const [filter, setFilter] = useState<StatusFilter>("all");
  const counts = { all: data.enquiries.length, new: 0, replied: 0, closed: 0 };
  for (const enquiry of data.enquiries) if (enquiryStatuses.includes(enquiry.status)) counts[enquiry.status]++;
  const enquiries = newestFirst(data.enquiries).filter((enquiry) => filter === "all" || enquiry.status === filter);
  const subscribers = newestFirst(data.subscribers);
  const languageName = (code: string) => (code === "es" ? "Español" : code === "en" ? "English" : code);

  if (data.status === "error") {
    return (
      <LoadFailed
        message={t("staff.inbox.error")}
        onRetry={onReload}
        className="rounded-2xl bg-white ring-1 ring-slate-200"
      />
    );
  }

  return (
    <div className="space-y-6" aria-busy={data.status === "loading"}>
      <StaffPanel labelledBy="inbox-enquiries" look="list">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4 sm:p-6">
          <div>
            <h2 id="inbox-enquiries" className="text-xl font-bold text-ink">
              {t("staff.inbox.enquiries")}{" "}
              <span className="font-normal text-slate-500">({formatNumber(enquiries.length, language)})</span>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("staff.inbox.enquiriesIntro")}</p>
          </div>
          <StaffButton look="secondary" onClick={onReload}>
            {data.status === "loading" ? <Spinner className="size-4" /> : <RefreshIcon className="size-4" />}
            {t("staff.inbox.refresh")}
          </StaffButton>
        </div>
        <EnquiryToolbar filter={filter} onFilter={setFilter} counts={counts} />
        {enquiries.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-600 sm:px-6">
            {data.status === "loading" ? t("staff.products.loading") : t("staff.inbox.noEnquiries")}
          </p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {enquiries.map((enquiry) => (
              <li key={enquiry.id} className="px-4 py-4 sm:px-6">
                <article aria-labelledby={`enquiry-${enquiry.id}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 id={`enquiry-${enquiry.id}`} className="font-semibold text-ink">
                      {enquiry.name}
                    </h3>
                    <p className="text-sm text-slate-600">
                      <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt, language)}</time>
                    </p>
                  </div>
                  <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <a
                      className="text-brand-700 underline underline-offset-2 break-all"
                      href={`mailto:${enquiry.email}`}
                    >
                      {enquiry.email}
                    </a>
                    <a
                      className="text-brand-700 underline underline-offset-2"
                      href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                    >
                      {enquiry.phone}
                    </a>
                    <Badge>{languageName(enquiry.language)}</Badge>
                  </p>
                  {enquiry.message ? (
                    <p className="mt-2 whitespace-pre-line text-slate-800">{enquiry.message}</p>
                  ) : (
                    <p className="mt-2 text-sm text-slate-500 italic">{t("staff.inbox.noMessage")}</p>
                  )}
                  <EnquiryActions enquiry={enquiry} onChanged={onEnquiryChanged} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </StaffPanel>

      <StaffPanel labelledBy="inbox-subscribers" look="list">
        <div className="border-b border-slate-200 p-4 sm:p-6">
          <h2 id="inbox-subscribers" className="text-xl font-bold text-ink">
            {t("staff.inbox.subscribers")}{" "}
            <span className="font-normal text-slate-500">({formatNumber(subscribers.length, language)})</span>
          </h2>
        </div>
        {subscribers.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-600 sm:px-6">
            {data.status === "loading" ? t("staff.products.loading") : t("staff.inbox.noSubscribers")}
          </p>
        ) : (
          <StaffTable
            caption={t("staff.inbox.subscribers")}
            scroll="max-h-[32rem]"
            columns={[
              { label: t("staff.inbox.email"), className: "px-4 py-2 sm:px-6" },
              { label: t("staff.inbox.language"), className: "hidden px-2 py-2 sm:table-cell" },
              { label: t("staff.inbox.date"), className: "px-2 py-2 pr-4 sm:pr-6" },
            ]}
          >
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className="px-4 py-2 [overflow-wrap:anywhere] sm:px-6">
                  <a className="text-brand-700 underline underline-offset-2" href={`mailto:${subscriber.email}`}>
                    {subscriber.email}
                  </a>
                </td>
                <td className="hidden px-2 py-2 sm:table-cell">{languageName(subscriber.language)}</td>
                <td className="px-2 py-2 pr-4 text-sm whitespace-nowrap text-slate-600 sm:pr-6">
                  <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt, language)}</time>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </StaffPanel>
    </div>
  );
}
