import { describe, expect, it } from "vitest";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import { enquiryReference } from "#app/server/enquiries/enquiry-lists.server.ts";
import { enquiryListLink, WHATSAPP_LINK_MAX_LENGTH } from "./enquiry-list-message.ts";

const site = { whatsappNumber: "919810000000" };
const t =
  (language: "en" | "es") =>
  (key: Parameters<typeof enquiryListTexts.translate>[1], values = {}) =>
    enquiryListTexts.translate(language, key, values);
const textOf = (link: string) => new URL(link).searchParams.get("text") ?? "";

const compressor = {
  brand: "Denso",
  partNumber: "447652-1005",
  name: "Denso AC Compressor for Honda City",
  quantity: 2,
};

describe("an enquiry list's WhatsApp message", () => {
  it("carries the reference, every line, the vehicle and the note, and no address", () => {
    const link = enquiryListLink(site, t("en"), {
      reference: "Q-2611-0042",
      lines: [compressor, { brand: "", partNumber: "", name: "sanden sd7v16", quantity: 1 }],
      vehicle: "Honda City 2019",
      note: "By Friday",
    });
    expect(link.startsWith("https://wa.me/919810000000?text=")).toBe(true);
    expect(textOf(link)).toBe(
      [
        "Hello, I would like a quote for my list Q-2611-0042:",
        "2 × Denso AC Compressor for Honda City (447652-1005, Denso)",
        "1 × sanden sd7v16",
        "",
        "Vehicle: Honda City 2019",
        "Note: By Friday",
      ].join("\n"),
    );
  });

  it("past the link's length, says the full list is in the system under its reference", () => {
    const lines = Array.from({ length: 60 }, (_, n) => ({ ...compressor, partNumber: `447652-${1000 + n}` }));
    const link = enquiryListLink(site, t("es"), {
      reference: "Q-2611-0043",
      lines,
      vehicle: "Honda City 2019",
      note: "",
    });
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX_LENGTH);
    const text = textOf(link);
    expect(text).toContain("La lista completa de 60 líneas está en su sistema como Q-2611-0043.");
    expect(text).toContain("Vehículo: Honda City 2019");
    expect(text).not.toContain("447652-1000");
  });
});

describe("an enquiry list's reference", () => {
  it("is Q, the year and month, and the enquiry's id", () => {
    expect(enquiryReference(42, new Date("2026-11-26T10:00:00Z"))).toBe("Q-2611-0042");
    expect(enquiryReference(123456, new Date("2027-01-02T00:00:00Z"))).toBe("Q-2701-123456");
  });
});
