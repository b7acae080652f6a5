import { useState } from "react";
import { useLocation } from "react-router";
import type { Enquiry, Subscriber } from "#app/api/enquiries.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { RefreshIcon } from "#app/components/ui/icons/staff.tsx";
import { isLanguage, languageNames } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { EnquiryToolbar, enquiryStatuses, type StatusFilter } from "./enquiry-actions.tsx";
import { EnquiryArticle } from "./enquiry-article.tsx";
import { StaffTable } from "./staff-table.tsx";
import { formatDateTime, formatNumber, LoadFailed, Spinner, StaffButton, StaffPanel } from "./ui.tsx";

export interface InboxData {
  status: "loading" | "ready" | "error";
  enquiries: Enquiry[];
  subscribers: Subscriber[];
}

/**
 * Whether an enquiry is the one staff look for: its list's reference, its phone (digits only, so
 * "+91 98111" finds "98111 22334"), or a part number one of its lines asks for (any spacing).
 */
export function enquiryMatches(enquiry: Enquiry, q: string): boolean {
  const text = q.trim();
  if (!text) return true;
  if (enquiry.reference?.toLowerCase().includes(text.toLowerCase())) return true;
  const digits = text.replace(/\D/g, "");
  if (digits.length >= 4 && enquiry.phone.replace(/\D/g, "").includes(digits)) return true;
  const key = partNumberKey(text);
  return (
    key.length >= 3 && enquiry.lines.some((line) => line.partNumber && partNumberKey(line.partNumber).includes(key))
  );
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
  // A link to a list (/add-products?enquiry=Q-…, from a reference staff were sent) opens the inbox found by it.
  const { search } = useLocation();
  const [q, setQ] = useState(() => new URLSearchParams(search).get("enquiry") ?? "");
  const counts = { all: data.enquiries.length, new: 0, quoted: 0, replied: 0, closed: 0 };
  for (const enquiry of data.enquiries) if (enquiryStatuses.includes(enquiry.status)) counts[enquiry.status]++;
  const enquiries = newestFirst(data.enquiries).filter(
    (enquiry) => (filter === "all" || enquiry.status === filter) && enquiryMatches(enquiry, q),
  );
  const subscribers = newestFirst(data.subscribers);
  const languageName = (code: string) => (isLanguage(code) ? languageNames[code] : code);

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
        <div className="border-b border-slate-200 px-4 py-3 sm:px-6">
          <label htmlFor="inbox-search" className="mb-1 block text-sm font-medium text-slate-700">
            {t("staff.inbox.search")}
          </label>
          <input
            id="inbox-search"
            type="search"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        {enquiries.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-600 sm:px-6">
            {data.status === "loading"
              ? t("staff.products.loading")
              : q.trim()
                ? t("staff.inbox.noMatch", { q: q.trim() })
                : t("staff.inbox.noEnquiries")}
          </p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {enquiries.map((enquiry) => (
              <li key={enquiry.id} className="px-4 py-4 sm:px-6">
                <EnquiryArticle enquiry={enquiry} onChanged={onEnquiryChanged} />
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
              { label: t("staff.inbox.date"), className: "px-2 py-2 pe-4 sm:pe-6" },
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
                <td className="px-2 py-2 pe-4 text-sm whitespace-nowrap text-slate-600 sm:pe-6">
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
