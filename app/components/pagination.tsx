import { memo, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/translate.ts";

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) result.push("gap");
    result.push(p);
  });
  return result;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Spacing around the row of links. */
  className?: string;
  /**
   * A list inside a longer page (the staff products table): a page link keeps the scroll position
   * and brings this element into view, instead of going to the top of the page.
   */
  scrollTo?: RefObject<HTMLElement | null>;
}

/**
 * Numbered pages as plain links that keep the current filters in the query string. Memoised:
 * opening a listing's filter panel renders the panel, not the pages (issue 30).
 */
export const Pagination = memo(function Pagination({
  page,
  pageCount,
  className = "mt-10",
  scrollTo,
}: PaginationProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  const linkClass = "grid min-w-10 place-items-center rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-slate-300";
  const scrolling = scrollTo
    ? { preventScrollReset: true, onClick: () => scrollTo.current?.scrollIntoView({ block: "start" }) }
    : {};
  return (
    <nav aria-label={t("pagination.label")} className={`${className} flex flex-wrap items-center justify-center gap-2`}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" {...scrolling} className={`${linkClass} hover:bg-slate-100`}>
          {t("pagination.previous")}
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((item, index) =>
        item === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            {...scrolling}
            aria-label={t("pagination.page", { page: item })}
            aria-current={item === page ? "page" : undefined}
            className={`${linkClass} ${item === page ? "bg-brand-700 text-white ring-brand-700" : "hover:bg-slate-100"}`}
          >
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" {...scrolling} className={`${linkClass} hover:bg-slate-100`}>
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
});
