import type { ReactNode } from "react";

/**
 * The dark banner at the top of inner pages. It sits under the fixed, transparent nav bar, so the
 * bar's white text is readable before the visitor scrolls.
 */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-slate-900 to-slate-950 pt-28 pb-14 text-white lg:pt-36 lg:pb-20">
      <div className="mx-auto max-w-7xl px-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
