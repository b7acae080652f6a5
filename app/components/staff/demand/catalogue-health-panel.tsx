import { useCallback, useEffect, useId, useState } from "react";
import type { CatalogueHealth, TermGaps } from "#app/api/demand.ts";
import { type ProductGap, productGaps } from "#app/api/products.ts";
import { demandTexts } from "#app/i18n/texts/staff-demand.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { formatNumber, LoadFailed, Spinner, StaffButton } from "../ui.tsx";

type T = ReturnType<typeof demandTexts.useTexts>["t"];

/**
 * The Catalogue health tab (issue 31, decision 123): what the catalogue's own data lacks, from
 * `GET /api/catalogue-health`. Each product count opens the products table filtered to those
 * products (`?missing=`), so staff fix them one after another; brands and categories are fixed in
 * their own tab. Loaded only when the tab is opened (its own route).
 */
export default function CatalogueHealthPanel({
  onShowProducts,
  onShowTerms,
}: {
  onShowProducts: (gap: ProductGap) => void;
  onShowTerms: () => void;
}) {
  const { t, language } = demandTexts.useTexts();
  const id = useId();
  const [load, setLoad] = useState<
    { status: "loading" } | { status: "ready"; health: CatalogueHealth } | { status: "error" }
  >({ status: "loading" });
  const fetchHealth = useCallback(async () => {
    setLoad({ status: "loading" });
    const result = await apiRequest("GET /catalogue-health");
    if (result.status === 401) return;
    setLoad(result.ok ? { status: "ready", health: result.data.health } : { status: "error" });
  }, []);
  useEffect(() => {
    fetchHealth();
  }, [fetchHealth]);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink sm:text-2xl">
          {t("health.title")}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-600">{t("health.intro")}</p>
      </div>
      {load.status === "error" ? (
        <LoadFailed message={t("health.loadError")} onRetry={fetchHealth} />
      ) : load.status === "loading" ? (
        <p className="flex items-center gap-3 py-10 text-slate-600">
          <Spinner className="size-5 text-brand-700" />
          {t("health.loading")}
        </p>
      ) : (
        <>
          <section
            aria-labelledby={`${id}-products`}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h3 id={`${id}-products`} className="text-lg font-semibold text-ink">
              {t("health.products", { count: load.health.activeProducts })}
            </h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {productGaps.map((gap) => {
                const { count, listed } = load.health.products[gap];
                const label = t(`health.gap.${gap}`);
                return (
                  <li key={gap} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid={`health-${gap}`}>
                    <p className="font-semibold text-ink">{label}</p>
                    <p className="mt-1 text-3xl font-bold tabular-nums text-ink">{formatNumber(count, language)}</p>
                    {count > 0 ? (
                      <>
                        <StaffButton
                          look="secondary"
                          className="mt-3"
                          aria-label={t("health.openNamed", { gap: label })}
                          onClick={() => onShowProducts(gap)}
                        >
                          {t("health.open")}
                        </StaffButton>
                        <p className="mt-3 text-xs text-slate-600">{t("health.forExample")}</p>
                        <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                          {listed.slice(0, 5).map((product) => (
                            <li key={product.id} className="truncate">
                              {product.name} · <span className="font-mono">{product.partNumber}</span>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <TermGapsCard title={t("health.brands")} gaps={load.health.brands} t={t} onShowTerms={onShowTerms} />
            <TermGapsCard
              title={t("health.categories")}
              gaps={load.health.categories}
              t={t}
              onShowTerms={onShowTerms}
            />
          </div>

          <section
            aria-labelledby={`${id}-vehicles`}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h3 id={`${id}-vehicles`} className="text-lg font-semibold text-ink">
              {t("health.vehicles", { count: load.health.vehiclesOfOneCategory.count })}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t("health.vehiclesHint")}</p>
            {load.health.vehiclesOfOneCategory.listed.length === 0 ? (
              <p className="mt-3 text-slate-600">{t("health.none")}</p>
            ) : (
              <ul className="mt-3 space-y-1 text-sm text-slate-700">
                {load.health.vehiclesOfOneCategory.listed.map((vehicle) => (
                  <li key={`${vehicle.make}|${vehicle.model}`}>
                    {t("health.vehicleLine", {
                      vehicle: `${vehicle.makeName} ${vehicle.model}`,
                      count: vehicle.parts,
                      category: vehicle.categoryName,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function TermGapsCard({
  title,
  gaps,
  t,
  onShowTerms,
}: {
  title: string;
  gaps: TermGaps;
  t: T;
  onShowTerms: () => void;
}) {
  const id = useId();
  const names = (terms: TermGaps["withoutLogo"]) => terms.map((term) => term.name).join(", ");
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <p className="mt-3 font-semibold text-ink">{t("health.withoutLogo", { count: gaps.withoutLogo.length })}</p>
      <p className="text-sm text-slate-700">
        {gaps.withoutLogo.length > 0 ? names(gaps.withoutLogo) : t("health.none")}
      </p>
      <p className="mt-3 font-semibold text-ink">
        {t("health.withoutDescription", { count: gaps.withoutDescription.length })}
      </p>
      <p className="text-sm text-slate-700">
        {gaps.withoutDescription.length > 0 ? names(gaps.withoutDescription) : t("health.none")}
      </p>
      {gaps.withoutLogo.length + gaps.withoutDescription.length > 0 ? (
        <StaffButton look="quiet" className="mt-3" onClick={onShowTerms}>
          {t("health.editTerms")}
        </StaffButton>
      ) : null}
    </section>
  );
}
