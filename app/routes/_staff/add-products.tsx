import { redirect } from "react-router";
import { StaffArea } from "#app/components/staff/staff-area.tsx";
import { StaffHeading, StaffTopBar } from "#app/components/staff/staff-shell.tsx";
import { Spinner } from "#app/components/staff/ui.tsx";
import { languageFromPath } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { pageMeta } from "#app/utils/seo.ts";
import { loginPath, readToken } from "#app/utils/staff-api.ts";
import type { Route } from "./+types/add-products";

/**
 * /add-products and /es/add-products, guarded as the spec says: without a stored token the browser
 * goes to /login. The token lives in the browser, so the server cannot check it: it renders a
 * neutral shell (HydrateFallback), and the guard and the whole area run in the browser. Each tab is
 * a route nested here (app/routes.ts, decision 191), so this guard stands before every one of them.
 */
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "staff.dashboard.metaTitle", "staff.dashboard.metaDescription", {}, staffTexts),
  { name: "robots", content: "noindex, nofollow" },
];

export const handle = { staffShell: true };

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!readToken()) throw redirect(loginPath(languageFromPath(new URL(request.url).pathname)));
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = staffTexts.useTexts();
  return (
    <>
      <StaffTopBar />
      <StaffHeading title={t("staff.dashboard.title")} />
      <div className="flex items-center justify-center gap-3 px-4 py-24 text-slate-600" role="status">
        <Spinner className="size-5 text-brand-700" />
        {t("loading")}
      </div>
    </>
  );
}

export default function AddProductsPage() {
  return <StaffArea />;
}
