import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/i18n/translate.ts";
import { GeneralErrorBoundary } from "./error-boundary.tsx";
import { PageBanner } from "./page-banner.tsx";

/** A listing that cannot load says so in red (spec: "Failed to load products"); a 404 is a 404. */
export function ListingErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <GeneralErrorBoundary />;
  return (
    <>
      <PageBanner title={t("listing.failed")} />
      <div role="alert" className="mx-auto max-w-3xl px-4 py-20 text-center">
        <p className="text-2xl font-semibold text-red-700">{t("listing.failed")}</p>
        <Link to={`${pathname}${search}`} reloadDocument className={buttonClass({ size: "lg", className: "mt-6" })}>
          {t("listing.retry")}
        </Link>
      </div>
    </>
  );
}
