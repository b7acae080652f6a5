import { expect, test } from "./fixtures.ts";

/**
 * Specifications (issue 27, decisions 100 and 101) on the public server's demo catalogue, which
 * gives every product values for its category's seeded fields.
 */
async function firstProductPath(request: import("@playwright/test").APIRequestContext, listing: string) {
  const html = await (await request.get(listing)).text();
  const path = html.match(/href="(\/(?:es\/)?categories\/[a-z-]+\/products\/[^"]+)"/)?.[1] ?? "";
  expect(path, `a product link on ${listing}`).not.toBe("");
  return path;
}

test.describe("product page specifications", () => {
  test("the server writes the table with units and the JSON-LD PropertyValues", async ({ request }) => {
    const path = await firstProductPath(request, "/categories/condenser?brand=motherson");
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<th scope="row"[^>]*>Core width<\/th><td[^>]*>\d{3} mm<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Refrigerant<\/th><td[^>]*>R(134a|1234yf)<\/td>/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "{}"),
    );
    const product = jsonLd.find((item) => item["@type"] === "Product");
    expect(product.additionalProperty).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          "@type": "PropertyValue",
          propertyID: "core-width",
          name: "Core width",
          value: expect.any(Number),
          unitText: "mm",
          unitCode: "MMT",
        }),
      ]),
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    test("a phone reads the table in Spanish, labels and units included", async ({ page, request }) => {
      const path = await firstProductPath(request, "/es/categories/compressor?brand=sanden");
      await page.goto(path);
      const table = page.getByRole("table");
      await expect(table.getByRole("row", { name: /Número de pieza/ })).toBeVisible();
      await expect(table.getByRole("row", { name: /Tensión/ })).toContainText(/^Tensión(12|24) V$/);
      await expect(table.getByRole("row", { name: /Ranuras de la polea/ })).toContainText(/PV\d/);
      await expect(table.getByRole("row", { name: /Embrague/ })).toContainText(/Sí|No/);
    });
  });
});
