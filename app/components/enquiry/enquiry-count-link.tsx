import { Link } from "react-router";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useEnquiryCount } from "./enquiry-count.ts";

/**
 * The way to the enquiry list with its count: in the top bar, and on a phone also as a round button
 * at the bottom left, in the thumb's reach, once the list has a line. There it sits over the cards'
 * photos, never their text or buttons (lifted above a product page's sticky bar, hidden on the
 * list's own page).
 */
export function EnquiryCountLink({ floating = false }: { floating?: boolean }) {
  const { t, language } = useTranslation();
  const count = useEnquiryCount();
  if (floating && count === 0) return null;
  return (
    <Link
      to={localizePath("/enquiry", language)}
      className={
        floating
          ? "fixed bottom-4 start-4 z-30 grid size-14 place-items-center rounded-full bg-brand-800 text-white shadow-lg lg:hidden [body:has([data-enquiry-page])_&]:hidden [body:has([data-testid=sticky-enquiry])_&]:bottom-24"
          : "relative rounded-full p-2 hover:bg-white/10"
      }
      data-testid={floating ? "enquiry-float" : "enquiry-link"}
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
