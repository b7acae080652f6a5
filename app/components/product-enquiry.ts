import type { Product } from "#app/catalogue/product.ts";
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
