import { WhatsAppIcon } from "#app/components/ui/icons/nav.tsx";
import { whatsappLink } from "#app/content/site.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useClickPing, useSite } from "#app/utils/site.ts";

/**
 * The floating chat button: opens WhatsApp with a greeting about the company's products (the site's
 * other WhatsApp messages are whatsapp-messages.ts's). On a phone, a page of product cards does
 * without it (each card has its own WhatsApp button, which it would cover otherwise). A product
 * page draws its own in its place, which carries the product (product-detail.tsx); CSS hides this
 * one there, so no page's first load pays for knowing which product is shown.
 */
export function WhatsAppButton() {
  const ping = useClickPing();
  const { t } = useTranslation();
  const site = useSite();
  return (
    <a
      href={whatsappLink(site, t("whatsapp.greeting", { company: site.companyName }))}
      ping={ping.whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp.label")}
      className="fixed end-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-[#1c7c43] text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105 [body:has([data-product-enquiry])_&]:hidden max-sm:[body:has([data-testid=product-card])_&]:hidden"
    >
      <WhatsAppIcon />
    </a>
  );
}
