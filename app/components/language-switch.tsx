import { Link, useLocation } from "react-router";
import { GlobeIcon } from "#app/components/ui/icons/nav.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";

/** Links to the same page in the other language, keeping the query string. */
export function LanguageSwitch({ className = "inline-flex" }: { className?: string }) {
  const { t, language } = useTranslation();
  const { pathname, search } = useLocation();
  const other = language === "en" ? "es" : "en";
  return (
    <Link
      to={`${localizePath(pathname, other)}${search}`}
      hrefLang={other}
      lang={other}
      className={`items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 ${className}`}
    >
      <GlobeIcon className="size-4" />
      {/* The accessible name starts with the visible label (WCAG 2.5.3) and says where it leads. */}
      {t("nav.switchToShort")}
      <span className="sr-only"> ({t("nav.switchTo")})</span>
    </Link>
  );
}
