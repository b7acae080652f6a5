import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Issue 43: a workshop's whole journey on a 390 px phone, as one buyer does it: a search in words,
// the vehicle finder, three parts in the list, a shortage list of five lines pasted, and the list sent
// on WhatsApp, whose message is read to the letter.
test.use({
  viewport: { width: 390, height: 844 },
  // A phone's screen too ("Desktop Chrome" brings a 1920 px one, by which a phone's width=device-width
  // page would be laid out first, and the hero's landscape picture preloaded for nothing).
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // Its own address, so no other test's sends spend its allowance of enquiries.
  extraHTTPHeaders: { "x-forwarded-for": "198.51.100.43" },
});

// A client-side navigation shows its address and page once the next page's data is in: on a busy
// machine that can take longer than an assertion's 5 s.
const navigation = { timeout: 20_000 };

interface ApiProduct {
  partNumber: string;
  oeNumbers: string[];
  crossReferences: string[];
}

/** Adds a listing's first card not yet in the list; its part number. */
async function addACard(page: Page, taken: readonly string[]): Promise<string> {
  const cards = page.getByTestId("results").getByTestId("product-card");
  await expect(cards.first()).toBeVisible(navigation);
  for (const card of await cards.all()) {
    const partNumber = (await card.getAttribute("data-part-number")) ?? "";
    if (taken.includes(partNumber)) continue;
    await card.getByTestId("add-to-enquiry").tap();
    await expect(card.getByTestId("in-enquiry").getByTestId("enquiry-quantity")).toHaveValue("1");
    return partNumber;
  }
  throw new Error("every card of the listing is in the list already");
}

/** A list line as the buyer reads it, written as the WhatsApp message writes it. */
async function asMessageLine(line: Locator): Promise<string> {
  const quantity = await line.getByTestId("enquiry-quantity").inputValue();
  const name = ((await line.locator("p.font-semibold").textContent()) ?? "").trim();
  const number = await line.locator(".font-mono").count();
  if (number === 0) return `${quantity} × ${name}`;
  const partNumber = ((await line.locator(".font-mono").textContent()) ?? "").replace(/^Part No\. /, "");
  const brand = ((await line.locator("p.text-sm").first().textContent()) ?? "").split(" · ")[1]?.trim();
  return `${quantity} × ${name} (${partNumber}, ${brand})`;
}

test("a workshop finds three parts, pastes a shortage list and sends it all on WhatsApp", async ({ page, request }) => {
  test.slow();
  const inList: string[] = [];

  // 1. Words, as a mechanic types them, through the top bar's search.
  await page.goto("/");
  await page.getByRole("button", { name: "Search parts" }).tap();
  const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
  await dialog.getByRole("combobox", { name: "Part number or product name" }).fill("creta condenser");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=creta(\+|%20)condenser/, navigation);
  inList.push(await addACard(page, inList));

  // 2. The vehicle finder: the parts that fit a Swift.
  await page.getByRole("button", { name: "Search parts" }).tap();
  await dialog.getByLabel("Make").selectOption("Maruti Suzuki");
  await expect(dialog.getByLabel("Model").getByRole("option", { name: "Swift", exact: true })).toBeAttached();
  await dialog.getByLabel("Model").selectOption("Swift");
  await dialog.getByRole("button", { name: "Find parts" }).tap();
  await expect(page).toHaveURL(/\/search\?make=maruti-suzuki&model=swift$/, navigation);
  inList.push(await addACard(page, inList));

  // 3. A product page, added from the bar at the bottom of the screen.
  const next = page
    .getByTestId("results")
    .getByTestId("product-card")
    .filter({ hasNot: page.getByTestId("in-enquiry") })
    .first();
  const third = (await next.getAttribute("data-part-number")) ?? "";
  await next.getByRole("heading").getByRole("link").tap();
  await expect(page).toHaveURL(/\/products\//, navigation);
  const bar = page.getByTestId("sticky-enquiry");
  await bar.getByTestId("add-to-enquiry").tap();
  await expect(bar.getByTestId("in-enquiry")).toBeVisible();
  inList.push(third);
  await page.screenshot({ path: test.info().outputPath("1-product-bar-390.png") });

  // 4. The list, from the top bar's count.
  const count = page.getByTestId("enquiry-link");
  await expect(count).toContainText("3");
  await count.tap();
  await expect(page).toHaveURL(/\/enquiry$/, navigation);
  const lines = page.getByTestId("enquiry-line");
  await expect(lines).toHaveCount(3);

  // 5. A shortage list of five lines: words, and numbers as a counter writes them.
  const { products } = (await (await request.get("/api/products?brand=denso&limit=100")).json()) as {
    products: ApiProduct[];
  };
  const spaced = products.find((product) => product.partNumber.includes("-") && !inList.includes(product.partNumber));
  const crossed = products.find(
    (product) => product.crossReferences.length > 0 && product !== spaced && !inList.includes(product.partNumber),
  );
  if (!spaced || !crossed) throw new Error("the demo catalogue lacks a Denso part with a cross reference");
  const pasted = [
    "radiator fan nexon qty 2",
    `${spaced.partNumber.toLowerCase().replace("-", " ")} x3`,
    "blower motor xuv700",
    `2 pcs ${crossed.crossReferences[0]}`,
    "zzqx wobble 1",
  ];
  await page.getByTestId("shortage-paste").fill(pasted.join("\n"));
  await page.getByRole("button", { name: "Find these parts" }).tap();
  // The two numbers are matched and added; the two lines in words are offered their best match;
  // the line nothing matches stays as typed.
  await expect(page.getByTestId("shortage-added")).toHaveCount(2);
  const suggested = page.getByTestId("shortage-suggested");
  await expect(suggested).toHaveCount(2);
  await expect(page.getByTestId("shortage-typed")).toHaveCount(1);
  await expect(lines).toHaveCount(8);
  for (const offer of await suggested.all()) {
    await offer
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: /^Add this one/ })
      .tap();
  }
  await expect(lines).toHaveCount(8);
  await expect(lines.filter({ hasText: spaced.partNumber }).getByTestId("enquiry-quantity")).toHaveValue("3");
  await expect(lines.filter({ hasText: crossed.partNumber }).getByTestId("enquiry-quantity")).toHaveValue("2");
  await expect(lines.filter({ hasText: "zzqx wobble" })).toHaveCount(1);
  await page.getByTestId("enquiry-vehicle").fill("Maruti Suzuki Swift 2019");
  await page.getByTestId("enquiry-note").fill("Workshop in Karol Bagh, by Friday");
  await page.screenshot({ path: test.info().outputPath("2-list-390.png"), fullPage: true });

  // 6. Sent on WhatsApp: the message, to the letter, is the list the buyer sees.
  const expectedLines = [];
  for (const line of await lines.all()) expectedLines.push(await asMessageLine(line));
  await page.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
  );
  await page.getByLabel("Your name").fill("Sharma Auto AC");
  await page.getByLabel("Phone (WhatsApp)").fill("+91 98100 55667");
  await page.getByRole("button", { name: "Send on WhatsApp" }).tap();
  await page.waitForURL(/^https:\/\/wa\.me\//);
  const message = new URL(page.url()).searchParams.get("text") ?? "";
  const reference = /Q-\d{4}-\d{4,}/.exec(message)?.[0];
  expect(reference).toBeDefined();
  expect(message).toBe(
    [
      `Hello, I would like a quote for my list ${reference}:`,
      ...expectedLines,
      "",
      "Vehicle: Maruti Suzuki Swift 2019",
      "Note: Workshop in Karol Bagh, by Friday",
    ].join("\n"),
  );
});
