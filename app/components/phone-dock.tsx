import { EnquiryCountLink } from "./enquiry/enquiry-count-link.tsx";
import { WhatsAppButton } from "./whatsapp-button.tsx";

/**
 * The bar below a phone's page (decision 209): the enquiry list, once it has a line, and the chat
 * button. A bar the width of the screen covers nothing that scrolling does not bring out from under
 * it, and the page keeps its height free at the end (PhoneDockSpace), where round floating buttons
 * sat over cards' words and a product page's "Copy link". A product page has its own bar (add to
 * the list, enquire about this part); the enquiry list's page has its own send, and no second one.
 */
export function PhoneDock() {
  return (
    <div
      data-testid="phone-dock"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden [body:has([data-enquiry-page])_&]:hidden [body:has([data-testid=sticky-enquiry])_&]:hidden"
    >
      <EnquiryCountLink docked />
      <WhatsAppButton placement="dock" />
    </div>
  );
}

/**
 * The room a phone's page keeps at its end for the dock or a product page's bar (each 4.5 rem high
 * and the safe area), so the footer's last line is never under one. None where no bar is shown.
 */
export function PhoneDockSpace() {
  return (
    <div
      aria-hidden="true"
      className="h-[calc(4.75rem+env(safe-area-inset-bottom))] lg:hidden [body:has([data-enquiry-page])_&]:hidden"
    />
  );
}
