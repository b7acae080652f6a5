import { isRouteErrorResponse, Link, type MetaDescriptor, useRouteError } from "react-router";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import { BlogBanner } from "#app/components/blog/blog-banner.tsx";
import { BlogSidebar } from "#app/components/blog/blog-sidebar.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ArrowLeftIcon, ArrowRightIcon } from "#app/components/ui/icons/controls.tsx";
import { countWords, findArticle, otherArticles, toCard } from "#app/content/blog/index.ts";
import {
  type Language,
  languageFromPath,
  languageLocale,
  languageSettingsOf,
  localizePath,
} from "#app/i18n/language.ts";
import { blogTexts } from "#app/i18n/texts/blog-contact.ts";
import { companyNameFrom } from "#app/utils/seo.ts";
import type { RootData } from "#app/utils/site.ts";
import type { Route } from "./+types/blog";

/** About how fast people read prose on a screen. */
const WORDS_PER_MINUTE = 200;

export function loader({ params, url }: Route.LoaderArgs) {
  const language = languageFromPath(url.pathname);
  const found = findArticle(params.id, language);
  if (!found) throw new Response("Not Found", { status: 404 });
  const { article } = found;
  return {
    article,
    /** The language the article is written in: English when the page's language lacks it. */
    articleLanguage: found.language,
    readingMinutes: Math.max(1, Math.round(countWords(article) / WORDS_PER_MINUTE)),
    others: otherArticles(article.id, language).map(toCard),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const language = languageFromPath(args.location.pathname);
  const company = companyNameFrom(args.matches);
  const data = args.loaderData;
  if (!data) {
    return [
      { title: blogTexts.translate(language, "blog.notFoundTitle", { company }) },
      { name: "robots", content: "noindex" },
    ];
  }
  const origin = (args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined)?.origin ?? "";
  const { article } = data;
  const title = blogTexts.translate(language, "blog.articleTitle", { title: article.title, company });
  const url = `${origin}${localizePath(`/blogs/${article.id}`, language)}`;
  const image = `${origin}${article.image.src}`;
  const modified = article.updated ?? article.published;
  const organization = { "@type": "Organization", name: company, url: `${origin}/` };
  return [
    { title },
    { name: "description", content: article.shortDescription },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.shortDescription },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: article.image.alt },
    { property: "og:locale", content: languageSettingsOf(data.articleLanguage).openGraphLocale },
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: modified },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: article.title },
    { name: "twitter:description", content: article.shortDescription },
    { name: "twitter:image", content: image },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.shortDescription,
        image: [image],
        datePublished: article.published,
        dateModified: modified,
        inLanguage: data.articleLanguage,
        author: organization,
        publisher: { ...organization, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      },
    },
  ] satisfies MetaDescriptor[];
};

function formatDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(languageLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function BackToBlogs({ className = "" }: { className?: string }) {
  const { t, language } = blogTexts.useTexts();
  return (
    <Link
      to={localizePath("/blogs", language)}
      className={`inline-flex items-center gap-2 text-sm font-semibold text-slate-200 hover:text-white hover:underline ${className}`}
    >
      <ArrowLeftIcon className="size-4" />
      {t("blog.backToBlogs")}
    </Link>
  );
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, language } = blogTexts.useTexts();
  const { article, articleLanguage, readingMinutes, others } = loaderData;
  const foreign = articleLanguage !== language;
  return (
    <>
      <BlogBanner
        title={article.title}
        titleLanguage={foreign ? articleLanguage : undefined}
        before={<BackToBlogs className="mb-6" />}
      >
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
          <time dateTime={article.published}>
            {t("blog.published", { date: formatDate(article.published, language) })}
          </time>
          <span aria-hidden>·</span>
          <span>{t("blog.readingTime", { minutes: readingMinutes })}</span>
        </p>
      </BlogBanner>
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="min-w-0">
            {foreign ? (
              <p className="mb-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
                {t("blog.fallbackNotice")}
              </p>
            ) : null}
            <article
              lang={foreign ? articleLanguage : undefined}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:p-10"
            >
              <figure className="relative -mx-5 -mt-5 mb-8 overflow-hidden sm:-mx-8 sm:-mt-8 sm:rounded-t-2xl lg:-mx-10 lg:-mt-10">
                <img
                  src={article.image.src}
                  alt={article.image.alt}
                  width={960}
                  height={540}
                  fetchPriority="high"
                  className="aspect-[16/9] w-full object-cover"
                />
                <span
                  lang={language}
                  className="absolute top-4 start-4 rounded-full bg-accent px-3 py-1.5 text-xs font-bold tracking-wider text-white uppercase shadow-md"
                >
                  {t("blog.badge")}
                </span>
              </figure>
              <ArticleBody article={article} />
              <section
                lang={language}
                aria-labelledby="article-cta"
                className="relative isolate mt-10 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-slate-950 p-6 text-white sm:p-8"
              >
                <div
                  aria-hidden
                  className="absolute -end-16 -bottom-20 -z-10 size-56 rounded-full bg-accent/30 blur-3xl"
                />
                <h2 id="article-cta" className="text-2xl font-bold">
                  {t("blog.ctaTitle")}
                </h2>
                <p className="mt-2 max-w-xl text-slate-200">{t("blog.ctaText")}</p>
                <Link
                  to={localizePath("/contact", language)}
                  className="mt-5 inline-flex items-center gap-2 rounded-lg bg-accent px-5 py-3 font-semibold text-white shadow-sm hover:bg-orange-800"
                >
                  {t("blog.ctaButton")}
                  <ArrowRightIcon className="size-4 rtl:-scale-x-100" />
                </Link>
              </section>
            </article>
          </div>
          <BlogSidebar others={others} />
        </div>
      </div>
    </>
  );
}

/** "Blog not found" with the way back, for an unknown id (a real 404); anything else is the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = blogTexts.useTexts();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />;
  return (
    <>
      <BlogBanner title={t("blog.notFound")} />
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <p className="text-lg text-slate-700">{t("blog.notFoundText")}</p>
        <BackToBlogLink />
      </section>
    </>
  );
}

function BackToBlogLink() {
  const { t, language } = blogTexts.useTexts();
  return (
    <Link to={localizePath("/blogs", language)} className={buttonClass({ size: "lg", className: "mt-8" })}>
      <ArrowLeftIcon className="size-4" />
      {t("blog.backToBlogs")}
    </Link>
  );
}
