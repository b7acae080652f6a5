import { LoginForm } from "#app/components/staff/login-form.tsx";
import { StaffTopBar } from "#app/components/staff/staff-shell.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/login";

/** /login and /es/login: the administrator's sign-in (spec section 2, "Login"). Never indexed. */
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "staff.login.metaTitle", "staff.login.metaDescription", {}, staffTexts),
  { name: "robots", content: "noindex, nofollow" },
];

export const handle = { staffShell: true };

export default function LoginPage() {
  const { t } = staffTexts.useTexts();
  return (
    <>
      <StaffTopBar />
      <section className="mx-auto max-w-md px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("staff.login.title")}</h1>
        <p className="mt-1 mb-6 text-slate-600">{t("staff.login.intro")}</p>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <LoginForm />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">{t("staff.login.help")}</p>
      </section>
    </>
  );
}
