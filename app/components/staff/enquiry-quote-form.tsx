import { useId, useState } from "react";
import {
  type Enquiry,
  type EnquiryQuoteRequest,
  type QuoteAvailability,
  quoteAvailabilities,
} from "#app/api/enquiries.ts";
import { languageLocale } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { buttonStyles, StaffButton } from "./ui.tsx";

const availabilityKey = {
  "in-stock": "staff.inbox.inStock",
  "2-3-days": "staff.inbox.twoThreeDays",
  "not-available": "staff.inbox.notAvailable",
} as const;

/**
 * Staff price an enquiry list: a unit price and availability per line and the days the prices hold,
 * then "Send quote on WhatsApp" stores the quote (the enquiry becomes "quoted") and opens the
 * message to the buyer's number, written in the buyer's language by the server (decision 114).
 */
export function EnquiryQuoteForm({ enquiry, onChanged }: { enquiry: Enquiry; onChanged: (enquiry: Enquiry) => void }) {
  const { t, language } = staffTexts.useTexts();
  const id = useId();
  const [prices, setPrices] = useState(() =>
    enquiry.lines.map((_, index) => String(enquiry.quote?.lines[index]?.price ?? "")),
  );
  const [availability, setAvailability] = useState<QuoteAvailability[]>(() =>
    enquiry.lines.map((_, index) => enquiry.quote?.lines[index]?.availability ?? "in-stock"),
  );
  // A part offered instead of a line not available (decision 117): its number and unit price.
  const [alternatives, setAlternatives] = useState(() =>
    enquiry.lines.map((_, index) => {
      const offered = enquiry.quote?.lines[index]?.alternative;
      return { partNumber: offered?.partNumber ?? "", price: offered ? String(offered.price) : "" };
    }),
  );
  const [validityDays, setValidityDays] = useState(String(enquiry.quote?.validityDays ?? 7));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const setAlternative = (index: number, change: Partial<{ partNumber: string; price: string }>) =>
    setAlternatives((current) => current.map((item, at) => (at === index ? { ...item, ...change } : item)));
  const [whatsapp, setWhatsapp] = useState<string | null>(null);

  const send = async () => {
    if (busy) return;
    const request: EnquiryQuoteRequest = {
      lines: enquiry.lines.map((_, index) => {
        const unavailable = availability[index] === "not-available";
        const offered = alternatives[index];
        return {
          price: unavailable ? 0 : Number(prices[index] || Number.NaN),
          availability: availability[index] ?? "in-stock",
          ...(unavailable && offered?.partNumber.trim()
            ? { alternative: { partNumber: offered.partNumber.trim(), price: Number(offered.price || Number.NaN) } }
            : {}),
        };
      }),
      validityDays: Number(validityDays),
    };
    setBusy(true);
    setFailed(null);
    const result = await apiRequest("PUT /enquiries/:id/quote", {
      params: { id: enquiry.id },
      json: request,
    });
    setBusy(false);
    if (!result.ok) {
      if (result.status !== 401) setFailed(result.error ?? t("staff.inbox.quoteFailed"));
      return;
    }
    const { quote, whatsapp: link } = result.data;
    onChanged({
      ...enquiry,
      quote,
      status: "quoted",
      statusChangedAt: quote.quotedAt,
      statusChangedBy: quote.quotedBy,
    });
    setWhatsapp(link);
    // Still within the click's user activation: the browser lets the chat open in a new tab.
    if (link) window.open(link, "_blank", "noopener,noreferrer");
  };

  const money = new Intl.NumberFormat(languageLocale(language), { style: "currency", currency: "INR" });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
      data-testid="quote-form"
    >
      <h4 id={`${id}-heading`} className="font-semibold text-ink">
        {t("staff.inbox.quoteHeading")}
      </h4>
      {enquiry.quote ? (
        <p className="text-sm text-slate-600">
          {t("staff.inbox.quotedTotal", { total: money.format(enquiry.quote.total), name: enquiry.quote.quotedBy })}
        </p>
      ) : null}
      <ul className="mt-2 space-y-2">
        {enquiry.lines.map((line, index) => {
          const label = `${line.quantity} × ${line.partNumber || line.name}`;
          return (
            <li key={`${line.brandSlug}|${line.partNumber}|${line.name}`} className="flex flex-wrap items-end gap-2">
              <label className="text-sm">
                <span className="block text-slate-700">{t("staff.inbox.price", { line: label })}</span>
                <input
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  value={prices[index] ?? ""}
                  disabled={availability[index] === "not-available"}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setPrices((current) => current.map((price, at) => (at === index ? value : price)));
                  }}
                  className="w-32 rounded-lg border border-slate-300 px-2 py-1.5 disabled:bg-slate-100"
                />
              </label>
              <label className="text-sm">
                <span className="block text-slate-700">{t("staff.inbox.availability", { line: label })}</span>
                <select
                  value={availability[index]}
                  onChange={(event) => {
                    const value = event.currentTarget.value as QuoteAvailability;
                    setAvailability((current) => current.map((item, at) => (at === index ? value : item)));
                  }}
                  className="rounded-lg border border-slate-300 px-2 py-1.5"
                >
                  {quoteAvailabilities.map((option) => (
                    <option key={option} value={option}>
                      {t(availabilityKey[option])}
                    </option>
                  ))}
                </select>
              </label>
              {availability[index] === "not-available" ? (
                <>
                  <label className="text-sm">
                    <span className="block text-slate-700">{t("staff.inbox.alternative", { line: label })}</span>
                    <input
                      value={alternatives[index]?.partNumber ?? ""}
                      onChange={(event) => setAlternative(index, { partNumber: event.currentTarget.value })}
                      className="w-40 rounded-lg border border-slate-300 px-2 py-1.5 font-mono"
                    />
                  </label>
                  <label className="text-sm">
                    <span className="block text-slate-700">{t("staff.inbox.alternativePrice", { line: label })}</span>
                    <input
                      type="number"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      value={alternatives[index]?.price ?? ""}
                      onChange={(event) => setAlternative(index, { price: event.currentTarget.value })}
                      className="w-32 rounded-lg border border-slate-300 px-2 py-1.5"
                    />
                  </label>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="block text-slate-700">{t("staff.inbox.validity")}</span>
          <input
            type="number"
            min={1}
            max={90}
            value={validityDays}
            onChange={(event) => setValidityDays(event.currentTarget.value)}
            className="w-20 rounded-lg border border-slate-300 px-2 py-1.5"
          />
        </label>
        <StaffButton look="primary" inactive={busy} onClick={send}>
          {t("staff.inbox.sendQuote")}
        </StaffButton>
        {whatsapp ? (
          <a
            className={buttonStyles.quiet}
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="quote-whatsapp"
          >
            {t("staff.inbox.openQuote")}
          </a>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failed}
        </p>
      ) : null}
    </section>
  );
}
