import { lazy, memo, useState } from "react";
import { Link } from "react-router";
import { itemOf } from "#app/catalogue/compare-items.ts";
import { modelSlug } from "#app/catalogue/fitment.ts";
import { WhatsAppIcon } from "#app/components/ui/icons/nav.tsx";

import { localizePath } from "#app/i18n/language.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import type { ProductPageData } from "#app/server/products/product-page.server.ts";
import { useCategoryLabel, useClickPing, useRootData } from "#app/utils/site.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { AddToEnquiry } from "./enquiry/add-to-enquiry.tsx";
import { usePartInEnquiry } from "./enquiry/enquiry-count.ts";
import { PageBanner } from "./page-banner.tsx";
import { useProductPhoto } from "./product-image.ts";
import { HydrateWhenNear } from "./ui/hydrate-when-near.tsx";
import { Stars } from "./ui/stars.tsx";
import { fitDetails, fitYears } from "./vehicle-fit-text.ts";
import { gutterFloatClassName } from "./whatsapp-button.tsx";
import { productEnquiryLink } from "./whatsapp-messages.ts";

// Several photos: the gallery's code is its own chunk, hydrated once the page is live (decision 151).
const ProductGallery = lazy(() =>
  import("./product-gallery.tsx").then((module) => ({ default: module.ProductGallery })),
);

// The part's cars and their AC data (issue 44): fetched as the visitor nears them, as below.
const ProductVehicles = lazy(() =>
  import("./vehicles/product-vehicles.tsx").then((module) => ({ default: module.ProductVehicles })),
);

// "Ask for the whole job" (issue 44): a plain form that works as the server sent it; its code is
// fetched as the visitor nears it, as below, and stays off the page's first load.
const AskForWholeJob = lazy(() =>
  import("./jobs/ask-for-whole-job.tsx").then((module) => ({ default: module.AskForWholeJob })),
);

// Below the product's details: its code is fetched and hydrated as the visitor nears it (decision 020).
const RelatedCarousel = lazy(() =>
  import("./related-carousel.tsx").then((module) => ({ default: module.RelatedCarousel })),
);

/**
 * The product page, in either context (under its brand or under its category). Memoised: React
 * Router renders the route again at each answer of a fetcher (the search dialog's suggestions),
 * which changes neither the page's data nor its path (decision 166).
 */
export const ProductDetail = memo(function ProductDetail({
  data,
  pathname,
}: {
  data: ProductPageData;
  pathname: string;
}) {
  const { t, language } = finderTexts.useTexts();
  const { origin } = useRootData();
  const { product, context, related, specRows, photos } = data;
  const picture = useProductPhoto(product, t("product.noPhoto"), "(min-width: 1024px) 600px, 95vw");
  const to = (path: string) => localizePath(path, language);
  const categoryLabel = useCategoryLabel()(product);
  const brandName = product.brand;
  const pageUrl = `${origin}${pathname}`;
  const crumbs =
    context.kind === "brand"
      ? [
          { label: t("breadcrumb.home"), to: to("/") },
          { label: t("nav.brands"), to: to("/brands") },
          { label: brandName, to: to(`/brands/${product.brandSlug}`) },
          { label: product.name },
        ]
      : [
          { label: t("breadcrumb.home"), to: to("/") },
          { label: t("nav.categories"), to: to("/categories") },
          { label: categoryLabel, to: to(`/categories/${product.categorySlug}`) },
          { label: product.name },
        ];
  // "Denso AC Compressor for Honda City from Denso" says the brand twice: a name that holds it is enough.
  const shareText = product.name.toLowerCase().includes(brandName.toLowerCase())
    ? t("product.shareTextNamed", { name: product.name })
    : t("product.shareText", { name: product.name, brand: brandName });

  return (
    <>
      <PageBanner title={product.name}>
        <p className="mt-2 font-mono text-lg text-slate-200">
          {t("product.partNo")} {product.partNumber}
        </p>
        <Breadcrumb items={crumbs} />
      </PageBanner>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-2">
        <div>
          <p className="mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200">
            {t("product.freeDelivery")}
          </p>
          {photos.length > 1 ? (
            <HydrateWhenNear id="product-gallery">
              <ProductGallery photos={photos} name={product.name} />
            </HydrateWhenNear>
          ) : (
            <div className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
              <img
                src={picture.src}
                srcSet={picture.srcSet}
                sizes={picture.sizes}
                alt={picture.alt}
                width={960}
                height={720}
                fetchPriority="high"
                className="aspect-[4/3] w-full object-contain p-4"
              />
            </div>
          )}
        </div>

        <div>
          <h2 className="text-2xl font-bold">{product.name}</h2>
          {product.description ? <p className="mt-4 leading-7 text-slate-700">{product.description}</p> : null}

          <h3 className="mt-8 text-lg font-semibold">{t("product.specifications")}</h3>
          <table className="mt-3 w-full text-start text-sm">
            <tbody className="divide-y divide-slate-200">
              <SpecRow label={t("product.partNumber")}>
                <span className="font-mono">{product.partNumber}</span>
              </SpecRow>
              <SpecRow label={t("product.brand")}>{brandName.toUpperCase()}</SpecRow>
              <SpecRow label={t("product.category")}>{categoryLabel.toUpperCase()}</SpecRow>
              {specRows.map((row) => (
                <SpecRow key={row.key} label={row.label}>
                  {row.text}
                </SpecRow>
              ))}
              {product.oeNumbers.length > 0 ? (
                <SpecRow label={t("finder.oeNumbers")}>
                  <NumberLinks numbers={product.oeNumbers} searchPath={to("/search")} />
                </SpecRow>
              ) : null}
              {product.crossReferences.length > 0 ? (
                <SpecRow label={t("finder.crossReferences")}>
                  <NumberLinks numbers={product.crossReferences} searchPath={to("/search")} />
                </SpecRow>
              ) : null}
              {product.rating !== null ? (
                <SpecRow label={t("product.rating")}>
                  <Stars rating={product.rating} />
                </SpecRow>
              ) : null}
            </tbody>
          </table>

          {product.fits.length > 0 || product.fitsNote ? (
            <>
              <h3 className="mt-8 text-lg font-semibold">{t("finder.fitsHeading")}</h3>
              {/* Text that reads as no vehicle: shown as written, never a link into the finder (decision 093). */}
              {product.fitsNote ? (
                <p className="mt-3 text-sm break-words text-slate-700" data-testid="product-fits-note">
                  {t("finder.fitsNote", { note: product.fitsNote })}
                </p>
              ) : null}
              <ul className="mt-3 flex flex-wrap gap-2 empty:hidden" data-testid="product-fits">
                {product.fits.map((fit) => {
                  const vehicle = `${fit.make} ${fit.model}`;
                  const search = new URLSearchParams({ make: fit.makeSlug, model: modelSlug(fit.model) });
                  return (
                    <li
                      key={`${fit.makeSlug}-${fit.model}-${fit.yearFrom}-${fit.yearTo}-${Object.values(fit.details ?? {}).join()}`}
                    >
                      <Link
                        to={`${to("/search")}?${search}`}
                        className="inline-block rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
                      >
                        {/* Said before the visible name, which the link's name then contains (WCAG 2.5.3). */}
                        <span className="sr-only">{t("finder.fitsLinkPrefix")} </span>
                        {vehicle}
                        {fit.yearFrom !== null || fit.yearTo !== null ? (
                          <span className="font-normal"> {fitYears(fit, t)}</span>
                        ) : null}
                      </Link>
                      {fit.details ? (
                        <span className="ms-2 text-sm text-slate-700" data-testid="fit-details">
                          {fitDetails(fit.details, t)}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              {product.fits.length > 0 ? (
                <HydrateWhenNear id="product-vehicles">
                  <ProductVehicles fits={product.fits} ac={data.acSystems} />
                </HydrateWhenNear>
              ) : null}
            </>
          ) : null}

          <AddToEnquiry product={product} className="mt-8 px-5 py-3 text-base" />
          <EnquiryLink
            product={product}
            pageUrl={pageUrl}
            className="mt-4 flex w-fit items-center gap-2 rounded-lg bg-[#1c7c43] px-5 py-3 font-semibold text-white hover:bg-[#166534]"
          />

          <p className="mt-4">
            <Link
              to={`${to("/compare")}?${new URLSearchParams({ item: itemOf(product) })}`}
              className="font-medium text-brand-700 underline"
            >
              {t("product.compare")}
            </Link>
          </p>

          {data.jobs.length > 0 && product.fits.length > 0 ? (
            <HydrateWhenNear id="whole-job">
              <AskForWholeJob
                jobs={data.jobs}
                cars={product.fits}
                part={`${product.brandSlug}|${product.partNumber}`}
                className="mt-6"
              />
            </HydrateWhenNear>
          ) : null}

          <div className="mt-6 flex flex-wrap items-center gap-3 text-sm">
            <span className="font-semibold">{t("product.share")}:</span>
            <a
              href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg px-3 py-2 font-medium text-[#1459b8] ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t("product.shareFacebook")}
            </a>
            <a
              href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(shareText)}&url=${encodeURIComponent(pageUrl)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg px-3 py-2 font-medium text-ink ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t("product.shareX")}
            </a>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${pageUrl}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg px-3 py-2 font-medium text-[#166534] ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t("product.shareWhatsApp")}
            </a>
            <CopyLinkButton url={pageUrl} label={t("product.copyLink")} copied={t("product.linkCopied")} />
          </div>
        </div>
      </section>

      <section aria-labelledby="related-heading" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="related-heading" className="mb-6 text-2xl font-bold">
            {t("product.related")}
          </h2>
          {related.length > 0 ? (
            // A new product starts its carousel afresh (the page component stays when a related card is followed).
            <HydrateWhenNear id="related-products">
              <RelatedCarousel key={product.id} products={related} context={context} />
            </HydrateWhenNear>
          ) : (
            <div className="rounded-xl bg-white px-6 py-12 text-center ring-1 ring-slate-200">
              <p className="text-lg font-semibold">{t("product.noRelatedTitle")}</p>
              <p className="mt-2 text-slate-600">{t("product.noRelatedText")}</p>
            </div>
          )}
        </div>
      </section>
      <FloatingEnquiryLink product={product} pageUrl={pageUrl} />
      {/* On a phone the enquiry stays in reach at the bottom of the screen, in place of the site's dock
          (phone-dock.tsx, whose room at the page's end it shares). */}
      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
        data-testid="sticky-enquiry"
      >
        <div className="flex items-center gap-2">
          <AddToEnquiry product={product} className="shrink-0 py-3" />
          <EnquiryLink
            product={product}
            pageUrl={pageUrl}
            className="flex flex-1 items-center justify-center gap-2 rounded-lg bg-[#1c7c43] px-3 py-3 text-sm font-semibold text-white"
          />
        </div>
      </div>
    </>
  );
});

/** Other makers' numbers, each a search for every part that carries it (issue 28): the equivalents a counter offers. */
function NumberLinks({ numbers, searchPath }: { numbers: readonly string[]; searchPath: string }) {
  return (
    <span className="font-mono">
      {numbers.map((number, index) => (
        <span key={number}>
          {index > 0 ? ", " : null}
          <Link to={`${searchPath}?q=${encodeURIComponent(number)}`} className="text-brand-700 underline">
            {number}
          </Link>
        </span>
      ))}
    </span>
  );
}

/** Copies the page's address; says so in place (a live region), for a buyer pasting it elsewhere. */
function CopyLinkButton({ url, label, copied }: { url: string; label: string; copied: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      onClick={() =>
        navigator.clipboard?.writeText(url).then(
          () => setDone(true),
          () => undefined,
        )
      }
      className="rounded-lg px-3 py-2 font-medium text-ink ring-1 ring-slate-300 hover:bg-slate-50"
    >
      <span aria-live="polite">{done ? copied : label}</span>
    </button>
  );
}

function SpecRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row" className="w-40 py-3 pe-4 font-medium text-slate-600">
        {label}
      </th>
      <td className="py-3 font-semibold">{children}</td>
    </tr>
  );
}

/**
 * The WhatsApp message for this product, with the quantity and vehicle the enquiry list holds. Read
 * in the links that carry it, so a change of the list (the "Add to enquiry" tap) renders those
 * links, not the whole page (issue 30).
 */
function useEnquiryHref(product: ProductPageData["product"], pageUrl: string): string {
  const { t } = finderTexts.useTexts();
  const { site } = useRootData();
  const inList = usePartInEnquiry(product.brandSlug, product.partNumber);
  return productEnquiryLink(site, t, product, { quantity: inList.quantity, vehicle: inList.vehicle, pageUrl });
}

/** "Enquire on WhatsApp" for this product: in the page, and in the phone's sticky bar. */
function EnquiryLink({
  product,
  pageUrl,
  className,
}: {
  product: ProductPageData["product"];
  pageUrl: string;
  className: string;
}) {
  const ping = useClickPing();
  const { t } = useTranslation();
  const href = useEnquiryHref(product, pageUrl);
  return (
    <a href={href} ping={ping.whatsapp} target="_blank" rel="noopener noreferrer" className={className}>
      <WhatsAppIcon className="size-6" />
      {t("product.enquire")}
    </a>
  );
}

/** The floating WhatsApp button of this page carries the product (the site-wide one steps aside), in the same place. */
function FloatingEnquiryLink({ product, pageUrl }: { product: ProductPageData["product"]; pageUrl: string }) {
  const ping = useClickPing();
  const { t } = useTranslation();
  const href = useEnquiryHref(product, pageUrl);
  return (
    <a
      href={href}
      ping={ping.whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp.label")}
      data-testid="whatsapp-float"
      data-product-enquiry
      className={gutterFloatClassName}
    >
      <WhatsAppIcon />
    </a>
  );
}
