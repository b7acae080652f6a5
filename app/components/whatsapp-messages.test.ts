import { describe, expect, it } from "vitest";
import { productEnquiryLink, replyLink, searchQuestionLink } from "./whatsapp-messages.ts";

const site = { whatsappNumber: "919810000000" };
/** A translate function that shows which key it was asked for and with what. */
const t = (key: string, values: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;
const message = (link: string | null) => decodeURIComponent(new URL(link ?? "").searchParams.get("text") ?? "");

describe("WhatsApp messages", () => {
  it("opens a chat with the company, its message typed and encoded", () => {
    const link = searchQuestionLink(site, t, "creta #2019 & more");
    expect(link.startsWith("https://wa.me/919810000000?text=")).toBe(true);
    expect(message(productEnquiryLink(site, t, { name: "Compressor", partNumber: "447 / 1005", brand: "Denso" }))).toBe(
      'product.enquiryMessage {"name":"Compressor","partNumber":"447 / 1005","brand":"Denso"}',
    );
    expect(message(searchQuestionLink(site, t, "creta #2019 & more"))).toBe(
      'search.askMessage {"q":"creta #2019 & more"}',
    );
  });

  it("replies to a visitor's number as WhatsApp needs it, or not at all", () => {
    expect(replyLink("98111 22233", "Hello")).toBe("https://wa.me/919811122233?text=Hello");
    expect(replyLink("098111 22233", "Hi")).toBe("https://wa.me/919811122233?text=Hi");
    expect(replyLink("0044 20 7946 0958", "Hi")).toBe("https://wa.me/442079460958?text=Hi");
    expect(replyLink("+91 98111 22233", "Hi")).toBe("https://wa.me/919811122233?text=Hi");
    expect(replyLink("12", "Hi")).toBeNull();
  });
});
