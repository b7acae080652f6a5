import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { LogoutIcon } from "#app/components/ui/icons/staff.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { useSite } from "#app/utils/site.ts";
import { Spinner } from "./ui.tsx";

/**
 * The staff area's own slim top bar, in place of the public site's nav, hero, footer and WhatsApp
 * button (root.tsx leaves those out for routes whose handle says `staffShell`): the site's name, a
 * link to the public site, the other languages (staff work in the one they choose: the address keeps
 * it), who is signed in and Sign out. It wraps on a phone rather than overlap.
 */
export function StaffTopBar({
  account,
  onSignOut,
  signingOut = false,
}: {
  account?: string | null;
  onSignOut?: () => void;
  signingOut?: boolean;
}) {
  const { t, language } = officeTexts.useTexts();
  const site = useSite();
  return (
    <header className="bg-ink text-white">
      <nav
        aria-label={t("office.bar.label")}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2"
      >
        <p className="min-w-0 truncate font-semibold">
          {site.companyName} <span className="font-normal text-slate-300">· {t("office.bar.label")}</span>
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Link to={localizePath("/", language)} className="underline-offset-2 hover:underline">
            {t("office.bar.publicSite")}
          </Link>
          <LanguageSwitch />
          {account ? (
            <span className="text-slate-300" data-testid="staff-account">
              {t("office.bar.signedInAs", { name: account })}
            </span>
          ) : null}
          {onSignOut ? (
            <button
              type="button"
              onClick={onSignOut}
              aria-disabled={signingOut || undefined}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white/10 px-3 font-semibold hover:bg-white/20"
            >
              {signingOut ? <Spinner className="size-4" /> : <LogoutIcon className="size-4" />}
              {t("office.bar.signOut")}
            </button>
          ) : null}
        </div>
      </nav>
    </header>
  );
}

/** The page heading under the top bar: plain, no hero. */
export function StaffHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-4">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** The number of new enquiries on the Enquiries tab (nothing when there are none). */
export function NewEnquiries({ count }: { count: number }) {
  const { t } = officeTexts.useTexts();
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t("office.inbox.newCount", { count })}
    </span>
  );
}
