import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Issue 30: a tap paints at once, and what a person types is never lost, whenever the script comes.

/** Holds back every request for a script matching `pattern` until `release` is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The slowed phone of the taps bench (scripts/bench/taps.ts): the CPU four times slower. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

test.describe("the search icon's first tap", () => {
  test("shows the dialog with its field focused within a frame, before the dialog's code has come", async ({
    page,
  }) => {
    // The dialog's code never arrives during this test.
    await holdScripts(page, /\/assets\/search-dialog-[\w-]+\.js$/);
    await page.goto("/");
    const seen = await page.evaluate(
      () =>
        new Promise<{ open: boolean; visible: boolean; focused: boolean }>((resolve) => {
          const button = document.querySelector<HTMLButtonElement>('header button[aria-label="Search parts"]');
          button?.click();
          // The handler has run; the next frame is the first the visitor could see.
          requestAnimationFrame(() => {
            // Shown in the top layer as a popover first, modal from the next frame (decision 161).
            const dialog = document.querySelector("dialog:popover-open, dialog:modal");
            const input = dialog?.querySelector("input[type=search]");
            resolve({
              open: dialog !== null,
              visible: dialog ? dialog.getBoundingClientRect().height > 0 : false,
              focused: input !== null && input !== undefined && document.activeElement === input,
            });
          });
        }),
    );
    expect(seen).toEqual({ open: true, visible: true, focused: true });
    await expect(page.getByRole("dialog", { name: "Search the catalogue" })).toBeVisible();
    await expect(page.getByLabel("Part number or product name")).toBeFocused();
    // Then modal: the page behind is inert, and the field keeps the focus.
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await expect(page.getByLabel("Part number or product name")).toBeFocused();
  });

  test("once the dialog's code has come, it too shows within a frame and then turns modal", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const seen = await page.evaluate(
      () =>
        new Promise<{ shown: boolean; modal: boolean; focused: boolean }>((resolve) => {
          document.querySelector<HTMLButtonElement>('header button[aria-label="Search parts"]')?.click();
          requestAnimationFrame(() => {
            const dialog = document.querySelector("dialog:popover-open, dialog:modal");
            resolve({
              shown: dialog !== null && dialog.getBoundingClientRect().height > 0,
              modal: dialog?.matches(":modal") ?? false,
              focused: document.activeElement?.getAttribute("role") === "combobox",
            });
          });
        }),
    );
    expect(seen).toEqual({ shown: true, modal: false, focused: true });
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await expect(page.getByRole("combobox", { name: "Part number or product name" })).toBeFocused();
    await expect(page.getByTestId("vehicle-finder")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("keeps what was typed while the code came, and the dialog takes over with its suggestions", async ({ page }) => {
    const dialogCode = await holdScripts(page, /\/assets\/search-dialog-[\w-]+\.js$/);
    await page.goto("/");
    await page.getByRole("button", { name: "Search parts" }).click();
    await page.keyboard.type("compressor");
    await dialogCode.release();
    const field = page.getByRole("combobox", { name: "Part number or product name" });
    await expect(field).toHaveValue("compressor");
    await expect(field).toBeFocused();
    await expect(page.getByRole("option").first()).toBeVisible();
    // Escape closes it, as before.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("typing before the page's script has run", () => {
  for (const { label, path, fields } of [
    {
      label: "the staff sign-in",
      path: "/login",
      fields: [
        { name: "Username", value: "counter-staff" },
        { name: "Password", value: "not-the-password-9" },
      ],
    },
    {
      label: "a listing's search box",
      path: "/brands/denso",
      fields: [{ name: "Search by product name or part number", value: "condenser 12" }],
    },
  ]) {
    test(`${label} keeps what was typed once the page hydrates`, async ({ page }) => {
      await slowCpu(page);
      const scripts = await holdScripts(page, /\.js$/);
      // A raw navigation: the fixture's goto would wait for the hydration this test holds back.
      await page.mainFrame().goto(path, { waitUntil: "commit" });
      for (const field of fields) {
        const input = page.getByLabel(field.name, { exact: true });
        await input.waitFor();
        await input.fill(field.value);
      }
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      await scripts.release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
      for (const field of fields) {
        await expect(page.getByLabel(field.name, { exact: true })).toHaveValue(field.value);
      }
    });
  }

  test("a listing's filter stays chosen once the page hydrates", async ({ page }) => {
    await slowCpu(page);
    const scripts = await holdScripts(page, /\.js$/);
    await page.mainFrame().goto("/brands/denso", { waitUntil: "commit" });
    const filter = page.getByRole("complementary").getByRole("radio").nth(1);
    await filter.check();
    await scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    await expect(filter).toBeChecked();
  });

  test("the enquiry list's fields cannot be typed into before the list is read", async ({ page }) => {
    // The list lives in this browser's storage, which only the script reads: until then its fields
    // are disabled, so nothing typed there can be wiped.
    const scripts = await holdScripts(page, /\.js$/);
    await page.mainFrame().goto("/enquiry", { waitUntil: "commit" });
    await expect(page.getByTestId("enquiry-note")).toBeDisabled();
    await expect(page.getByTestId("enquiry-vehicle")).toBeDisabled();
    await scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    await page.getByTestId("enquiry-note").fill("Before the monsoon");
    await expect(page.getByTestId("enquiry-note")).toHaveValue("Before the monsoon");
  });
});
