import { BrandGrid } from "#app/components/brand-grid.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { useTranslation } from "#app/i18n/translate.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/brands";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "brands.title", "brands.description");

export default function Brands() {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner title={t("brands.heading")}>
        <p className="mt-4 max-w-3xl text-lg text-slate-200">{t("brands.intro")}</p>
      </PageBanner>
      <section className="mx-auto max-w-7xl px-4 py-14">
        <BrandGrid which="all" />
      </section>
    </>
  );
}
