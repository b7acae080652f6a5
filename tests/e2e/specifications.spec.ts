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
    test("a phone reads the table in Spanish, labels and units included", async ({ page, request }, testInfo) => {
      const path = await firstProductPath(request, "/es/categories/compressor?brand=sanden");
      await page.goto(path);
      const table = page.getByRole("table");
      await expect(table.getByRole("row", { name: /Número de pieza/ })).toBeVisible();
      await expect(table.getByRole("row", { name: /Tensión/ })).toContainText(/^Tensión(12|24) V$/);
      await expect(table.getByRole("row", { name: /Ranuras de la polea/ })).toContainText(/PV\d/);
      await expect(table.getByRole("row", { name: /Embrague/ })).toContainText(/Sí|No/);
      await table.screenshot({ path: testInfo.outputPath("spec-table-phone-es.png") });
    });
  });
});

/** The demo's compressors take R134a or R1234yf, at 12 V or (Sanden's fleet variants) 24 V. */
for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`listing filters by specification on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("filters compressors by refrigerant and voltage, counts in the URL and on the page", async ({
      page,
    }, testInfo) => {
      await page.goto("/categories/compressor");
      const status = page.getByRole("status").filter({ hasText: "Showing" });
      const openFilters = async () => {
        if (viewport.name === "phone") await page.getByRole("button", { name: "Filters" }).click();
      };
      await openFilters();
      const refrigerant = page.getByRole("group", { name: "Refrigerant" });
      const r134a = refrigerant.getByRole("checkbox", { name: /^R134a/ });
      // The count beside a value: the last text of the checkbox's label.
      const countOf = (box: typeof r134a) =>
        box.evaluate((input) => Number(input.closest("label")?.lastElementChild?.textContent));
      const r134aCount = await countOf(r134a);
      await r134a.check();
      await expect(page).toHaveURL(/\/categories\/compressor\?spec\.refrigerant=R134a$/);
      await expect(status).toHaveText(`Showing ${r134aCount} products`);

      const voltage = page.getByRole("group", { name: "Voltage" });
      const volts24 = voltage.getByRole("checkbox", { name: /^24 V/ });
      // With R134a chosen, the 24 V count says how many of those run on 24 V.
      const both = await countOf(volts24);
      expect(both).toBeGreaterThan(0);
      expect(both).toBeLessThan(r134aCount);
      await volts24.check();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get("spec.refrigerant") === "R134a" && url.searchParams.get("spec.voltage") === "24",
      );
      await expect(status).toHaveText(`Showing ${both} product${both === 1 ? "" : "s"}`);
      await expect(page.locator("main article")).toHaveCount(Math.min(both, 24));

      // The state is the URL: a reload keeps both choices.
      await page.reload();
      await openFilters();
      await expect(
        page.getByRole("group", { name: "Refrigerant" }).getByRole("checkbox", { name: /^R134a/ }),
      ).toBeChecked();
      await expect(page.getByRole("group", { name: "Voltage" }).getByRole("checkbox", { name: /^24 V/ })).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath(`spec-filters-${viewport.name}.png`), fullPage: false });

      // Every product listed says so on its own page.
      await page.goto((await page.locator("main article a").first().getAttribute("href")) ?? "/");
      const table = page.getByRole("table");
      await expect(table.getByRole("row", { name: /Refrigerant/ })).toContainText("R134a");
      await expect(table.getByRole("row", { name: /Voltage/ })).toContainText("24 V");
    });
  });
}

test.describe("listing filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the GET form applies them with its Apply button", async ({ page }) => {
    await page.goto("/es/categories/compressor");
    await page.getByRole("group", { name: "Tensión" }).getByRole("checkbox", { name: /^24 V/ }).check();
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/spec\.voltage=24/);
    await expect(page.getByRole("group", { name: "Tensión" }).getByRole("checkbox", { name: /^24 V/ })).toBeChecked();
  });
});

/** Search understands specification values (decision 104): every card shown has them. */
test.describe("search by specification values", () => {
  const queries: { q: string; category: string; specs: Record<string, string | number> }[] = [
    { q: "10s17c", category: "compressor", specs: { "compressor-type": "10S17C" } },
    { q: "pv6 24v compressor", category: "compressor", specs: { "pulley-grooves": "PV6", voltage: 24 } },
    { q: "r1234yf condenser", category: "condenser", specs: { refrigerant: "R1234yf" } },
  ];
  for (const { q, category, specs } of queries) {
    test(`“${q}” finds only parts with those values`, async ({ page, request }) => {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      const shown = await page
        .getByTestId("results")
        .getByTestId("product-card")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-part-number") ?? ""));
      expect(shown.length, "the demo catalogue has such parts").toBeGreaterThan(0);
      for (const partNumber of shown) {
        const answer = await request.get(`/api/products/details/${encodeURIComponent(partNumber)}`);
        const { product } = (await answer.json()) as {
          product: { categorySlug: string; specs: Record<string, unknown> };
        };
        expect(product.categorySlug, partNumber).toBe(category);
        expect(product.specs, partNumber).toMatchObject(specs);
      }
    });
  }
});
