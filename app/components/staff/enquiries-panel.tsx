import { useState } from "react";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { RefreshIcon } from "#app/components/ui/icons/staff.tsx";
import { isLanguage, languageNames } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import type { Enquiry, Subscriber } from "#app/utils/api-types.ts";
import { EnquiryActions, EnquiryToolbar, enquiryStatuses, type StatusFilter } from "./enquiry-actions.tsx";
import { EnquiryQuoteForm } from "./enquiry-quote-form.tsx";
import { StaffTable } from "./staff-table.tsx";
import { Badge, formatDateTime, formatNumber, LoadFailed, Spinner, StaffButton, StaffPanel } from "./ui.tsx";

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
  const [q, setQ] = useState(() =>
    typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("enquiry") ?? ""),
  );
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
                <article aria-labelledby={`enquiry-${enquiry.id}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 id={`enquiry-${enquiry.id}`} className="font-semibold text-ink">
                      {enquiry.name}
                      {enquiry.reference ? (
                        <span className="ms-2 font-mono text-sm font-semibold text-brand-800">
                          {t("staff.inbox.listOf", { reference: enquiry.reference })}
                        </span>
                      ) : null}
                    </h3>
                    <p className="text-sm text-slate-600">
                      <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt, language)}</time>
                    </p>
                  </div>
                  <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    {/* An enquiry list's e-mail is optional. */}
                    {enquiry.email ? (
                      <a
                        className="text-brand-700 underline underline-offset-2 break-all"
                        href={`mailto:${enquiry.email}`}
                      >
                        {enquiry.email}
                      </a>
                    ) : null}
                    <a
                      className="text-brand-700 underline underline-offset-2"
                      href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                    >
                      <bdi dir="ltr">{enquiry.phone}</bdi>
                    </a>
                    <Badge>{languageName(enquiry.language)}</Badge>
                  </p>
                  {enquiry.reference ? <EnquiryListLines enquiry={enquiry} /> : null}
                  {enquiry.reference && enquiry.lines.length > 0 ? (
                    <EnquiryQuoteForm enquiry={enquiry} onChanged={onEnquiryChanged} />
                  ) : null}
                  {enquiry.message ? (
                    <p className="mt-2 whitespace-pre-line text-slate-800">{enquiry.message}</p>
                  ) : enquiry.reference ? null : (
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

/** An enquiry list's vehicle and lines, each linked to its product (with its status and photo). */
function EnquiryListLines({ enquiry }: { enquiry: Enquiry }) {
  const { t } = staffTexts.useTexts();
  return (
    <div className="mt-2" data-testid="inbox-list">
      {enquiry.vehicle ? (
        <p className="text-sm font-semibold text-slate-800">{t("staff.inbox.vehicle", { vehicle: enquiry.vehicle })}</p>
      ) : null}
      <h4 className="sr-only">{t("staff.inbox.lines")}</h4>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {enquiry.lines.map((line) => (
          // (brand, part number) or the typed text: one line each in a list.
          <li
            key={`${line.brandSlug}|${line.partNumber}|${line.name}`}
            className="flex items-center gap-3 px-3 py-2 text-sm"
          >
            {line.product?.image ? (
              <img
                src={line.product.image}
                alt=""
                width={48}
                height={36}
                className="h-9 w-12 shrink-0 object-contain"
              />
            ) : (
              <span aria-hidden="true" className="h-9 w-12 shrink-0 rounded bg-slate-100" />
            )}
            <span className="w-12 shrink-0 font-semibold tabular-nums">{line.quantity} ×</span>
            <span className="min-w-0 flex-1 break-words">
              {line.product ? (
                <a
                  href={line.product.path}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-700 underline underline-offset-2"
                >
                  {line.name}
                </a>
              ) : (
                line.name
              )}
              {line.partNumber ? (
                <span className="text-slate-600">
                  {" "}
                  · <span className="font-mono">{line.partNumber}</span> · {line.brand}
                </span>
              ) : null}
              {!line.partNumber ? (
                <span className="ms-2 text-amber-800">({t("staff.inbox.typedLine")})</span>
              ) : !line.product ? (
                <span className="ms-2 text-amber-800">({t("staff.inbox.notInCatalogue")})</span>
              ) : line.product.status !== "active" ? (
                <span className="ms-2 text-amber-800">
                  ({t("staff.inbox.lineStatus", { status: line.product.status })})
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
