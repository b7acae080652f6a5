import { memo } from "react";
import { Link } from "react-router";
import type { Product } from "#app/catalogue/product.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { WhatsAppIcon } from "#app/components/ui/icons/nav.tsx";

import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { useCategoryLabel, useClickPing, useRootData } from "#app/utils/site.ts";
import { AddToEnquiry } from "./enquiry/add-to-enquiry.tsx";
import { useChosenVehicle, usePartInEnquiry } from "./enquiry/enquiry-count.ts";
import { matchReason } from "./match-reason.ts";
import { useProductPhoto } from "./product-image.ts";
import { Stars } from "./ui/stars.tsx";
import { productEnquiryLink } from "./whatsapp-messages.ts";

export interface ProductCardProps {
  product: Product;
  href: string;
  /** The brand page labels cards with the category; the category page with the brand. */
  label: "category" | "brand";
  /** The first cards of a page load eagerly: they are likely in the first viewport. */
  eager?: boolean;
  /** A model year the search left out to find this part: the card says it is not listed for it. */
  notListedFor?: number | undefined;
}

// Memoised: opening a listing's filter panel renders the panel, not every card (issue 30).
export const ProductCard = memo(function ProductCard({
  product,
  href,
  label,
  eager = false,
  notListedFor,
}: ProductCardProps) {
  const { t } = finderTexts.useTexts();
  const ping = useClickPing();
  const picture = useProductPhoto(
    product,
    t("product.noPhoto"),
    "(min-width: 1280px) 300px, (min-width: 640px) 45vw, 112px",
  );
  const { site, origin } = useRootData();
  const inList = usePartInEnquiry(product.brandSlug, product.partNumber);
  const vehicle = useChosenVehicle() ?? inList.vehicle;
  const reason = matchReason(product, t, notListedFor);
  const categoryLabel = useCategoryLabel();
  const tag = label === "brand" ? product.brand : categoryLabel(product);
  // On a phone a compact row (thumbnail beside the text), so a page of 24 is a few screens.
  return (
    <article
      className="relative flex h-full flex-row overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:flex-col"
      data-testid="product-card"
      data-part-number={product.partNumber}
    >
      <div className="relative w-28 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-auto">
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          alt={picture.alt}
          width={640}
          height={480}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-contain p-2"
        />
        <span className="absolute top-2 start-2 hidden rounded-full bg-brand-800 px-2.5 py-1 text-xs font-semibold text-white sm:inline">
          {tag}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <p className="text-sm text-slate-600 sm:order-2">
          {t("product.partNo")}{" "}
          <span className="font-mono text-base font-semibold text-ink sm:text-sm sm:font-medium">
            {product.partNumber}
          </span>
        </p>
        <h3 className="text-sm font-semibold leading-snug text-ink sm:order-1 sm:text-base">
          <Link to={href} className="after:absolute after:inset-0 sm:after:hidden">
            {product.name}
          </Link>
        </h3>
        <p className="text-xs font-medium text-slate-600 sm:hidden">{tag}</p>
        {reason ? (
          <p
            className={`text-sm font-medium sm:order-3 ${notListedFor === undefined ? "text-emerald-800" : "text-amber-800"}`}
            data-testid="matched-number"
          >
            {reason}
          </p>
        ) : null}
        {product.description ? (
          <p className="line-clamp-2 hidden text-sm text-slate-600 sm:order-4 sm:block">{product.description}</p>
        ) : null}
        {product.rating !== null ? (
          <div className="hidden sm:order-5 sm:block">
            <Stars rating={product.rating} />
          </div>
        ) : null}
        <div className="relative z-10 mt-auto flex flex-wrap items-center gap-2 pt-1 sm:order-6">
          <AddToEnquiry product={product} className="sm:w-full" />
          {/* max-sm:hidden, not hidden sm:inline-flex: the button's own inline-flex came after .hidden in the CSS. */}
          <Link to={href} className={buttonClass({ size: "sm", className: "flex-1 max-sm:hidden" })}>
            {t("product.viewDetails")}
            <span className="sr-only">: {product.name}</span>
          </Link>
          <a
            href={productEnquiryLink(site, t, product, {
              quantity: inList.quantity,
              vehicle,
              pageUrl: `${origin}${href}`,
            })}
            ping={ping.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-[#1c7c43] px-3 py-2 text-sm font-semibold text-white hover:bg-[#166534]"
            data-testid="card-whatsapp"
            aria-label={t("product.askAbout", { name: product.name })}
          >
            {/* Icon only: beside "Add to enquiry", a phone's card has no room for the word too. */}
            <WhatsAppIcon className="size-5" />
          </a>
        </div>
      </div>
    </article>
  );
});
