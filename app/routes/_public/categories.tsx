import { CategoryGrid } from "#app/components/category-grid.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { useTranslation } from "#app/i18n/translate.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "categories.title", "categories.description");

/**
 * The categories index. The spec registers a second, unseen screen on this route; this one is
 * the one it describes (docs/decisions/005-categories-route.md).
 */
export default function Categories() {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner title={t("categories.heading")}>
        <p className="mt-4 max-w-3xl text-lg text-slate-200">{t("categories.intro")}</p>
      </PageBanner>
      <section className="mx-auto max-w-7xl px-4 py-14">
        <CategoryGrid />
      </section>
    </>
  );
}
