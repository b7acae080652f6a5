import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Product } from "#app/catalogue/product.ts";
import { WhatsAppIcon } from "#app/components/ui/icons/nav.tsx";

import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import type { ClosestMatches } from "#app/server/search/closest.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { useClickPing, useSite } from "#app/utils/site.ts";
import { ProductCard } from "./product-card.tsx";
import { searchQuestionLink } from "./whatsapp-messages.ts";

/** A product found anywhere in the catalogue, linked under its brand (search results, closest matches). */
export function ResultCard({
  product,
  eager,
  notListedFor,
}: {
  product: Product;
  eager: boolean;
  notListedFor?: number | undefined;
}) {
  const { language } = finderTexts.useTexts();
  return (
    <li>
      <ProductCard
        product={product}
        eager={eager}
        notListedFor={notListedFor}
        label="brand"
        href={productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}
      />
    </li>
  );
}

/**
 * The query string of "see all closest matches": the words they match and, when a model year was
 * left out, the vehicle chosen without it (the Creta in every year, not a search for nothing).
 */
export function closestSearch(
  closest: Pick<ClosestMatches, "q" | "yearLeftOut">,
  vehicle: { make: string | null; model: string | null },
): string {
  const params = new URLSearchParams();
  if (closest.q) params.set("q", closest.q);
  if (closest.yearLeftOut !== undefined && vehicle.make) {
    params.set("make", vehicle.make);
    if (vehicle.model) params.set("model", vehicle.model);
  }
  return params.toString();
}

export interface NoResultProps {
  /** The words typed: the heading, and what the WhatsApp message carries. */
  q: string;
  closest: ClosestMatches | null;
  /** Where "see all closest matches" leads: the same page searching the closest words. */
  seeAllHref: string | null;
  /**
   * A closest match as a list item, told the year left out to find it (if one was); products from
   * the whole catalogue use ResultCard.
   */
  card?: (product: Product, index: number, notListedFor?: number) => ReactNode;
  /** What WhatsApp carries when no words were typed (the vehicle or the page chosen). */
  askFor?: string;
}

/**
 * A search that found nothing never ends the visit (/search, the brand and category pages): what
 * comes closest (words left out, typos forgiven more; within the page's brand or category first,
 * else the whole catalogue), and the words typed, ready to send on WhatsApp, with the phone line.
 */
export function NoResult({ q, closest, seeAllHref, card, askFor }: NoResultProps) {
  const ping = useClickPing();
  const { t } = finderTexts.useTexts();
  const site = useSite();
  const notListedFor = closest?.yearLeftOut;
  const cardFor =
    card && !closest?.siteWide
      ? (product: Product, index: number) => card(product, index, notListedFor)
      : (product: Product, index: number) => (
          <ResultCard key={product.id} product={product} eager={index < 2} notListedFor={notListedFor} />
        );
  return (
    <div className="mt-4 space-y-6" data-testid="no-result">
      {q ? (
        <h2 className="text-lg font-semibold">{t("search.noResultTitle", { q })}</h2>
      ) : (
        <div>
          <h2 className="text-lg font-semibold">{t("listing.emptyTitle")}</h2>
          <p className="mt-1 text-slate-700">{t("listing.emptyText")}</p>
        </div>
      )}
      {closest ? (
        <section aria-labelledby="closest-heading">
          <h3 id="closest-heading" className="font-semibold text-slate-800">
            {closest.asTyped
              ? t("search.closestElsewhere")
              : notListedFor !== undefined
                ? t("search.closestOtherYears", { year: notListedFor })
                : closest.dropped.length
                  ? t("search.closestDropped", { words: closest.dropped.join(" ") })
                  : t("search.closestTypo")}
          </h3>
          {notListedFor !== undefined ? (
            <p className="mt-1 text-sm text-amber-900" data-testid="other-years-note">
              {t("search.closestOtherYearsNote")}
            </p>
          ) : null}
          {closest.siteWide && !closest.asTyped ? (
            <p className="mt-1 text-sm text-slate-700">{t("search.closestSiteWide")}</p>
          ) : null}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" data-testid="closest">
            {closest.products.map((product, index) => cardFor(product, index))}
          </ul>
          {seeAllHref && closest.total > closest.products.length ? (
            <Link to={seeAllHref} className="mt-3 inline-block font-medium text-brand-700 underline">
              {t("search.seeClosest", { count: closest.total })}
            </Link>
          ) : null}
        </section>
      ) : null}
      <section className="rounded-xl bg-slate-50 px-6 py-8" aria-labelledby="ask-heading">
        <h3 id="ask-heading" className="text-lg font-semibold">
          {t("search.askTitle")}
        </h3>
        <p className="mt-2 text-slate-700">{t("search.askText", { phone: site.supportPhone })}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={searchQuestionLink(site, t, q || askFor || "")}
            ping={ping.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg bg-[#1c7c43] px-5 py-3 font-semibold text-white hover:bg-[#166535]"
            data-testid="ask-whatsapp"
          >
            <WhatsAppIcon className="size-5" />
            {t("search.askWhatsApp")}
          </a>
          <a
            href={`tel:${site.supportPhone.replace(/[^\d+]/g, "")}`}
            ping={ping.call}
            className="inline-flex items-center rounded-lg px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-white"
          >
            {t("search.call", { phone: site.supportPhone })}
          </a>
        </div>
      </section>
    </div>
  );
}
