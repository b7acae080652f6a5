import { Link } from "react-router";
import { ChevronRightIcon } from "#app/components/ui/icons/controls.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { blogCards } from "#app/content/home.ts";
import { localizePath } from "#app/i18n/language.ts";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { useSite } from "#app/utils/site.ts";

/** Six compressor guides, one per make, each card leading to its article. */
export function BlogCards() {
  const { t, language } = homeSectionsTexts.useTexts();
  const { companyName } = useSite();
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {blogCards.map((card, position) => (
          <Reveal as="li" key={card.id} position={position % 3}>
            <Link
              to={localizePath(`/blogs/${card.id}`, language)}
              data-testid="blog-card"
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl"
            >
              <span className="relative block overflow-hidden">
                <Picture
                  image={card.image}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </span>
              <span className="flex flex-1 flex-col p-6">
                <span className="text-xs font-bold uppercase tracking-[0.2em] text-accent">{card.brand}</span>
                <span className="mt-2 text-xl font-bold text-ink">{t("home.blogCardTitle")}</span>
                <span className="mt-2 flex-1 text-slate-600">
                  {t("home.blogCardDescription", { company: companyName })}
                </span>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-accent">
                  {t("home.blogCardLink", { brand: card.brand })}
                  <ChevronRightIcon className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
                </span>
              </span>
            </Link>
          </Reveal>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link
          to={localizePath("/blogs", language)}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-6 py-3 font-semibold text-ink transition-colors hover:border-accent hover:text-accent"
        >
          {t("home.viewAllBlogs")}
          <ChevronRightIcon className="size-5 rtl:-scale-x-100" />
        </Link>
      </div>
    </>
  );
}
