import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { HoneypotField } from "#app/components/honeypot-field.tsx";
import { type SubscribeResult, subscribeMessage } from "#app/forms/subscribe-result.ts";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";

/** The footer's newsletter sign-up; answers in place without leaving the page. */
export function SubscribeForm() {
  const { t, language } = useTranslation();
  const fetcher = useFetcher<SubscribeResult>();
  const emailId = useId();
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={formRef} method="post" action={localizePath("/subscribe", language)} className="mt-3">
      <input type="hidden" name="language" value={language} />
      <HoneypotField />
      <div className="flex gap-2">
        <label htmlFor={emailId} className="sr-only">
          {t("footer.emailLabel")}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("footer.emailPlaceholder")}
          aria-describedby={messageId}
          aria-invalid={result && !result.ok ? true : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md bg-accent px-3 py-2 text-sm font-semibold text-white hover:bg-orange-800 disabled:opacity-70"
        >
          {fetcher.state !== "idle" ? t("subscribe.sending") : t("footer.subscribeButton")}
        </button>
      </div>
      <p id={messageId} role="status" className="mt-2 min-h-5 text-sm text-slate-200">
        {result ? t(subscribeMessage(result)) : null}
      </p>
    </fetcher.Form>
  );
}
