import * as XLSX from "@e965/xlsx";
import { expect, test } from "./fixtures.ts";

// Staff-typed text is data, never markup: a sheet whose cells hold HTML and script must show them as
// text on every page that prints them, and nothing of them may run.
const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>"'&`;

test("sheet cells holding HTML or script render as text everywhere and never run", async ({
  page,
  request,
  importSheet,
  unique,
}) => {
  const part = `XSS-<b>${unique}</b>`;
  const sheet = XLSX.utils.aoa_to_sheet([
    ["Product Name", "Part No.", "Brand", "Category", "Description", "Image", "Rating"],
    [`Spal fan ${payload}`, part, "Spal", "Blower Motor", `Description ${payload}`, "", 4],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Sheet1");
  expect(
    (await importSheet({ name: "xss.xlsx", buffer: XLSX.write(book, { type: "buffer", bookType: "xlsx" }) })).created,
  ).toBe(1);

  await page.addInitScript(() => {
    (window as unknown as { __xss?: number }).__xss = 0;
  });
  const productPath = `/brands/spal/products/${encodeURIComponent(part)}`;
  for (const path of [
    productPath,
    `/es${productPath}`,
    // Filtered, so the product is on the listing's first page.
    "/brands/spal?q=xss",
    "/categories/blower-motor?q=xss",
    "/search?q=xss",
  ]) {
    await page.goto(path);
    await expect(page.getByText(`Spal fan ${payload}`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(0);
    expect(await page.locator("main img[src='x']").count()).toBe(0);
  }

  const html = await (await request.get(productPath)).text();
  // In meta tags and JSON-LD the text is escaped, and the JSON still parses to the original.
  expect(html).not.toContain("<script>window.__xss");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "{}"),
  );
  expect(jsonLd.find((item) => item["@type"] === "Product")?.name).toBe(`Spal fan ${payload}`);
  expect(html).toMatch(/<title>Spal fan &lt;img/);
});
