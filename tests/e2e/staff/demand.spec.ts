import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { axeTags, expect, test } from "./fixtures.ts";

/**
 * Issue 31 as staff meet it: buyers make 30 searches (10 find nothing), 5 finder choices and send 3
 * enquiry lists; signed in, staff find each figure in the Demand tab, download a table, open the
 * product form for a search and mark one as not stocked; then open a Catalogue health list and fix a
 * product from it. Counts reach the database every few seconds, so the tab is read until they show.
 * Other tests on this staff server count too: only this test's own subjects are checked.
 */

const browserAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

let listSender = 0;

/** A letter's thirteenth next, a digit's letter ("0" is "a"): a word as long as `unique` and unlike it. */
function scrambled(character: string): string {
  if (/\d/.test(character)) return "abcdefghij"[Number(character)] ?? "";
  return String.fromCharCode(((character.charCodeAt(0) - 97 + 13) % 26) + 97);
}

/** A search as a buyer makes it: the search page's address, rendered or from the render cache. */
async function search(page: Page, q: string) {
  const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
  expect(response?.status()).toBe(200);
}

test("buyers' searches, vehicles and enquiry lists show in the Demand tab, and a health list leads to a product to fix", async ({
  page,
  request,
  createProduct,
  openStaffArea,
  unique,
}) => {
  // Thirty searches, five choices and three lists before the staff part: more than a minute on a busy machine.
  test.slow();
  const U = unique.toUpperCase();
  // Words without a digit (a word with one reads as a part number) and without the letters of
  // `unique` in a row: "zqx" + a `unique` of letters only was one typo from the model "Zx{unique}" and
  // found the blower. Digits become letters, letters their thirteenth next.
  const word = `zqx${[...unique].map(scrambled).join("")}`;
  const model = `Zx${unique}`;
  await createProduct({
    name: `Demand Blower ${unique}`,
    partNumber: `DM-${U}`,
    category: "Blower Motor",
    fits: `Hyundai ${model} 2019`,
  });

  // Thirty searches: twenty that find the blower (no spelling more than three times, the daily cap
  // of one address), ten that find nothing.
  const finding = [
    `DM-${U}`,
    `dm ${unique}`,
    `demand blower ${unique}`,
    `blower ${unique}`,
    `demand ${unique}`,
    `${unique} blower`,
    `blower demand ${unique}`,
  ];
  for (const [index, q] of finding.entries()) {
    for (let time = 0; time < (index === finding.length - 1 ? 2 : 3); time++) await search(page, q);
  }
  const otherWord = `${word}v`;
  for (const q of [word, word, word, `NX9${U}-404`, `nx9${U}404`, `nx9${U} 404`, otherWord, otherWord]) {
    await search(page, q);
  }
  for (const q of [`NX9${U}-505`, `NX9${U}-505`]) await search(page, q);

  // Three enquiry lists, each from a buyer of its own: the blower, and lines the catalogue lacks.
  const product = { kind: "product", brandSlug: "denso", partNumber: `DM-${U}`, quantity: 2 };
  const valve = { kind: "text", text: `${word} valve`, quantity: 1 };
  for (const lines of [
    [product, valve, { kind: "text", text: `QK${U}-77`, quantity: 4 }],
    [product, valve],
    [product, valve],
  ]) {
    const sent = await request.post("/api/enquiry-lists", {
      headers: { "x-forwarded-for": `10.99.${Date.now() % 250}.${++listSender}`, "user-agent": browserAgent },
      data: { name: "Ravi Auto Works", phone: "+91 98111 22334", language: "en", lines },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // Five finder choices, the last events of the visit.
  for (const query of [
    `make=hyundai&model=${model}`,
    `make=hyundai&model=${model}`,
    `make=hyundai&model=${model}&year=2019`,
    `make=hyundai&model=${model}&year=2019`,
    `make=hyundai&model=${model}&year=2019`,
  ]) {
    expect((await page.goto(`/search?${query}`))?.status()).toBe(200);
  }

  await openStaffArea();
  await page.getByRole("tab", { name: "Demand" }).click();
  const panel = page.getByRole("tabpanel", { name: "Demand" });
  const zeroResults = panel.getByRole("region", { name: "Searches that found nothing" });
  const noResult = zeroResults.getByRole("row", { name: new RegExp(`^${word} `) });
  const vehicles = panel.getByRole("region", { name: "Vehicles most searched" });
  const vehicle = vehicles.getByRole("row", { name: new RegExp(`^Hyundai ${model}`) });
  // Written within five seconds of the searches, a flush at a time: ask again (another period, then
  // this one) until the last of them, the fifth vehicle choice, shows; every earlier one has then too.
  await expect(async () => {
    await panel.getByText("Last 30 days").click();
    await panel.getByText("Last 7 days").click();
    await expect(vehicle.getByRole("cell").first()).toHaveText("5", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // The ten searches that found nothing, and none of the twenty that found the blower.
  const ours = zeroResults.getByRole("row").filter({ hasText: new RegExp(`${word}|${unique}`, "i") });
  await expect(ours).toHaveCount(5);
  await expect(noResult.getByRole("cell").nth(1)).toHaveText("3");
  for (const [subject, hits] of [
    [`${otherWord}`, "2"],
    [`nx9${unique}505`, "2"],
    [`nx9${unique} 404`, "1"],
  ] as const) {
    await expect(
      zeroResults
        .getByRole("row", { name: new RegExp(`^${subject} `, "i") })
        .getByRole("cell")
        .nth(1),
    ).toHaveText(hits);
  }
  await expect(noResult.getByRole("img", { name: /Trend over the period: (0, ){6}3/ })).toBeVisible();
  await expect(
    zeroResults
      .getByRole("row", { name: new RegExp(`^nx9${unique}404 `, "i") })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("2");

  // The three spellings of one part number are one number not carried.
  const numbers = panel.getByRole("region", { name: "Part numbers asked for and not carried" });
  await expect(
    numbers
      .getByRole("row", { name: new RegExp(`^NX9${U}404`) })
      .getByRole("cell")
      .first(),
  ).toHaveText("3");

  await expect(vehicle.getByRole("cell")).toHaveText(["5", "1"]);

  // The enquiry lists' lines: the blower in all three, the valve the catalogue lacks in all three,
  // and the number in one, which joins the numbers not carried.
  const enquired = panel.getByRole("region", { name: "Most enquired products" });
  await expect(
    enquired
      .getByRole("row", { name: new RegExp(`^Demand Blower ${unique}`) })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("3");
  const notListed = panel.getByRole("region", { name: "Asked for in enquiry lists, not in the catalogue" });
  await expect(
    notListed
      .getByRole("row", { name: new RegExp(`^${word} valve `) })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("3");
  await expect(
    numbers
      .getByRole("row", { name: new RegExp(`^QK${U}77`) })
      .getByRole("cell")
      .first(),
  ).toHaveText("1");
  await expect(panel.getByTestId("zero-result-rate")).toContainText("searches found nothing");
  const checked = await new AxeBuilder({ page }).include("#staff-panel-demand").withTags(axeTags).analyze();
  expect(checked.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("demand-tab.png"), fullPage: true });

  // Every table downloads as CSV.
  const download = page.waitForEvent("download");
  await zeroResults.getByRole("button", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toBe("searches-no-result-7d.csv");

  // "Add a product" opens the form with the search in it.
  await noResult.getByRole("button", { name: `Add a product for “${word}”` }).click();
  const form = page.getByRole("dialog", { name: "Add a product" });
  await expect(form.getByLabel("Product name")).toHaveValue(word);
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();

  // Marked as not stocked, it leaves the report.
  await noResult.getByRole("button", { name: `Mark as not stocked: “${word}”` }).click();
  await expect(panel.getByText(`“${word}” is marked as not stocked`)).toBeVisible();
  await expect(noResult).toBeHidden();

  // Catalogue health: the product without a description is in its list; fixed, it leaves it.
  await page.getByRole("tab", { name: "Catalogue health" }).click();
  const health = page.getByRole("tabpanel", { name: "Catalogue health" });
  await expect(health.getByTestId("health-description")).toBeVisible();
  await expect(health.getByTestId("health-specs")).toBeVisible();
  const healthChecked = await new AxeBuilder({ page }).include("#staff-panel-health").withTags(axeTags).analyze();
  expect(healthChecked.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("health-tab.png"), fullPage: true });
  await health.getByRole("button", { name: "Without a description: show these products" }).click();
  await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("missing-filter")).toHaveText("Filter: Without a description");
  const tableSearch = page.getByLabel("Search by name or part number");
  await tableSearch.fill(`DM-${U}`);
  await tableSearch.press("Enter");
  const row = page.locator(`[data-part-number="DM-${U}"]`).filter({ visible: true });
  await row.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit product" });
  await edit.getByLabel("Description").fill("Blower motor for the Hyundai, 12 V.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("No products match")).toBeVisible();
  await expect(row).toHaveCount(0);
});
