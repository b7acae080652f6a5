import { Link, useLocation } from "react-router";
import { GlobeIcon } from "#app/components/ui/icons/nav.tsx";
import { languageSettingsOf, languages, localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";

/**
 * Links to the same page in each other language, keeping the query string. Each link loads the page
 * afresh: a language's texts are fetched with its pages only (decision 136), so a client-side move
 * would paint the new language's words before they have arrived.
 */
export function LanguageSwitch({ className = "flex" }: { className?: string }) {
  const { t, language } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; these are links
    <div role="group" aria-label={t("nav.language")} className={`items-center gap-1 ${className}`}>
      <GlobeIcon className="size-4 shrink-0" />
      {languages
        .filter((other) => other !== language)
        .map((other) => {
          const { shortName, readIn } = languageSettingsOf(other);
          return (
            <Link
              key={other}
              to={`${localizePath(pathname, other)}${search}`}
              reloadDocument
              hrefLang={other}
              lang={other}
              className="rounded-md px-2 py-2 text-sm font-medium hover:bg-white/10"
            >
              {/* The accessible name starts with the visible label (WCAG 2.5.3) and says where it leads. */}
              {shortName}
              {shortName === readIn ? null : <span className="sr-only"> ({readIn})</span>}
            </Link>
          );
        })}
    </div>
  );
}
