import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { addLine, type EnquiryList } from "#app/catalogue/enquiry-list.ts";
import { useProductPhoto } from "#app/components/product-image.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import type { ListedProduct } from "#app/server/enquiries/enquiry-list-products.server.ts";
import { useCategoryLabel } from "#app/utils/site.ts";
import { updateEnquiryList } from "./enquiry-store.ts";

/** How long the vehicle must stay as typed before the suggestions are asked for. */
const TYPING_PAUSE_MS = 600;

/**
 * "Also for this car": for the list's vehicle, one part of each category the list lacks, from
 * fitment data (also-for-this-car.server.ts), one tap to add.
 */
export function AlsoForThisCar({ list }: { list: EnquiryList }) {
  const { t } = enquiryListTexts.useTexts();
  const fetcher = useFetcher<{ alsoForCar: ListedProduct[] | null }>();
  const { pathname } = useLocation();
  const vehicle = list.vehicle.trim();
  const have = [...new Set(list.lines.flatMap((line) => (line.kind === "product" ? [line.categorySlug] : [])))].sort();
  const query = vehicle
    ? new URLSearchParams([["also", vehicle], ...have.map((slug) => ["have", slug])]).toString()
    : "";
  const { load } = fetcher;
  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => void load(`${pathname}?${query}`), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [load, pathname, query]);
  const suggestions = query ? (fetcher.data?.alsoForCar ?? []) : [];
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="also-heading" className="mt-8" data-testid="also-for-car">
      <h2 id="also-heading" className="text-xl font-bold">
        {t("enquiryList.alsoHeading", { vehicle })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("enquiryList.alsoIntro")}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {suggestions.map((product) => (
          <Suggestion key={`${product.brandSlug}|${product.partNumber}`} product={product} />
        ))}
      </ul>
    </section>
  );
}

function Suggestion({ product }: { product: ListedProduct }) {
  const { t } = enquiryListTexts.useTexts();
  const picture = useProductPhoto(product, t("product.noPhoto"));
  const category = useCategoryLabel()(product);
  return (
    <li className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <img
        src={picture.src}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 shrink-0 object-contain"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-brand-800">{category}</p>
        <p className="break-words">{product.name}</p>
        <p className="font-mono text-slate-600">{product.partNumber}</p>
      </div>
      <button
        type="button"
        onClick={() =>
          updateEnquiryList((current) =>
            addLine(current, {
              kind: "product",
              brandSlug: product.brandSlug,
              brand: product.brand,
              partNumber: product.partNumber,
              name: product.name,
              image: product.image,
              categorySlug: product.categorySlug,
              quantity: 1,
            }),
          )
        }
        aria-label={t("enquiryList.alsoAddNamed", { name: product.name })}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
      >
        {t("enquiryList.alsoAdd")}
      </button>
    </li>
  );
}
