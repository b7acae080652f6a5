import { lazy, Suspense, useState } from "react";
import type { EnquiryProduct } from "#app/catalogue/enquiry-list.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { usePartInEnquiry } from "./enquiry-count.ts";

// Only this button is in a page's first load; the list's code comes with the first tap (decision 110).
const ProductInEnquiry = lazy(() => import("./product-in-enquiry.tsx"));

/**
 * "Add to enquiry" on a card, a search result or a product page: one tap adds one of the part to
 * the list on this device and turns the button into the quantity's stepper. A part the list holds
 * already shows its stepper too, so a page's two buttons (the phone's bottom bar and the page's own)
 * follow each other (issue 43).
 */
export function AddToEnquiry({ product, className = "" }: { product: EnquiryProduct; className?: string }) {
  const { t } = useTranslation();
  const [tapped, setTapped] = useState(false);
  const { inList } = usePartInEnquiry(product.brandSlug, product.partNumber);
  const added = tapped || inList;
  const button = (
    <button
      type="button"
      onClick={() => setTapped(true)}
      disabled={added}
      className={`rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 ${className}`}
      data-testid="add-to-enquiry"
    >
      {t("enquiry.add")}
    </button>
  );
  return added ? (
    <Suspense fallback={button}>
      <ProductInEnquiry product={product} className={className} />
    </Suspense>
  ) : (
    button
  );
}
