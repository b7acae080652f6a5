import { useId } from "react";
import { Link } from "react-router";
import { PhoneIcon } from "#app/components/ui/icons/nav.tsx";
import { telLink } from "#app/content/site.ts";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useClickPing, useSite } from "#app/utils/site.ts";
import { PhoneDock, PhoneDockSpace } from "./phone-dock.tsx";
import { SubscribeForm } from "./subscribe-form.tsx";
import { WhatsAppButton } from "./whatsapp-button.tsx";

export function SiteFooter() {
  const ping = useClickPing();
  const { t, language } = useTranslation();
  const site = useSite();
  const headingId = useId();
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
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className="font-semibold text-white">
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
            ping={ping.call}
            className="mt-3 inline-flex items-center gap-2 text-lg font-semibold text-white hover:underline"
          >
            <PhoneIcon className="size-5 text-accent-light" />
            <bdi dir="ltr">{site.supportPhone}</bdi>
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
          <SubscribeForm />
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        {t("footer.copyright", { year: site.copyrightYear, company: site.companyName })}
      </div>
      <PhoneDockSpace />
      {/* Float over every page, but belong to the footer's contact landmark (axe: region). */}
      <WhatsAppButton placement="gutter" />
      <PhoneDock />
    </footer>
  );
}
