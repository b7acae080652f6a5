import { useId } from "react";
import { Link } from "react-router";
import { telLink } from "#app/content/site.ts";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useSite } from "#app/utils/site.ts";
import { PhoneIcon } from "./ui/icons.tsx";

export function SiteFooter() {
  const { t, language } = useTranslation();
  const site = useSite();
  const emailId = useId();
  const to = (path: string) => localizePath(path, language);
  const links = [
    { path: "/about", label: t("footer.aboutLink") },
    { path: "/brands", label: t("footer.brandsLink") },
    { path: "/categories", label: t("footer.categoriesLink") },
    { path: "/contact", label: t("footer.contactLink") },
  ];
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.companyName}</p>
          <p className="mt-3 text-sm leading-6">{t("footer.description")}</p>
        </div>
        <nav aria-labelledby={`${emailId}-about`}>
          <h2 id={`${emailId}-about`} className="font-semibold text-white">
            {t("footer.aboutUs")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {links.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t("footer.support")}</h2>
          <a
            href={telLink(site.supportPhone)}
            className="mt-3 inline-flex items-center gap-2 text-lg font-semibold text-white hover:underline"
          >
            <PhoneIcon className="size-5 text-accent-light" />
            {site.supportPhone}
          </a>
          <p className="mt-2 text-sm">
            <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
              {site.email}
            </a>
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.subscribe")}</h2>
          <p className="mt-3 text-sm">{t("footer.subscribeText")}</p>
          <form method="post" action="/api/subscribe" className="mt-3 flex gap-2">
            <input type="hidden" name="language" value={language} />
            <label htmlFor={emailId} className="sr-only">
              {t("footer.emailLabel")}
            </label>
            <input
              id={emailId}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={t("footer.emailPlaceholder")}
              className="min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-400"
            />
            <button
              type="submit"
              className="rounded-md bg-accent px-3 py-2 text-sm font-semibold text-white hover:bg-orange-800"
            >
              {t("footer.subscribeButton")}
            </button>
          </form>
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        {t("footer.copyright", { year: site.copyrightYear, company: site.companyName })}
      </div>
    </footer>
  );
}
