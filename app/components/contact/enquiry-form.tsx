import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { HoneypotField } from "#app/components/honeypot-field.tsx";
import { AlertIcon, CheckCircleIcon } from "#app/components/ui/icons/controls.tsx";
import {
  type EnquiryField,
  type EnquiryFieldErrors,
  enquiryFieldErrors,
  enquiryFields,
  enquirySchema,
} from "#app/forms/enquiry.ts";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import type { EnquirySubmission } from "#app/server/enquiries/enquiry-submission.server.ts";
import { useSite } from "#app/utils/site.ts";

const fieldId = (field: EnquiryField) => `enquiry-${field}`;
const errorId = (field: EnquiryField) => `enquiry-${field}-error`;
const hintId = (field: EnquiryField) => `enquiry-${field}-hint`;

function validate(form: HTMLFormElement): EnquiryFieldErrors {
  const parsed = enquirySchema.safeParse(Object.fromEntries(new FormData(form)));
  return parsed.success ? {} : enquiryFieldErrors(parsed.error.issues);
}

function firstInvalid(errors: EnquiryFieldErrors): EnquiryField | undefined {
  return enquiryFields.find((field) => errors[field]);
}

/**
 * The contact form. It posts to the page's action, so it works without JavaScript; with it, it
 * checks the fields with the same schema as the server before sending (then again on every change),
 * sends without leaving the page, and clears itself once the enquiry is stored. A failure keeps what
 * was typed.
 */
export function EnquiryForm({ actionData }: { actionData: EnquirySubmission | undefined }) {
  const { t, language } = contactTexts.useTexts();
  const site = useSite();
  const fetcher = useFetcher<EnquirySubmission>();
  const formRef = useRef<HTMLFormElement>(null);
  /** Field errors found in the browser; null until the visitor first tries to send. */
  const [errors, setErrors] = useState<EnquiryFieldErrors | null>(null);
  const [focusField, setFocusField] = useState<{ field: EnquiryField } | null>(null);
  const handled = useRef<EnquirySubmission | undefined>(undefined);
  const answerRef = useRef<HTMLDivElement>(null);

  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : (fetcher.data ?? actionData);
  // Without JavaScript the server's answer is all there is: show its field errors and what was typed.
  const shownErrors =
    errors ?? (actionData?.ok === false && actionData.reason === "invalid" ? actionData.fieldErrors : {});
  const initial = actionData?.ok === false ? actionData.values : undefined;
  const errorCount = Object.keys(shownErrors).length;

  // Scripts run: the browser's own bubbles give way to the inline messages.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok || data.reason !== "invalid") {
      // The answer sits at the top of the form, maybe out of view after scrolling down to send.
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      answerRef.current?.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
    }
    if (data.ok) {
      formRef.current?.reset();
      setErrors(null);
    } else if (data.reason === "invalid") {
      setErrors(data.fieldErrors);
      const field = firstInvalid(data.fieldErrors);
      if (field) setFocusField({ field });
    }
  }, [fetcher.state, fetcher.data]);

  // Focus after the render that marked the field invalid, so its message is read with it.
  useEffect(() => {
    if (focusField) document.getElementById(fieldId(focusField.field))?.focus();
  }, [focusField]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(event.currentTarget);
    setErrors(found);
    const field = firstInvalid(found);
    if (field) {
      event.preventDefault();
      setFocusField({ field });
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (errors !== null) setErrors(validate(event.currentTarget));
  }

  const fieldProps = (field: EnquiryField, { hint = false } = {}) => ({
    id: fieldId(field),
    name: field,
    defaultValue: initial?.[field] ?? "",
    "aria-invalid": shownErrors[field] ? true : undefined,
    "aria-describedby":
      [hint ? hintId(field) : "", shownErrors[field] ? errorId(field) : ""].filter(Boolean).join(" ") || undefined,
    className:
      "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600 aria-invalid:ring-red-600/20",
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="enquiry-title"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="enquiry-title" className="text-2xl font-bold text-ink">
        {t("contact.formTitle")}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t("contact.formIntro")}</p>

      <div ref={answerRef}>
        <div role="status" className="empty:hidden mt-5">
          {result?.ok ? (
            <p className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              <span>{t("contact.success", { name: result.name })}</span>
            </p>
          ) : null}
        </div>
        <div role="alert" className="empty:hidden mt-5">
          {result?.ok === false && result.reason !== "invalid" ? (
            <p className="flex gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
              <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
              <span>
                {result.reason === "rate-limited"
                  ? t("contact.rateLimited", {
                      minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
                      phone: site.supportPhone,
                    })
                  : t("contact.failed", { phone: site.supportPhone })}
              </span>
            </p>
          ) : null}
        </div>
      </div>

      {errorCount > 0 ? (
        <div
          className="mt-5 rounded-xl border-s-4 border-red-600 bg-red-50 p-4 text-red-900"
          data-testid="error-summary"
        >
          <p className="font-semibold">
            {errorCount === 1 ? t("contact.errorSummaryOne") : t("contact.errorSummaryMany", { count: errorCount })}
          </p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {enquiryFields.map((field) => {
              const message = shownErrors[field];
              return message ? (
                <li key={field}>
                  <a
                    href={`#${fieldId(field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(fieldId(field))?.focus();
                    }}
                    className="underline hover:no-underline"
                  >
                    {t(message)}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
        </div>
      ) : null}

      <input type="hidden" name="language" value={language} />
      <HoneypotField />

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field field="name" label={t("contact.name")} required error={shownErrors.name}>
            <input {...fieldProps("name")} type="text" autoComplete="name" maxLength={120} required />
          </Field>
        </div>
        <Field field="email" label={t("contact.email")} required error={shownErrors.email}>
          <input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            required
          />
        </Field>
        <Field field="phone" label={t("contact.phone")} required error={shownErrors.phone}>
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} required />
        </Field>
        <div className="sm:col-span-2">
          <Field
            field="message"
            label={t("contact.message")}
            hint={t("contact.messageHint")}
            optionalText={t("contact.optional")}
            error={shownErrors.message}
          >
            <textarea {...fieldProps("message", { hint: true })} rows={5} maxLength={5000} />
          </Field>
        </div>
      </div>

      <button
        type="submit"
        disabled={busy}
        className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-accent px-8 py-3 font-semibold tracking-wider text-white uppercase shadow-sm hover:bg-orange-800 disabled:opacity-70 sm:w-auto"
      >
        {busy ? t("contact.sending") : t("contact.submit")}
      </button>
    </fetcher.Form>
  );
}

function Field({
  field,
  label,
  required = false,
  optionalText,
  hint,
  error,
  children,
}: {
  field: EnquiryField;
  label: string;
  required?: boolean;
  optionalText?: string;
  hint?: string;
  error: EnquiryFieldErrors[EnquiryField];
  children: ReactNode;
}) {
  const { t } = contactTexts.useTexts();
  return (
    <div>
      <label htmlFor={fieldId(field)} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
        {optionalText ? <span className="ms-1.5 font-normal text-slate-500">({optionalText})</span> : null}
      </label>
      {hint ? (
        <p id={hintId(field)} className="mb-2 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId(field)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
