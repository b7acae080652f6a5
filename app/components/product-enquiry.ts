import { useMatches } from "react-router";
import type { Product } from "#app/catalogue/product.ts";
import { resolveCategory } from "#app/catalogue/resolve.ts";
import { type SiteIdentity, whatsappLink } from "#app/content/site.ts";
import type { TranslationValues } from "#app/i18n/translate.ts";

type EnquiredProduct = Pick<Product, "name" | "partNumber" | "brand">;

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

/** The picture a product shows: its photo, else its category's illustration, else the placeholder. */
export function productImageSrc(product: Pick<Product, "image" | "categorySlug">, placeholder: string): string {
  return product.image ?? resolveCategory(product.categorySlug)?.image ?? placeholder;
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
