import { Link } from "react-router";
import { ArrowRightIcon } from "#app/components/ui/icons/controls.tsx";
import type { BlogCardData } from "#app/content/blog/types.ts";
import { localizePath } from "#app/i18n/language.ts";
import { blogTexts } from "#app/i18n/texts/blog-contact.ts";

/** A card of the blog list: image, title, short description and "VIEW DETAIL". */
export function BlogCard({ card, eager = false }: { card: BlogCardData; eager?: boolean }) {
  const { t, language } = blogTexts.useTexts();
  const href = localizePath(`/blogs/${card.id}`, language);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <Link to={href} tabIndex={-1} aria-hidden className="block aspect-[16/9] overflow-hidden bg-slate-100">
        <img
          src={card.image.src}
          alt=""
          width={960}
          height={540}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5 sm:p-6" lang={card.language === language ? undefined : card.language}>
        <h2 className="text-lg leading-snug font-bold text-ink">{card.title}</h2>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{card.shortDescription}</p>
        <Link
          to={href}
          lang={language}
          className="mt-auto inline-flex w-fit items-center gap-2 pt-5 text-sm font-bold tracking-wider text-accent uppercase hover:text-orange-800"
        >
          {t("blog.viewDetail")}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
          <span className="sr-only">
            : <span lang={card.language === language ? undefined : card.language}>{card.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
}

/** A compact link to another article, for the article page's side column. */
export function BlogSidebarItem({ card }: { card: BlogCardData }) {
  const { language } = blogTexts.useTexts();
  return (
    <Link
      to={localizePath(`/blogs/${card.id}`, language)}
      lang={card.language === language ? undefined : card.language}
      className="group flex gap-4 rounded-xl p-2 -mx-2 hover:bg-slate-50"
    >
      <img
        src={card.image.src}
        alt=""
        width={960}
        height={540}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-24 shrink-0 self-start rounded-lg object-cover ring-1 ring-slate-200"
      />
      <span className="min-w-0">
        <span className="block leading-snug font-semibold text-ink group-hover:text-brand-700 group-hover:underline">
          {card.title}
        </span>
        <span className="mt-1 line-clamp-2 text-sm text-slate-600">{card.shortDescription}</span>
      </span>
    </Link>
  );
}
