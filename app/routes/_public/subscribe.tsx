import { data } from "react-router";
import { PageBanner } from "#app/components/page-banner.tsx";
import { type SubscribeResult, subscribeMessage } from "#app/forms/subscribe-result.ts";
import { subscriptionSchema } from "#app/forms/subscription.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { BUSY_RETRY_AFTER_SECONDS, DatabaseBusyError } from "#app/server/db/sqlite-dialect.server.ts";
import { readFormData } from "#app/server/form-data.server.ts";
import { subscribe, subscribeLimiter } from "#app/server/subscribers.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/subscribe";

/**
 * The footer's Subscribe form posts here. With JavaScript the footer shows the answer in place;
 * without it the browser lands on this page, which shows the same answer.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { db, clientAddress } = getAppContext(context);
  const wait = subscribeLimiter.waitMs(clientAddress);
  if (wait > 0) {
    return data<SubscribeResult>(
      { ok: false, error: "too-many" },
      { status: 429, headers: { "Retry-After": String(Math.ceil(wait / 1000)) } },
    );
  }
  subscribeLimiter.record(clientAddress);
  const form = Object.fromEntries(await readFormData(request));
  const parsed = subscriptionSchema.safeParse({
    ...form,
    language: form.language ?? languageFromPath(url.pathname),
  });
  if (!parsed.success) return data<SubscribeResult>({ ok: false, error: "invalid" }, { status: 400 });
  // A filled honeypot is a bot: answer as if it worked and store nothing.
  try {
    if (!parsed.data.website) await subscribe(db, parsed.data.email, parsed.data.language);
  } catch (error) {
    // An import held the database past the wait (decision 066): nothing stored, try again shortly.
    if (!(error instanceof DatabaseBusyError)) throw error;
    return data<SubscribeResult>(
      { ok: false, error: "busy" },
      { status: 503, headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } },
    );
  }
  return data<SubscribeResult>({ ok: true });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "footer.subscribe", "footer.subscribeText"),
  { name: "robots", content: "noindex" },
];

export default function Subscribe({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner title={t("footer.subscribe")} />
      <p role="status" className="mx-auto max-w-2xl px-4 py-16 text-center text-lg">
        {actionData ? t(subscribeMessage(actionData)) : t("footer.subscribeText")}
      </p>
    </>
  );
}
