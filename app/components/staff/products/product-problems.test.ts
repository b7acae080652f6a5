import { describe, expect, it } from "vitest";
import { validateProductBody } from "#app/server/products/product-editor.server.ts";
import { seedTaxonomy } from "#tests/setup/seed-taxonomy.ts";
import { productProblemText } from "./product-problems.ts";

/** The server's real messages for a product with every kind of fault. */
function messagesFor(body: Record<string, unknown>): string[] {
  const result = validateProductBody(body, seedTaxonomy);
  if (result.ok) throw new Error("expected faults");
  return result.errors.map((error) => error.message);
}

describe("product problems in Spanish", () => {
  const faulty = [
    { name: "", partNumber: "", brand: "", category: "" },
    { name: "x".repeat(501), partNumber: "--", brand: "Acme", category: "Widgets", rating: 7 },
    {
      name: "A",
      partNumber: "A1",
      brand: "Denso",
      category: "Condenser",
      rating: "lots",
      fits: "Hyundai; Zorgon X 2010",
    },
    {
      name: "A",
      partNumber: "A1",
      brand: "Denso",
      category: "Condenser",
      rating: 4.2,
      fits: "Hyundai Creta 2020-2015",
    },
  ];

  it("says every message of the import's row schema in Spanish, with its values", () => {
    const english = faulty.flatMap(messagesFor);
    expect(english.length).toBeGreaterThan(10);
    for (const message of english) {
      const spanish = productProblemText(message, "es");
      expect(spanish, message).not.toBe(message);
    }
    expect(productProblemText("Product name is missing.", "es")).toBe("Falta el nombre del producto.");
    expect(productProblemText("Rating 7 is outside 0 to 5.", "es")).toBe("La valoración 7 está fuera de 0 a 5.");
  });

  it("says every message of the import's row schema in Hindi, with its values", () => {
    // "hi" becomes a Language on the languages branch; the sayings are looked up by its code.
    const hindi = "hi" as Parameters<typeof productProblemText>[1];
    for (const message of faulty.flatMap(messagesFor)) {
      const said = productProblemText(message, hindi);
      expect(said, message).toMatch(/[\u0900-\u097F]/);
      for (const quoted of message.match(/"[^"]*"/g) ?? []) expect(said, message).toContain(quoted);
    }
    expect(productProblemText("Rating 7 is outside 0 to 5.", hindi)).toBe("रेटिंग 7, 0 से 5 के बीच नहीं है।");
  });

  it("leaves English as the server wrote it", () => {
    expect(productProblemText("Brand is missing.", "en")).toBe("Brand is missing.");
  });
});
