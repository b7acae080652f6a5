import type { BlogArticle, Paragraphs } from "#app/content/blog/types.ts";
import { paragraphsOf } from "#app/content/blog/types.ts";
import { blogTexts } from "#app/i18n/texts/blog-contact.ts";

function Text({ text, className }: { text: Paragraphs | undefined; className?: string }) {
  return paragraphsOf(text).map((paragraph) => (
    <p key={paragraph} className={className}>
      {paragraph}
    </p>
  ));
}

/**
 * An article's words as React elements (never injected HTML): the intro, each section with its
 * heading, paragraphs and bullet points, and the conclusion in a box.
 */
export function ArticleBody({ article }: { article: BlogArticle }) {
  const { t } = blogTexts.useTexts();
  const { intro, sections, conclusion } = article.content;
  return (
    <div className="text-[1.0625rem] leading-8 text-slate-700">
      <div className="space-y-5">
        <Text
          text={intro}
          className="first:text-lg first:leading-8 first:text-slate-800 sm:first:text-xl sm:first:leading-9"
        />
      </div>
      {sections.map((section) => (
        <section key={section.title} className="mt-10" data-testid="article-section">
          <h2 className="text-2xl leading-snug font-bold text-ink">{section.title}</h2>
          <div className="mt-4 space-y-5">
            <Text text={section.content} />
          </div>
          {section.bulletPoints?.length ? (
            <ul className="mt-5 space-y-3">
              {section.bulletPoints.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden className="mt-3 size-2 shrink-0 rounded-full bg-accent" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section
        aria-labelledby="article-conclusion"
        className="mt-12 rounded-e-2xl border-s-4 border-accent bg-brand-50 p-6 sm:p-8"
        data-testid="article-conclusion"
      >
        <h2 id="article-conclusion" className="text-xl font-bold text-brand-900">
          {t("blog.conclusion")}
        </h2>
        <div className="mt-3 space-y-4 text-slate-800">
          <Text text={conclusion} />
        </div>
      </section>
    </div>
  );
}
