import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { type EnquiryList, emptyEnquiryList } from "#app/catalogue/enquiry-list.ts";
import { HoneypotField } from "#app/components/honeypot-field.tsx";
import { WhatsAppIcon } from "#app/components/ui/icons/nav.tsx";
import { type EnquiryFieldErrors, enquiryFieldErrors } from "#app/forms/enquiry.ts";
import { listSenderSchema } from "#app/forms/enquiry-list-send.ts";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import type { EnquiryListSubmission } from "#app/server/enquiries/enquiry-list-submission.server.ts";
import { useRootData } from "#app/utils/site.ts";
import { enquiryListLink } from "./enquiry-list-message.ts";
import { updateEnquiryList } from "./enquiry-store.ts";

const senderFields = ["name", "phone", "email"] as const;
type SenderField = (typeof senderFields)[number];
const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";

/** The device's list as the send schema takes it: what the server needs of each line, nothing else. */
function linesToSend(list: EnquiryList): string {
  return JSON.stringify(
    list.lines.map((line) =>
      line.kind === "product"
        ? {
            kind: "product",
            brandSlug: line.brandSlug,
            partNumber: line.partNumber,
            brand: line.brand,
            name: line.name,
            quantity: line.quantity,
          }
        : { kind: "text", text: line.text, quantity: line.quantity },
    ),
  );
}

/**
 * Sending the list: name and phone (e-mail optional), then "Send on WhatsApp" or "Send". Both store
 * the list with its reference first; WhatsApp then opens in this tab with the one message
 * (enquiry-list-message.ts). A sent list is cleared from the device.
 */
export function SendEnquiryList({ list }: { list: EnquiryList | null }) {
  const { t, language } = enquiryListTexts.useTexts();
  const contact = contactTexts.useTexts().t;
  const { site } = useRootData();
  const { pathname } = useLocation();
  const fetcher = useFetcher<EnquiryListSubmission>();
  const id = useId();
  const [errors, setErrors] = useState<EnquiryFieldErrors>({});
  const [whatsapp, setWhatsapp] = useState<string | null>(null);
  const intent = useRef<"whatsapp" | "form">("form");
  const sender = useRef<string>("");
  const answerRef = useRef<HTMLDivElement>(null);
  const handled = useRef<EnquiryListSubmission | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      updateEnquiryList(() => emptyEnquiryList);
      if (intent.current === "whatsapp") {
        const link = enquiryListLink(site, t, answer);
        setWhatsapp(link);
        window.location.assign(link);
      }
    } else if (answer.reason === "invalid") {
      setErrors(answer.fieldErrors);
    }
    // The answer in the middle of the screen: the sent list's lines are gone, and a plain focus left
    // the thanks at the top edge with the footer filling the rest (issue 43).
    answerRef.current?.focus({ preventScroll: true });
    answerRef.current?.scrollIntoView({ block: "center" });
  }, [fetcher.data, fetcher.state, site, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!list || list.lines.length === 0) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    intent.current = submitter?.value === "whatsapp" ? "whatsapp" : "form";
    const fields = new FormData(form);
    const parsed = listSenderSchema.safeParse(Object.fromEntries(fields));
    const found = parsed.success ? {} : enquiryFieldErrors(parsed.error.issues);
    setErrors(found);
    const first = senderFields.find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    sender.current = String(fields.get("name") ?? "").trim();
    fields.set("lines", linesToSend(list));
    fields.set("vehicle", list.vehicle);
    fields.set("note", list.note);
    fields.set("jobs", JSON.stringify(list.jobs.map((job) => job.slug)));
    // Multipart sends the list's text as it is: URL-encoded, each Devanagari character took 9 bytes.
    void fetcher.submit(fields, { method: "post", action: pathname, encType: "multipart/form-data" });
  };

  if (result?.ok) {
    return (
      <section className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:p-6" data-testid="enquiry-sent">
        <div ref={answerRef} tabIndex={-1} role="status" className="font-semibold text-emerald-900">
          {whatsapp
            ? t("enquiryList.sentWhatsApp", { reference: result.reference })
            : t("enquiryList.sent", { name: sender.current, reference: result.reference })}
        </div>
        {whatsapp ? (
          <a
            href={whatsapp}
            className="mt-4 inline-flex items-center gap-2 rounded-lg bg-[#1c7c43] px-5 py-3 font-semibold text-white"
            data-testid="enquiry-whatsapp-link"
          >
            <WhatsAppIcon className="size-6" />
            {t("enquiryList.openWhatsApp")}
          </a>
        ) : null}
      </section>
    );
  }

  const empty = !list || list.lines.length === 0;
  const problem =
    result && !result.ok
      ? result.reason === "invalid"
        ? result.problem
          ? t("enquiryList.refused", { problem: result.problem })
          : t("enquiryList.checkFields")
        : result.reason === "rate-limited"
          ? t("enquiryList.tooMany", { seconds: result.retryAfterSeconds })
          : t(result.reason === "busy" ? "enquiryList.busy" : "enquiryList.failed")
      : null;
  const label: Record<SenderField, string> = {
    name: t("enquiryList.name"),
    phone: t("enquiryList.phone"),
    email: t("enquiryList.email"),
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("enquiryList.sendHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("enquiryList.sendIntro")}</p>
      <form method="post" noValidate onSubmit={onSubmit} className="relative mt-4 space-y-4" lang={language}>
        <HoneypotField />
        {senderFields.map((field) => {
          const error = errors[field];
          return (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-medium text-slate-700">
                {label[field]}
              </label>
              <input
                id={`${id}-${field}`}
                name={field}
                type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
                autoComplete={field === "phone" ? "tel" : field}
                required={field !== "email"}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                className={fieldClass}
              />
              {error ? (
                <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
                  {contact(error)}
                </p>
              ) : null}
            </div>
          );
        })}
        <div ref={answerRef} tabIndex={-1} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {empty ? t("enquiryList.emptyCannotSend") : problem}
        </div>
        {/* One way first (issue 43): WhatsApp, the buyer's own channel; the other says what it does. */}
        <p id={`${id}-ways`} className="text-sm text-slate-700">
          {t("enquiryList.sendWays")}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="whatsapp"
            aria-describedby={`${id}-ways`}
            disabled={empty || busy}
            className="inline-flex items-center gap-2 rounded-lg bg-[#1c7c43] px-5 py-3 font-semibold text-white hover:bg-[#166534] disabled:opacity-60"
          >
            <WhatsAppIcon className="size-6" />
            {busy && intent.current === "whatsapp" ? t("enquiryList.sending") : t("enquiryList.sendWhatsApp")}
          </button>
          <button
            type="submit"
            name="intent"
            value="form"
            disabled={empty || busy}
            className="rounded-lg px-4 py-3 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {busy && intent.current === "form" ? t("enquiryList.sending") : t("enquiryList.send")}
          </button>
        </div>
      </form>
    </section>
  );
}
