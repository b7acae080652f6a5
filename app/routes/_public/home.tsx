import { Link } from "react-router";
import { BrandGrid } from "#app/components/brand-grid.tsx";
import { CategoryGrid } from "#app/components/category-grid.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { countProducts } from "#app/server/products.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  return { productCount: await countProducts(db) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home.title", "home.description");

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const to = (path: string) => localizePath(path, language);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-slate-950 pt-32 pb-24 text-white lg:pt-44 lg:pb-36">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,#1e3a8a,transparent_60%),radial-gradient(ellipse_at_bottom_left,#7c2d12,transparent_55%)]"
        />
        <div className="mx-auto max-w-7xl px-4">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {t("home.heroHeadline")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">{t("home.heroText")}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link
              to={to("/brands")}
              className="rounded-lg bg-accent px-6 py-3 font-semibold text-white hover:bg-orange-800"
            >
              {t("home.heroCta")}
            </Link>
            <p className="text-sm text-slate-300">{t("home.catalogueCount", { count: loaderData.productCount })}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-brands" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="home-brands" className="text-center text-3xl font-bold">
          {t("home.brandsTitle")}
        </h2>
        <div className="mt-10">
          <BrandGrid />
        </div>
      </section>

      <section aria-labelledby="home-categories" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="home-categories" className="text-center text-3xl font-bold">
            {t("home.categoriesTitle")}
          </h2>
          <div className="mt-10">
            <CategoryGrid />
          </div>
        </div>
      </section>
    </>
  );
}
