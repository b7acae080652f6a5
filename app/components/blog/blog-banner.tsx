import type { ReactNode } from "react";

/**
 * The blog's dark banner, in the site's banner colours. The list's is half the viewport high (spec);
 * an article's grows with its title. It sits under the fixed, transparent nav bar.
 */
export function BlogBanner({
  title,
  titleLanguage,
  tall = false,
  before,
  children,
}: {
  title: string;
  /** The title's language where it is not the page's (an article shown in its own language). */
  titleLanguage?: string;
  tall?: boolean;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className={`relative isolate flex overflow-hidden bg-gradient-to-br from-brand-900 via-slate-900 to-slate-950 pt-28 pb-12 text-white lg:pt-36 lg:pb-16 ${tall ? "min-h-[50vh] items-end" : ""}`}
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(59,130,246,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(194,65,12,0.35),transparent_50%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-[0.07] bg-[linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div className="mx-auto w-full max-w-7xl px-4">
        {before}
        <h1
          lang={titleLanguage}
          className="max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
