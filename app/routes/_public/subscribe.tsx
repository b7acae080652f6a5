import { data } from "react-router";
import { PageBanner } from "#app/components/page-banner.tsx";
import { type SubscribeResult, subscribeMessage } from "#app/forms/subscribe-result.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { readFormData } from "#app/server/form-data.server.ts";
import { submitSubscription } from "#app/server/subscribers.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/subscribe";

/**
 * The footer's Subscribe form posts here. With JavaScript the footer shows the answer in place;
 * without it the browser lands on this page, which shows the same answer.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { db, clientAddress, limits } = getAppContext(context);
  const form = await readFormData(request);
  const answer = await submitSubscription(
    db,
    form,
    clientAddress,
    languageFromPath(url.pathname),
    limits.subscriptions,
  );
  const headers: Record<string, string> =
    answer.retryAfterSeconds === undefined ? {} : { "Retry-After": String(answer.retryAfterSeconds) };
  return data<SubscribeResult>(answer.result, { status: answer.status, headers });
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
