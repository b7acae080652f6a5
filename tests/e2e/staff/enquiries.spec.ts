import { expect, test } from "./fixtures.ts";

/** The Enquiries tab: what visitors sent through the contact form and the newsletter box. */

test("the Enquiries tab lists stored enquiries and subscribers, newest first", async ({
  page,
  sendEnquiry,
  openStaffArea,
  unique: stamp,
}) => {
  await sendEnquiry({
    name: `Garage ${stamp}`,
    email: `garage-${stamp}@example.in`,
    phone: "+91 98100 12345",
    message: "Two Denso compressors for a Creta, please.",
  });

  // The staff area has no public footer: subscribe on the public site, as a visitor does.
  await page.goto("/");
  const footer = page.locator("footer");
  await footer.getByLabel("Your e-mail address").fill(`subscriber-${stamp}@example.in`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText(/You are on the list/);
  await openStaffArea();

  const tab = page.getByRole("tab", { name: /Enquiries/ });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Refresh" }).click();
  const panel = page.getByRole("tabpanel", { name: /Enquiries/ });
  await expect(panel.getByRole("heading", { name: /^Subscribers/ })).toBeVisible();
  await expect(panel.getByRole("link", { name: `subscriber-${stamp}@example.in` })).toBeVisible();
  await expect(panel.getByRole("listitem").first()).toContainText(`Garage ${stamp}`);
  await expect(panel.getByRole("link", { name: `garage-${stamp}@example.in` })).toHaveAttribute(
    "href",
    `mailto:garage-${stamp}@example.in`,
  );

  // The tabs follow the arrow keys.
  await tab.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Products" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
});

test("on a 1366 px screen every staff tab shows whole, and the Enquiries tab says it holds lists too (issue 43)", async ({
  page,
  openStaffArea,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const address of ["/es/add-products", "/hi/add-products", "/add-products"]) {
    await openStaffArea(address);
    const tabs = page.getByRole("tab");
    expect(await tabs.count()).toBeGreaterThanOrEqual(8);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1366, `${address}: ${await tab.textContent()}`).toBe(true);
    }
    const hidden = await page.getByRole("tablist").evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(hidden, address).toBeLessThanOrEqual(0);
  }
  await page.getByRole("tab", { name: /Enquiries/ }).click();
  await expect(page.getByRole("tabpanel", { name: /Enquiries/ })).toContainText("enquiry lists");
});
