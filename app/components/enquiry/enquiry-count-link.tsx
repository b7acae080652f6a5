import { Link } from "react-router";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useEnquiryCount } from "./enquiry-count.ts";

/**
 * The way to the enquiry list with its count: in the top bar, and on a phone also in the dock below
 * the page (phone-dock.tsx), in the thumb's reach, once the list has a line.
 */
export function EnquiryCountLink({ docked = false }: { docked?: boolean }) {
  const { t, language } = useTranslation();
  const count = useEnquiryCount();
  if (docked && count === 0) return null;
  return (
    <Link
      to={localizePath("/enquiry", language)}
      className={
        docked
          ? "relative grid size-12 shrink-0 place-items-center rounded-lg bg-brand-800 text-white"
          : "relative rounded-full p-2 hover:bg-white/10"
      }
      data-testid={docked ? "enquiry-dock" : "enquiry-link"}
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
        <path d="M9 5h10M9 12h10M9 19h10M4 5h.01M4 12h.01M4 19h.01" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{t("enquiry.list")}</span>
      {count > 0 ? (
        <span className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-semibold">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
