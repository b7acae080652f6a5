import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  addLine,
  ENQUIRY_LIST_LIMITS,
  type EnquiryProduct,
  lineKey,
  type ProductLine,
  setQuantity,
} from "#app/catalogue/enquiry-list.ts";
import { localizePath } from "#app/i18n/language.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import { useChosenVehicle } from "./enquiry-count.ts";
import { updateEnquiryList, useEnquiryList } from "./enquiry-store.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

/**
 * What "Add to enquiry" becomes after the tap (loaded then, decision 110): the part is added once,
 * with the vehicle of a finder search when the list has none yet, and the button is now its
 * quantity's stepper and a link to the list.
 */
export default function ProductInEnquiry({ product, className }: { product: EnquiryProduct; className: string }) {
  const { t, language } = enquiryListTexts.useTexts();
  const list = useEnquiryList();
  const vehicle = useChosenVehicle();
  const line: ProductLine = {
    kind: "product",
    brandSlug: product.brandSlug,
    brand: product.brand,
    partNumber: product.partNumber,
    name: product.name,
    image: product.image,
    categorySlug: product.categorySlug,
    quantity: 1,
  };
  const key = lineKey(line);
  const [problem, setProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: adds once, when the tap mounted this
  useEffect(() => {
    let full = false;
    const kept = updateEnquiryList((current) => {
      if (current.lines.some((existing) => lineKey(existing) === key)) return current;
      const next = addLine(current, line);
      full = next === current;
      return vehicle && !next.vehicle ? { ...next, vehicle } : next;
    });
    if (!kept) setProblem(t("enquiryList.notKept"));
    else if (full) setProblem(t("enquiryList.full", { count: ENQUIRY_LIST_LIMITS.lines }));
  }, []);

  const inList = list?.lines.find((existing) => lineKey(existing) === key);
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`} data-testid="in-enquiry">
      {inList ? (
        <QuantityStepper
          value={inList.quantity}
          onChange={(quantity) => updateEnquiryList((current) => setQuantity(current, key, quantity))}
          label={t("enquiryList.quantityOf", { name: product.name })}
        />
      ) : null}
      {/* On a phone the list's own button is at the bottom of the screen already (enquiry-count-link.tsx). */}
      <Link
        to={localizePath("/enquiry", language)}
        className="rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 underline underline-offset-2 max-lg:hidden"
      >
        {t("enquiryList.view")}
      </Link>
      <p role="status" className={problem ? "w-full text-sm text-red-700" : "sr-only"}>
        {problem ?? (inList ? t("enquiryList.added", { name: product.name }) : "")}
      </p>
    </div>
  );
}
