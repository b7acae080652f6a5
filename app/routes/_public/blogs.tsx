import { BlogBanner } from "#app/components/blog/blog-banner.tsx";
import { BlogCard } from "#app/components/blog/blog-card.tsx";
import { listArticles, toCard } from "#app/content/blog/index.ts";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { blogTexts } from "#app/i18n/texts/blog-contact.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { RootData } from "#app/utils/site.ts";
import type { Route } from "./+types/blogs";

/** The cards only: the articles' words stay on the server until an article is opened. */
export function loader({ url }: Route.LoaderArgs) {
  return { cards: listArticles(languageFromPath(url.pathname)).map(toCard) };
}

export const meta: Route.MetaFunction = (args) => {
  const language = languageFromPath(args.location.pathname);
  const origin = (args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined)?.origin ?? "";
  const tags = pageMeta(args, "blog.title", "blog.description", {}, blogTexts);
  const cards = args.loaderData?.cards ?? [];
  const first = cards[0];
  return [
    ...tags,
    ...(first ? [{ property: "og:image", content: `${origin}${first.image.src}` }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: blogTexts.translate(language, "blog.heading"),
        description: blogTexts.translate(language, "blog.description"),
        url: `${origin}${localizePath("/blogs", language)}`,
        inLanguage: language,
        blogPost: cards.map((card) => ({
          "@type": "BlogPosting",
          headline: card.title,
          url: `${origin}${localizePath(`/blogs/${card.id}`, card.language)}`,
          datePublished: card.published,
          image: `${origin}${card.image.src}`,
        })),
      },
    },
  ];
};

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { t } = blogTexts.useTexts();
  return (
    <>
      <BlogBanner title={t("blog.heading")} tall>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t("blog.intro")}</p>
      </BlogBanner>
      <section aria-label={t("blog.listLabel")} className="bg-slate-50">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:py-16 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {loaderData.cards.map((card, index) => (
            <li key={card.id}>
              <BlogCard card={card} eager={index < 3} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
