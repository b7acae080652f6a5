import { useMatches } from "react-router";
import type { Product } from "#app/catalogue/product.ts";
import { type SiteIdentity, whatsappLink } from "#app/content/site.ts";
import type { TranslationValues } from "#app/i18n/translate.ts";

type EnquiredProduct = Pick<Product, "name" | "partNumber" | "brand">;

// Kept small: the floating WhatsApp button on every page imports it (decision 020's budget).

/** The WhatsApp link that asks about one product: its name, part number and brand, prefilled. */
export function productEnquiryLink(
  site: SiteIdentity,
  t: (key: "product.enquiryMessage", values: TranslationValues) => string,
  product: EnquiredProduct,
): string {
  return whatsappLink(
    site,
    t("product.enquiryMessage", { name: product.name, partNumber: product.partNumber, brand: product.brand }),
  );
}

/** The product of the page being shown (a product page's loader data), if any. */
export function usePageProduct(): EnquiredProduct | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as { product?: Partial<EnquiredProduct> } | undefined;
    const product = data && typeof data === "object" ? data.product : undefined;
    if (product?.name && product.partNumber && product.brand)
      return { name: product.name, partNumber: product.partNumber, brand: product.brand };
  }
  return undefined;
}
