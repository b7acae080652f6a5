import { describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate.ts";
import { productEnquiryLink, replyLink, searchQuestionLink } from "./whatsapp-messages.ts";

const site = { whatsappNumber: "919810000000" };
/** A translate function that shows which key it was asked for and with what. */
const t = (key: string, values: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;
const message = (link: string | null) => decodeURIComponent(new URL(link ?? "").searchParams.get("text") ?? "");

describe("WhatsApp messages", () => {
  it("opens a chat with the company, its message typed and encoded", () => {
    const link = searchQuestionLink(site, t, "creta #2019 & more");
    expect(link.startsWith("https://wa.me/919810000000?text=")).toBe(true);
    const compressor = { name: "Compressor", partNumber: "447 / 1005", brand: "Denso" };
    const pageUrl = "https://parts.example.in/brands/denso/products/447-1005";
    expect(message(productEnquiryLink(site, t, compressor, { quantity: 1, vehicle: null, pageUrl }))).toBe(
      `product.enquiryMessage {"name":"Compressor","partNumber":"447 / 1005","brand":"Denso","quantity":1,"vehicle":"","url":"${pageUrl}"}`,
    );
    expect(message(searchQuestionLink(site, t, "creta #2019 & more"))).toBe(
      'search.askMessage {"q":"creta #2019 & more"}',
    );
  });

  it("says how many of a part and for which vehicle, in the visitor's language", () => {
    const compressor = { name: "Denso AC Compressor for Honda City", partNumber: "447652-1005", brand: "Denso" };
    const pageUrl = "https://parts.example.in/brands/denso/products/447652-1005";
    const en = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate("en", key, values);
    const es = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate("es", key, values);
    expect(
      message(productEnquiryLink(site, en, compressor, { quantity: 2, vehicle: "Honda City 2019", pageUrl })),
    ).toBe(
      [
        "Hello, I am interested in this product:",
        "Denso AC Compressor for Honda City",
        "Part No.: 447652-1005",
        "Brand: Denso",
        "Quantity: 2",
        "Vehicle: Honda City 2019",
        pageUrl,
        "Please provide more details and pricing.",
      ].join("\n"),
    );
    const spanish = message(productEnquiryLink(site, es, compressor, { quantity: 1, vehicle: null, pageUrl }));
    expect(spanish).toContain("Cantidad: 1\nhttps://");
    expect(spanish).not.toContain("Vehículo");
  });

  it("replies to a visitor's number as WhatsApp needs it, or not at all", () => {
    expect(replyLink("98111 22233", "Hello")).toBe("https://wa.me/919811122233?text=Hello");
    expect(replyLink("098111 22233", "Hi")).toBe("https://wa.me/919811122233?text=Hi");
    expect(replyLink("0044 20 7946 0958", "Hi")).toBe("https://wa.me/442079460958?text=Hi");
    expect(replyLink("+91 98111 22233", "Hi")).toBe("https://wa.me/919811122233?text=Hi");
    expect(replyLink("12", "Hi")).toBeNull();
  });
});
