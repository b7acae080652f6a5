import { WhatsAppIcon } from "#app/components/ui/icons/nav.tsx";
import { whatsappLink } from "#app/content/site.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useClickPing, useSite } from "#app/utils/site.ts";

/**
 * Where the chat button stands (decision 209): in the phone's dock below the page, in the top bar
 * of a desktop too narrow to keep a gutter beside the page, or floating at the bottom right (the
 * spec's place) in the gutter of a desktop wide enough for it to cover nothing.
 */
export type ChatPlacement = "dock" | "top-bar" | "gutter";

/**
 * The class that shows a floating WhatsApp button only where it sits in the gutter beside the
 * page's 1216 px column (max-w-7xl less its padding), clear of every link and word: a 48 px button
 * 12 px from the edge needs 64 px of gutter, and a desktop's scroll bar may take 17 px of the
 * width: 1216 + 2 × 64 + 17 < 1400 px.
 */
export const gutterFloatClassName =
  "fixed end-3 bottom-3 z-30 hidden size-12 place-items-center rounded-full bg-[#1c7c43] text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105 min-[1400px]:grid";

const classNames: Record<ChatPlacement, string> = {
  dock: "flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg bg-[#1c7c43] px-3 py-2 text-sm font-semibold text-white",
  "top-bar": "hidden rounded-full p-2 hover:bg-white/10 lg:max-[1399px]:grid",
  // A product page floats its own button, which carries the product (product-detail.tsx).
  gutter: `${gutterFloatClassName} [body:has([data-product-enquiry])_&]:hidden!`,
};

/**
 * The chat button: opens WhatsApp with a greeting about the company's products (the site's other
 * WhatsApp messages are whatsapp-messages.ts's). Each placement is drawn and CSS shows the one that
 * fits the screen, so no page's first load pays for measuring it.
 */
export function WhatsAppButton({ placement }: { placement: ChatPlacement }) {
  const ping = useClickPing();
  const { t } = useTranslation();
  const site = useSite();
  const label = t("whatsapp.label");
  return (
    <a
      href={whatsappLink(site, t("whatsapp.greeting", { company: site.companyName }))}
      ping={ping.whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={placement === "dock" ? undefined : label}
      className={classNames[placement]}
    >
      <WhatsAppIcon className={placement === "top-bar" ? "size-6" : undefined} />
      {placement === "dock" ? label : null}
    </a>
  );
}
