import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { PageBanner } from "./page-banner.tsx";

/**
 * The one error screen: a friendly "Page not found" for 404s and a generic message for anything
 * else, never React Router's "Unexpected Application Error!" nor a stack trace.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t, language } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && typeof window !== "undefined") console.error(error);
  return (
    <>
      <PageBanner title={notFound ? t("notFound.title") : t("error.title")} />
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <p className="text-lg text-slate-700">{notFound ? t("notFound.text") : t("error.text")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={localizePath("/", language)} className={buttonClass({ size: "lg" })}>
            {t("error.home")}
          </Link>
          {notFound ? (
            <Link
              to={localizePath("/brands", language)}
              className="rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t("nav.brands")}
            </Link>
          ) : null}
        </div>
      </section>
    </>
  );
}
