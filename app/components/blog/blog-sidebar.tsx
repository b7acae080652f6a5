import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { MailIcon, MapPinIcon } from "#app/components/ui/icons/marketing.tsx";
import { PhoneIcon } from "#app/components/ui/icons/nav.tsx";
import type { BlogCardData } from "#app/content/blog/types.ts";
import { telLink } from "#app/content/site.ts";
import { localizePath } from "#app/i18n/language.ts";
import { blogTexts } from "#app/i18n/texts/blog-contact.ts";
import { useClickPing, useSite } from "#app/utils/site.ts";
import { BlogSidebarItem } from "./blog-card.tsx";

/** The article page's side column: other articles, "View All Blogs" and "Need Assistance?". */
export function BlogSidebar({ others }: { others: BlogCardData[] }) {
  const ping = useClickPing();
  const { t, language } = blogTexts.useTexts();
  const site = useSite();
  return (
    <aside className="space-y-8">
      <section aria-labelledby="other-articles" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="other-articles" className="text-xl font-bold text-ink">
          {t("blog.otherArticles")}
        </h2>
        <ul className="mt-5 space-y-4" data-testid="other-articles">
          {others.map((card) => (
            <li key={card.id}>
              <BlogSidebarItem card={card} />
            </li>
          ))}
        </ul>
        <Link
          to={localizePath("/blogs", language)}
          className={buttonClass({ variant: "outline", size: "tall", className: "mt-6 w-full" })}
        >
          {t("blog.viewAll")}
        </Link>
      </section>

      <section
        aria-labelledby="need-assistance"
        className="rounded-2xl bg-gradient-to-br from-brand-900 to-slate-950 p-6 text-white shadow-lg lg:sticky lg:top-24"
      >
        <h2 id="need-assistance" className="text-xl font-bold">
          {t("blog.needAssistance")}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-300">{t("blog.needAssistanceText")}</p>
        <dl className="mt-5 space-y-4 text-sm">
          <div className="flex items-center gap-3">
            <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-light">
              <PhoneIcon className="size-4" />
              <span className="sr-only">{t("blog.phone")}</span>
            </dt>
            <dd>
              <a href={telLink(site.supportPhone)} ping={ping.call} className="font-semibold hover:underline">
                <bdi dir="ltr">{site.supportPhone}</bdi>
              </a>
            </dd>
          </div>
          <div className="flex items-center gap-3">
            <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-light">
              <MailIcon className="size-4" />
              <span className="sr-only">{t("blog.email")}</span>
            </dt>
            <dd className="min-w-0">
              <a href={`mailto:${site.email}`} className="font-semibold break-words hover:underline">
                {site.email}
              </a>
            </dd>
          </div>
          <div className="flex items-center gap-3">
            <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-light">
              <MapPinIcon className="size-4" />
              <span className="sr-only">{t("blog.location")}</span>
            </dt>
            <dd className="font-semibold">{`${site.address.region}, ${site.address.country}`}</dd>
          </div>
        </dl>
        <Link
          to={localizePath("/contact", language)}
          className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-accent px-4 py-2.5 font-semibold text-white hover:bg-orange-800"
        >
          {t("blog.contactUs")}
        </Link>
      </section>
    </aside>
  );
}
