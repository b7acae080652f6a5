import { WhatsAppIcon } from "#app/components/ui/icons/nav.tsx";
import { whatsappLink } from "#app/content/site.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useSite } from "#app/utils/site.ts";
import { productEnquiryLink, usePageProduct } from "./product-enquiry.ts";

/**
 * The floating chat button: opens WhatsApp with a greeting about the company's products, or on a
 * product page with that product's enquiry. On a phone the product page has its own enquiry bar,
 * so the button steps aside there.
 */
export function WhatsAppButton() {
  const { t } = useTranslation();
  const site = useSite();
  const product = usePageProduct();
  return (
    <a
      href={
        product
          ? productEnquiryLink(site, t, product)
          : whatsappLink(site, t("whatsapp.greeting", { company: site.companyName }))
      }
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp.label")}
      data-testid="whatsapp-float"
      className={`fixed right-4 bottom-4 z-30 size-14 place-items-center rounded-full bg-[#1c7c43] text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105 ${
        product ? "hidden sm:grid" : "grid"
      }`}
    >
      <WhatsAppIcon />
    </a>
  );
}
