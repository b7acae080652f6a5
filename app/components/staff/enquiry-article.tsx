import { Link } from "react-router";
import type { Enquiry } from "#app/api/enquiries.ts";
import { isLanguage, languageNames } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { EnquiryActions } from "./enquiry-actions.tsx";
import { EnquiryQuoteForm } from "./enquiry-quote-form.tsx";
import { staffPath } from "./staff-tabs.tsx";
import { Badge, formatDateTime } from "./ui.tsx";

/**
 * What names an enquiry in its address, /add-products/enquiries/{this} (decision 191): an enquiry
 * list's reference (the one its WhatsApp message carries), else the enquiry's number.
 */
export function enquiryAddressKey(enquiry: Pick<Enquiry, "id" | "reference">): string {
  return enquiry.reference ?? String(enquiry.id);
}

/** One enquiry as the Enquiries tab shows it: who sent it, what it asks, its quote and its status. */
export function EnquiryArticle({ enquiry, onChanged }: { enquiry: Enquiry; onChanged: (enquiry: Enquiry) => void }) {
  const { t, language } = staffTexts.useTexts();
  const languageName = (code: string) => (isLanguage(code) ? languageNames[code] : code);
  return (
    <article aria-labelledby={`enquiry-${enquiry.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`enquiry-${enquiry.id}`} className="font-semibold text-ink">
          <Link
            to={staffPath("inbox", language, enquiryAddressKey(enquiry))}
            className="underline-offset-2 hover:underline"
          >
            {enquiry.name}
          </Link>
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
          <a className="text-brand-700 underline underline-offset-2 break-all" href={`mailto:${enquiry.email}`}>
            {enquiry.email}
          </a>
        ) : null}
        <a className="text-brand-700 underline underline-offset-2" href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>
          <bdi dir="ltr">{enquiry.phone}</bdi>
        </a>
        <Badge>{languageName(enquiry.language)}</Badge>
      </p>
      {enquiry.reference ? <EnquiryListLines enquiry={enquiry} /> : null}
      {enquiry.reference && enquiry.lines.length > 0 ? (
        <EnquiryQuoteForm enquiry={enquiry} onChanged={onChanged} />
      ) : null}
      {enquiry.message ? (
        <p className="mt-2 whitespace-pre-line text-slate-800">{enquiry.message}</p>
      ) : enquiry.reference ? null : (
        <p className="mt-2 text-sm text-slate-500 italic">{t("staff.inbox.noMessage")}</p>
      )}
      <EnquiryActions enquiry={enquiry} onChanged={onChanged} />
    </article>
  );
}

/** An enquiry list's vehicle and lines, each linked to its product (with its status and photo). */
function EnquiryListLines({ enquiry }: { enquiry: Enquiry }) {
  const { t } = staffTexts.useTexts();
  return (
    <div className="mt-2" data-testid="inbox-list">
      {enquiry.jobs.length > 0 ? (
        <p className="text-sm font-semibold text-slate-800" data-testid="inbox-jobs">
          {t("staff.inbox.jobs", { jobs: enquiry.jobs.join(", ") })}
        </p>
      ) : null}
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
