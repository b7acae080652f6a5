import type { Product } from "#app/catalogue/product.ts";
import { type SiteIdentity, whatsappLink } from "#app/content/site.ts";
import type { TranslationValues } from "#app/i18n/translate.ts";

/**
 * The WhatsApp chats the site opens with a message typed for the visitor: a product's enquiry and
 * the words of a search that found nothing (to the company), and staff's reply to a visitor from the
 * inbox. The wording is the dictionaries' (`product.enquiryMessage`, `search.askMessage`); the link is
 * `whatsappLink` (content/site.ts). The floating button's greeting (`whatsapp.greeting`) is filled in
 * whatsapp-button.tsx itself: importing it from here put one more chunk on every page's first load.
 */

/** The page's translate function, asked for one message's key. */
type Translate<K extends string> = (key: K, values: TranslationValues) => string;
type Company = Pick<SiteIdentity, "whatsappNumber">;

/**
 * A product's enquiry: its name, part number and brand, how many (the enquiry list's quantity, or
 * 1), the vehicle (the finder's choice or the list's) when there is one, and the page's address.
 */
export function productEnquiryLink(
  site: Company,
  t: Translate<"product.enquiryMessage" | "product.enquiryVehicle">,
  product: Pick<Product, "name" | "partNumber" | "brand">,
  { quantity, vehicle, pageUrl }: { quantity: number; vehicle: string | null; pageUrl: string },
): string {
  return whatsappLink(
    site,
    t("product.enquiryMessage", {
      name: product.name,
      partNumber: product.partNumber,
      brand: product.brand,
      quantity,
      vehicle: vehicle ? t("product.enquiryVehicle", { vehicle }) : "",
      url: pageUrl,
    }),
  );
}

/** A search that found nothing: the words typed, so staff can answer with the part. */
export function searchQuestionLink(site: Company, t: Translate<"search.askMessage">, words: string): string {
  return whatsappLink(site, t("search.askMessage", { q: words }));
}

/**
 * Staff's reply to a visitor who left a phone number, the greeting already typed; null when the
 * number cannot be a WhatsApp one. A 10-digit number is an Indian mobile typed without +91.
 */
export function replyLink(phone: string, greeting: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = `91${digits.slice(1)}`;
  else if (digits.length === 10) digits = `91${digits}`;
  if (digits.length < 8 || digits.length > 15) return null;
  return whatsappLink({ whatsappNumber: digits }, greeting);
}
