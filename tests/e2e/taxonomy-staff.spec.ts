import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";

/**
 * Brands as data, end to end on the staff server: staff add a brand on the "Brands & categories"
 * tab and visitors find it in the menu (desktop and phone); a renamed address answers 301; a hidden
 * brand leaves the menu. afterAll deletes the brand, so the other staff tests see the twelve.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 90_000 });

const USERNAME = process.env.ADMIN_USERNAME ?? "e2e-admin";
const PASSWORD = process.env.ADMIN_PASSWORD ?? "e2e-admin-password-123";
const BRAND = "Zephyr Thermal";

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: { username: USERNAME, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

/** Opens the staff tab with a session made through the API (the sign-in form has its own tests). */
async function openTaxonomyTab(page: Page, request: APIRequestContext, prefix = "") {
  const token = await apiToken(request);
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  await page.goto(`${prefix}/add-products`);
  await page.getByRole("tab", { name: prefix ? "Marcas y categorías" : "Brands & categories" }).click();
}

function brandsSection(page: Page, name = "Brands") {
  return page.getByRole("region", { name, exact: true });
}

test.afterAll(async ({ request }) => {
  const token = await apiToken(request);
  for (const slug of ["zephyr-thermal", "zephyr"]) {
    await request.delete(`/api/brands/${slug}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test("staff add a brand and visitors find it in the menu, on a desktop and on a phone", async ({ page, request }) => {
  await openTaxonomyTab(page, request);
  const brands = brandsSection(page);
  await expect(brands.getByTestId("brand-denso")).toBeVisible();
  await brands.getByRole("button", { name: "Add brand" }).click();
  await brands.getByLabel("Name", { exact: true }).fill(BRAND);
  await brands.getByRole("button", { name: "Add", exact: true }).click();
  await expect(brands.getByRole("status").filter({ hasText: `${BRAND} was added.` })).toBeVisible();
  await expect(brands.getByTestId("brand-zephyr-thermal")).toContainText("/brands/zephyr-thermal · 0 products");

  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await nav.getByRole("button", { name: "Brands" }).click();
  await expect(nav.getByRole("link", { name: BRAND, exact: true })).toHaveAttribute("href", "/brands/zephyr-thermal");
  await nav.getByRole("link", { name: BRAND, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BRAND);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const panel = page.locator("nav[id]").filter({ has: page.getByRole("button", { name: "Marcas" }) });
  await panel.getByRole("button", { name: "Marcas" }).click();
  await expect(panel.getByRole("link", { name: BRAND })).toHaveAttribute("href", "/es/brands/zephyr-thermal");
});

test("a brand with products cannot be deleted, and the screen says so", async ({ page, request }) => {
  await openTaxonomyTab(page, request);
  const denso = brandsSection(page).getByTestId("brand-denso");
  await denso.getByRole("button", { name: "Delete Denso" }).click();
  await expect(
    brandsSection(page)
      .getByRole("alert")
      .filter({ hasText: "Denso has products, so it cannot be deleted. Hide it instead" }),
  ).toBeVisible();
});

test("renaming the address keeps the old one answering 301; hiding takes it off the menu", async ({
  page,
  request,
}) => {
  await openTaxonomyTab(page, request);
  const brands = brandsSection(page);
  const row = brands.getByTestId("brand-zephyr-thermal");
  await row.getByRole("button", { name: `Edit ${BRAND}` }).click();
  const form = row.getByRole("form", { name: `Edit ${BRAND}` });
  await form.getByLabel("Address (slug)").fill("zephyr");
  await form.getByLabel("Description", { exact: true }).fill("Radiators and fans from Zephyr.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(brands.getByRole("status").filter({ hasText: `${BRAND} was saved.` })).toBeVisible();

  for (const prefix of ["", "/es"]) {
    const old = await request.get(`${prefix}/brands/zephyr-thermal?page=1`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`${prefix}/brands/zephyr?page=1`);
  }
  await page.goto("/brands/zephyr");
  await expect(page.getByText("Radiators and fans from Zephyr.")).toBeVisible();

  await openTaxonomyTab(page, request);
  await brandsSection(page)
    .getByTestId("brand-zephyr")
    .getByRole("button", { name: `Hide ${BRAND}` })
    .click();
  await expect(
    brandsSection(page)
      .getByRole("status")
      .filter({ hasText: `${BRAND} is hidden` }),
  ).toBeVisible();
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await nav.getByRole("button", { name: "Brands" }).click();
  await expect(nav.getByRole("link", { name: "Denso", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: BRAND })).toHaveCount(0);
});
