import { PageBanner } from "#app/components/page-banner.tsx";
import { LoginForm } from "#app/components/staff/login-form.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/login";

/** /login and /es/login: the administrator's sign-in (spec section 2, "Login"). Never indexed. */
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "staff.login.metaTitle", "staff.login.metaDescription", {}, staffTexts),
  { name: "robots", content: "noindex, nofollow" },
];

export default function LoginPage() {
  const { t } = staffTexts.useTexts();
  return (
    <>
      <PageBanner title={t("staff.login.title")}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">{t("staff.login.intro")}</p>
      </PageBanner>
      <section className="mx-auto max-w-md px-4 py-10 sm:py-14">
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <LoginForm />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">{t("staff.login.help")}</p>
      </section>
    </>
  );
}
