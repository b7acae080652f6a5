import type { ReactNode } from "react";

/**
 * The dark banner at the top of inner pages. It sits under the fixed, transparent nav bar, so the
 * bar's white text is readable before the visitor scrolls.
 */
export function PageBanner({
  title,
  children,
  compact = false,
}: {
  title: string;
  children?: ReactNode;
  /** Shorter on a phone, so that what the page is for (search results) shows on the first screen. */
  compact?: boolean;
}) {
  return (
    <section
      className={`bg-gradient-to-br from-brand-900 via-slate-900 to-slate-950 text-white lg:pt-36 lg:pb-20 ${
        compact ? "pt-20 pb-6 sm:pt-28 sm:pb-14" : "pt-28 pb-14"
      }`}
    >
      <div className="mx-auto max-w-7xl px-4">
        <h1 className={`font-bold tracking-tight sm:text-4xl lg:text-5xl ${compact ? "text-2xl" : "text-3xl"}`}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
